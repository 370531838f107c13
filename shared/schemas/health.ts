import { z } from 'zod';
import { lazySchema } from './lazySchema';

/** Which AI answers generation and chat: the built-in drafter or an OpenAI-compatible LLM. */
export const aiProviderSchema = lazySchema(() => z.enum(['builtin', 'openai']));
export type AiProvider = z.infer<typeof aiProviderSchema>;

/** `GET /api/health`: the server is up; which version, whether SQLite answers, which AI is configured. */
export const healthSchema = lazySchema(() =>
  z.object({
    status: z.literal('ok'),
    version: z.string(),
    db: z.enum(['ok', 'error']),
    ai: z.object({
      provider: aiProviderSchema,
      /** The LLM's model name; null for the built-in drafter. */
      model: z.string().nullable(),
    }),
  }),
);
export type Health = z.infer<typeof healthSchema>;

/**
 * `GET /api/health/ready`: whether this instance can serve requests now (its database answers);
 * 200 when ready, 503 when not, so a load balancer sends traffic elsewhere. `/api/health` stays the
 * liveness check: 200 while the process runs.
 */
export const readinessSchema = lazySchema(() =>
  z.object({
    status: z.enum(['ready', 'unavailable']),
    db: z.enum(['ok', 'error']),
  }),
);
export type Readiness = z.infer<typeof readinessSchema>;
