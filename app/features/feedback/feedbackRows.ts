import { z } from 'zod';
import { feedbackSubmissionSchema } from '../../../shared/schemas/feedback';
import { lazySchema } from '../../../shared/schemas/lazySchema';

// A row of the device's `feedbackQueue` table (app/db/db.ts).

/** Feedback written while offline or when the send failed, re-sent later. */
export const feedbackQueueRowSchema = lazySchema(() =>
  z.object({
    id: z.number().int().positive().optional(),
    createdAt: z.iso.datetime({ offset: true }),
    submission: feedbackSubmissionSchema,
    attempts: z.number().int().nonnegative().default(0),
  }),
);
export type FeedbackQueueRow = z.infer<typeof feedbackQueueRowSchema>;
