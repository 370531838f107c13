import { z } from 'zod';
import { aiProviderSchema } from './health';
import { MAP_LIMITS, spineMapSchema } from './spineMap';
import { optionalText } from './text';
import { lazySchema } from './lazySchema';

/** Longest "current tools" text the generator accepts. */
export const CURRENT_TOOLS_MAX = 2000;

/** Longest answer to one of the generator's questions (the tools answer takes CURRENT_TOOLS_MAX). */
export const ANSWER_MAX = 500;

/**
 * Answers to the questions the generator asks when a boundary gives little to go on, each optional
 * and in the user's own words: who the system serves, what they would lose if it stopped, what the
 * group already does every week, and the tools it uses.
 */
export const generateAnswersSchema = lazySchema(() =>
  z.object({
    served: optionalText(ANSWER_MAX),
    loss: optionalText(ANSWER_MAX),
    weekly: optionalText(ANSWER_MAX),
    tools: optionalText(CURRENT_TOOLS_MAX),
  }),
);
export type GenerateAnswers = z.infer<typeof generateAnswersSchema>;

/** The body of POST /api/generate-spine-map; the reply is a spine map (spineMapSchema). */
export const generateRequestSchema = lazySchema(() =>
  z.object({
    systemBoundary: z.string().trim().min(1).max(MAP_LIMITS.systemBoundary),
    context: optionalText(MAP_LIMITS.context),
    currentTools: optionalText(CURRENT_TOOLS_MAX),
    answers: generateAnswersSchema.optional(),
  }),
);
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

/** Which AI answered a call (design §6: the UI says so): the built-in drafter or an LLM model. */
export const aiSourceSchema = lazySchema(() =>
  z.object({ name: aiProviderSchema, model: z.string().nullable() }),
);
export type AiSource = z.infer<typeof aiSourceSchema>;

/**
 * The reply of POST /api/generate-spine-map: the saved map, the claim token only an anonymous
 * caller receives (design §5), and which AI drafted it.
 */
export const generateResponseSchema = lazySchema(() =>
  spineMapSchema.extend({
    claimToken: z.string().optional(),
    provider: aiSourceSchema,
  }),
);
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

/** One line of the NDJSON reply of POST /api/generate-spine-map?stream=1: progress steps 1–5, then the map or an error. */
export const generateStreamEventSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('progress'), step: z.number().int().min(1).max(5) }),
    z.object({ type: z.literal('map'), map: generateResponseSchema }),
    z.object({ type: z.literal('error'), status: z.number().int(), message: z.string() }),
  ]),
);
export type GenerateStreamEvent = z.infer<typeof generateStreamEventSchema>;
