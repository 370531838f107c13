import { z } from 'zod';
import { LEVEL_IDS } from '../levels';
import { lazySchema } from './lazySchema';

// Teaching text is shown as-is, so a blank string is always a content bug.
const text = lazySchema(() => z.string().trim().min(1));

/** The stops along the spine a learner works through: the system boundary first, then the five levels. */
export const spineStepIdSchema = lazySchema(() => z.enum(['boundary', ...LEVEL_IDS]));
export type SpineStepId = z.infer<typeof spineStepIdSchema>;

/** A short guide to the boundary or one level: the core of what a learner must grasp about it. */
export const levelGuideSchema = lazySchema(() =>
  z.object({
    id: spineStepIdSchema,
    title: text,
    question: text,
    explanation: text,
    /** The usual confusion: what people put here that belongs elsewhere. */
    notThis: text,
    examples: z.array(text).min(2).max(3),
    /** A sign in the room that the conversation has slipped to the wrong level. */
    smell: text,
  }),
);
export type LevelGuide = z.infer<typeof levelGuideSchema>;

/** An in-app link; hrefs are app routes so the router can handle them. */
export const lessonLinkSchema = lazySchema(() =>
  z.object({ href: z.string().regex(/^\/[a-z0-9/-]*$/), label: text }),
);
export type LessonLink = z.infer<typeof lessonLinkSchema>;

/** A fill-in-the-blanks sentence; every {key} in the pattern has a matching field. */
export const lessonTemplateSchema = lazySchema(() =>
  z
    .object({
      heading: text,
      instructions: text,
      pattern: text,
      fields: z.array(z.object({ key: z.string().regex(/^[a-zA-Z]+$/), label: text, hint: text })).min(1),
      example: text,
    })
    .refine(
      (template) => {
        const keys = [...template.pattern.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        const fields = template.fields.map((field) => field.key);
        return (
          keys.length === fields.length && keys.every((key) => key !== undefined && fields.includes(key))
        );
      },
      { message: 'Template placeholders and fields must match one to one' },
    ),
);
export type LessonTemplate = z.infer<typeof lessonTemplateSchema>;

/**
 * One level's lesson page (/learn/{levelId}). Every level has the same shape so a single page
 * component renders all five; `categories` is the only optional block (Values uses it).
 */
export const levelLessonSchema = lazySchema(() =>
  z.object({
    levelId: z.enum(LEVEL_IDS),
    number: z.number().int().min(1).max(5),
    title: text,
    subtitle: text,
    keyQuestion: text,
    purpose: text,
    characteristics: z.array(z.object({ title: text, description: text })).min(3),
    goodExamples: z.array(z.object({ text, why: text })).min(2),
    /** Each poor example carries the reason it misleads, so the page never shows a bad one unlabelled. */
    poorExamples: z.array(z.object({ text, problem: text })).min(2),
    categories: z
      .array(z.object({ name: text, description: text, examples: z.array(text).min(2) }))
      .optional(),
    steps: z
      .array(z.object({ title: text, description: text }))
      .min(3)
      .max(5),
    template: lessonTemplateSchema,
    previous: lessonLinkSchema.nullable(),
    next: lessonLinkSchema.nullable(),
    /** The page's closing call to action, e.g. trying the level out in the generator. */
    cta: lessonLinkSchema,
  }),
);
export type LevelLesson = z.infer<typeof levelLessonSchema>;
