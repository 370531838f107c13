import { z } from 'zod';

/** Which AI answers generation and chat: the built-in drafter or an OpenAI-compatible LLM. */
export const aiProviderSchema = z.enum(['builtin', 'openai']);
export type AiProvider = z.infer<typeof aiProviderSchema>;

/** `GET /api/health`: the server is up; which version, whether SQLite answers, which AI is configured. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  db: z.enum(['ok', 'error']),
  ai: z.object({
    provider: aiProviderSchema,
    /** The LLM's model name; null for the built-in drafter. */
    model: z.string().nullable(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
