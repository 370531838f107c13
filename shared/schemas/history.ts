import { z } from 'zod';
import { lazySchema } from './lazySchema';

/** A record of one generation or refinement, with its prompt and raw response (spec §3). */
export const historyEntrySchema = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    type: z.enum(['generation', 'refinement']),
    method: z.string().nullable(),
    refinementType: z.string().nullable(),
    timestamp: z.iso.datetime({ offset: true }),
    title: z.string(),
    sessionId: z.string().nullable(),
    spineMapId: z.string(),
    originalSpineMapId: z.string().nullable(),
    prompt: z.string(),
    response: z.unknown(),
  }),
);
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

// The header's name lives in a zod-free module: the client's analytics session names it.
export { HISTORY_SESSION_HEADER } from '../analyticsEvents';

/** What the session header may hold: the analytics session's random id. */
export const historySessionIdSchema = lazySchema(() => z.string().regex(/^[A-Za-z0-9-]{1,64}$/));
