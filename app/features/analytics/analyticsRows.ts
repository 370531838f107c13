import { z } from 'zod';
import { analyticsEventSchema } from '../../../shared/schemas/analytics';
import { lazySchema } from '../../../shared/schemas/lazySchema';

// A row of the device's `analyticsQueue` table (app/db/db.ts).

/** An analytics event waiting to be sent in a batch. */
export const analyticsQueueRowSchema = lazySchema(() =>
  z.object({
    id: z.number().int().positive().optional(),
    createdAt: z.iso.datetime({ offset: true }),
    event: analyticsEventSchema,
  }),
);
export type AnalyticsQueueRow = z.infer<typeof analyticsQueueRowSchema>;
