import { z } from 'zod';
import { chatSessionSchema } from '../../../shared/schemas/chat';
import { lazySchema } from '../../../shared/schemas/lazySchema';

// A row of the device's `chatSessions` table (app/db/db.ts).

/** A chat session kept on the device, with the boundary it was about and when it last changed. */
export const chatSessionRowSchema = lazySchema(() =>
  chatSessionSchema.extend({
    systemBoundary: z.string().optional(),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
);
export type ChatSessionRow = z.infer<typeof chatSessionRowSchema>;
