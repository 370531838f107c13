import { z } from 'zod';
import type { SpineExerciseInput } from '../../../shared/schemas/exercise';
import type { SpineDb } from '../../db/db';
import { lazySchema } from '../../../shared/schemas/lazySchema';

/** The meta row holding the learner's exercise draft (device-only; never synced). */
export const EXERCISE_DRAFT_KEY = 'tutorial.exerciseDraft';

/**
 * What the learner has typed into the hands-on exercise, kept as the raw text of each box so a
 * reload gives back exactly what they wrote (lists are one item per line).
 */
export const exerciseDraftSchema = lazySchema(() =>
  z.object({
    open: z.boolean(),
    systemBoundary: z.string(),
    needs: z.string(),
    values: z.string(),
    principles: z.string(),
    practices: z.string(),
    tools: z.string(),
  }),
);
export type ExerciseDraft = z.infer<typeof exerciseDraftSchema>;

/** The exercise's fields, in spine order. */
export const EXERCISE_FIELDS = [
  'systemBoundary',
  'needs',
  'values',
  'principles',
  'practices',
  'tools',
] as const;
export type ExerciseField = (typeof EXERCISE_FIELDS)[number];

/** A learner who has not started the exercise. */
export const EMPTY_EXERCISE_DRAFT: ExerciseDraft = {
  open: false,
  systemBoundary: '',
  needs: '',
  values: '',
  principles: '',
  practices: '',
  tools: '',
};

/** The saved draft, or an empty one when there is none (or it cannot be read). */
export async function readExerciseDraft(db: SpineDb): Promise<ExerciseDraft> {
  const row = await db.meta.get(EXERCISE_DRAFT_KEY);
  const parsed = exerciseDraftSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : { ...EMPTY_EXERCISE_DRAFT };
}

/** Saves the draft so it survives a reload; validated first like every Dexie write. */
export async function saveExerciseDraft(db: SpineDb, draft: ExerciseDraft): Promise<void> {
  await db.meta.put({ key: EXERCISE_DRAFT_KEY, value: exerciseDraftSchema.parse(draft) });
}

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
    .filter(Boolean);
}

/** The draft as the checker reads it: one list item per non-blank line, bullets and numbers stripped. */
export function draftToExerciseInput(draft: ExerciseDraft): SpineExerciseInput {
  return {
    systemBoundary: draft.systemBoundary.trim(),
    needs: draft.needs.trim(),
    values: lines(draft.values),
    principles: lines(draft.principles),
    practices: lines(draft.practices),
    tools: lines(draft.tools),
  };
}
