import { z } from 'zod';
import { LEVEL_IDS } from '../levels';
import { lazySchema } from './lazySchema';

/** The content blocks a tutorial step may carry (spec §3). */
export const tutorialContentSchema = lazySchema(() =>
  z.object({
    intro: z.string().optional(),
    keyPoints: z.array(z.string()).optional(),
    example: z.string().optional(),
    levels: z
      .array(z.object({ id: z.enum(LEVEL_IDS), summary: z.string(), question: z.string() }))
      .optional(),
    scenario: z.string().optional(),
    exercise: z.string().optional(),
    patterns: z.array(z.object({ name: z.string(), description: z.string() })).optional(),
  }),
);

/** One of the tutorial's four steps (spec §3). */
export const tutorialStepSchema = lazySchema(() =>
  z.object({
    id: z.number().int().positive(),
    title: z.string().min(1),
    duration: z.number().int().positive(),
    type: z.string().min(1),
    description: z.string().min(1),
    content: tutorialContentSchema,
  }),
);
export type TutorialStep = z.infer<typeof tutorialStepSchema>;

/** A lesson entry of the learning path (spec §3): ids 1-4, all 'available'. */
export const lessonSchema = lazySchema(() =>
  z.object({
    id: z.number().int().positive(),
    title: z.string().min(1),
    description: z.string().min(1),
    duration: z.number().int().positive(),
    type: z.string().min(1),
    content: z.string(),
    status: z.enum(['available', 'locked']),
  }),
);
export type Lesson = z.infer<typeof lessonSchema>;

/** What a device remembers of the tutorial: where the user is and which steps are done. */
export const tutorialProgressSchema = lazySchema(() =>
  z.object({
    id: z.literal('tutorial'),
    currentStep: z.number().int().positive(),
    completed: z.array(z.number().int().positive()),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
);
export type TutorialProgress = z.infer<typeof tutorialProgressSchema>;
