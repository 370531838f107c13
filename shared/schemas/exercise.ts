import { z } from 'zod';
import { spineStepIdSchema } from './levelLesson';
import { lazySchema } from './lazySchema';

/**
 * What a learner types into the hands-on exercise. Deliberately looser than a saved map:
 * blanks are allowed because pointing them out is the checker's job.
 */
export const spineExerciseInputSchema = lazySchema(() =>
  z.object({
    systemBoundary: z.string(),
    needs: z.string(),
    values: z.array(z.string()),
    principles: z.array(z.string()),
    practices: z.array(z.string()),
    tools: z.array(z.string()),
  }),
);
export type SpineExerciseInput = z.infer<typeof spineExerciseInputSchema>;

/** How the checker rates one observation: a confirmation, a suggestion, or a likely mistake. */
export const findingSeveritySchema = lazySchema(() => z.enum(['ok', 'tip', 'warning']));
export type FindingSeverity = z.infer<typeof findingSeveritySchema>;

/** One observation about the learner's spine; `code` is stable so the UI and tests need not match prose. */
export const exerciseFindingSchema = lazySchema(() =>
  z.object({
    level: spineStepIdSchema,
    severity: findingSeveritySchema,
    code: z.string().min(1),
    message: z.string().trim().min(1),
  }),
);
export type ExerciseFinding = z.infer<typeof exerciseFindingSchema>;

/** The hands-on exercise: a scenario, the task, hints, and a worked answer with the reasoning per level. */
export const spineExerciseSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    title: z.string().trim().min(1),
    scenario: z.string().trim().min(1),
    task: z.string().trim().min(1),
    hints: z.array(z.string().trim().min(1)).min(1),
    sampleAnswer: spineExerciseInputSchema,
    sampleNotes: z.record(spineStepIdSchema, z.string().trim().min(1)),
  }),
);
export type SpineExercise = z.infer<typeof spineExerciseSchema>;
