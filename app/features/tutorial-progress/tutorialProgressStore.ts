// The Dexie side of tutorial progress, in a chunk of its own: useTutorialProgress loads it only for
// a device with local data or once the learner acts, so a first visit to /learn never evaluates the
// data layer (Dexie, zod, the sync client: one long task on a phone after the first paint).
import { liveQuery } from 'dexie';
import { db } from '../../db/db';
import type { TutorialAction, TutorialState } from './tutorialProgress';
import { applyTutorialAction, readTutorialProgress } from './tutorialProgressRepository';

/** Follows the stored progress (as useLiveQuery would); returns the unsubscribe. */
export function watchTutorialProgress(
  onChange: (state: TutorialState) => void,
  onError: (error: unknown) => void,
): () => void {
  const subscription = liveQuery(() => readTutorialProgress(db)).subscribe({
    next: onChange,
    error: onError,
  });
  return () => subscription.unsubscribe();
}

/** Applies one action to the stored progress and returns the new state. */
export function applyToStoredProgress(action: TutorialAction, totalSteps: number): Promise<TutorialState> {
  return applyTutorialAction(db, action, totalSteps);
}
