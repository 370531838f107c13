import { z } from 'zod';

/** Longest chat message a user may send. */
export const CHAT_MESSAGE_MAX = 4000;

/** A chat message (spec §3): 'user' or 'assistant'. */
export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A chat session (spec §3). */
export const chatSessionSchema = z.object({
  sessionId: z.string().min(1),
  messages: z.array(chatMessageSchema),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;
