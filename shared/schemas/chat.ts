import { z } from 'zod';
import { refinedSpineMapSchema } from './refinement';
import { MAP_LIMITS } from './spineMap';
import { lazySchema } from './lazySchema';

/** Longest chat message a user may send. */
export const CHAT_MESSAGE_MAX = 4000;

/** A chat message (spec §3): 'user' or 'assistant'. */
export const chatMessageSchema = lazySchema(() =>
  z.object({
    role: z.enum(['user', 'assistant']),
    content: z.string(),
  }),
);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A chat session (spec §3). */
export const chatSessionSchema = lazySchema(() =>
  z.object({
    sessionId: z.string().min(1),
    messages: z.array(chatMessageSchema),
  }),
);
export type ChatSession = z.infer<typeof chatSessionSchema>;

/** The reply to POST /api/chat/new: a fresh session, possibly with a greeting. */
export const chatNewResponseSchema = chatSessionSchema;
export type ChatNewResponse = z.infer<typeof chatNewResponseSchema>;

/**
 * The map on screen, sent with a chat message so the helper can see it: the map content with the
 * same limits as a saved map, every field but the boundary optional (a draft may lack some).
 */
export const chatMapSchema = lazySchema(() =>
  refinedSpineMapSchema.partial().required({ systemBoundary: true }),
);
export type ChatMap = z.infer<typeof chatMapSchema>;

/**
 * The body of POST /api/chat; the boundary may still be blank while the user is exploring, and
 * `map` is there only while a map is on screen.
 */
export const chatRequestSchema = lazySchema(() =>
  z.object({
    sessionId: z.string().min(1).max(128),
    message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
    systemBoundary: z.string().trim().max(MAP_LIMITS.systemBoundary).default(''),
    map: chatMapSchema.optional(),
  }),
);
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** The reply to POST /api/chat: the session's messages after the answer. */
export const chatResponseSchema = lazySchema(() => z.object({ messages: z.array(chatMessageSchema) }));
export type ChatResponse = z.infer<typeof chatResponseSchema>;
