import { tutorialProgressSchema, type TutorialProgress } from '../../../shared/schemas/tutorial';
import { inTransaction, type SpineDb, type SpineTables } from '../../db/db';
import {
  INITIAL_TUTORIAL_STATE,
  tutorialReducer,
  type TutorialAction,
  type TutorialState,
} from './tutorialProgress';

/** The one row of the tutorialProgress table: a device has one learner. */
export const TUTORIAL_PROGRESS_ID = 'tutorial';

function toState(row: TutorialProgress | undefined): TutorialState {
  if (!row) return { ...INITIAL_TUTORIAL_STATE, completed: [] };
  return { currentStep: row.currentStep, completed: [...row.completed] };
}

/** The learner's progress; a device that never opened the tutorial gets the initial state. */
export async function readTutorialProgress(db: SpineTables): Promise<TutorialState> {
  const row = await db.tutorialProgress.get(TUTORIAL_PROGRESS_ID);
  const parsed = tutorialProgressSchema.safeParse(row);
  // A row from an older or broken write must not lock the learner out of the tutorial.
  return toState(parsed.success ? parsed.data : undefined);
}

/**
 * Applies a tutorial action inside one read-write transaction, so two quick clicks never compute
 * from the same stale state. Returns the new state.
 */
export async function applyTutorialAction(
  db: SpineDb,
  action: TutorialAction,
  totalSteps: number,
): Promise<TutorialState> {
  return inTransaction(db, 'rw', ['tutorialProgress'], async (tx) => {
    const next = tutorialReducer(await readTutorialProgress(tx), action, totalSteps);
    const row = tutorialProgressSchema.parse({
      id: TUTORIAL_PROGRESS_ID,
      currentStep: next.currentStep,
      completed: next.completed,
      updatedAt: new Date().toISOString(),
    });
    await tx.tutorialProgress.put(row);
    return next;
  });
}
