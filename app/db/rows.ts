import { z } from 'zod';
import { analyticsEventSchema } from '../../shared/schemas/analytics';
import { chatSessionSchema } from '../../shared/schemas/chat';
import { feedbackSubmissionSchema } from '../../shared/schemas/feedback';
import { spineMapContentSchema, spineMapPatchSchema } from '../../shared/schemas/spineMap';

// Row shapes that exist only on the device (no shared entity schema covers them). Entity rows
// (maps, templates, archetypes, …) use the shared schemas directly.

/**
 * A pending local edit waiting to be pushed (design §5). `seq` is assigned by Dexie on insert and
 * orders the pushes; the other fields are the wire mutation.
 */
export const outboxRowSchema = z.object({
  seq: z.number().int().positive().optional(),
  mutationId: z.uuid(),
  mapId: z.string().min(1),
  /** 'delete' for a tombstone; absent (or 'upsert') for a content change. */
  type: z.enum(['upsert', 'delete']).optional(),
  baseRev: z.number().int().nonnegative(),
  patch: spineMapPatchSchema.loose(),
  hlc: z.string().min(1),
  protocolVersion: z.number().int().positive(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;

/** A device-level setting or cursor (device id, sync cursor, HLC clock, …), keyed by name. */
export const metaRowSchema = z.object({
  key: z.string().min(1),
  value: z.unknown(),
});
export type MetaRow = z.infer<typeof metaRowSchema>;

/** Feedback written while offline or when the send failed, re-sent later. */
export const feedbackQueueRowSchema = z.object({
  id: z.number().int().positive().optional(),
  createdAt: z.iso.datetime({ offset: true }),
  submission: feedbackSubmissionSchema,
  attempts: z.number().int().nonnegative().default(0),
});
export type FeedbackQueueRow = z.infer<typeof feedbackQueueRowSchema>;

/** An analytics event waiting to be sent in a batch. */
export const analyticsQueueRowSchema = z.object({
  id: z.number().int().positive().optional(),
  createdAt: z.iso.datetime({ offset: true }),
  event: analyticsEventSchema,
});
export type AnalyticsQueueRow = z.infer<typeof analyticsQueueRowSchema>;

/** A chat session kept on the device, with the boundary it was about and when it last changed. */
export const chatSessionRowSchema = chatSessionSchema.extend({
  systemBoundary: z.string().optional(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ChatSessionRow = z.infer<typeof chatSessionRowSchema>;

/**
 * Changes of the device's that the server did not accept and will not (issue 10): the account was
 * removed from the map, is only a viewer, or the map was deleted. The map's content as the device
 * had it is kept here, one row per map, until the user saves it as a new map or discards it.
 */
export const rejectedChangeRowSchema = z.object({
  mapId: z.string().min(1),
  /** The account whose changes they were (null: made while logged out); only it is shown them. */
  accountId: z.string().nullable(),
  /** The map's content with the changes, as it was on the device. */
  content: spineMapContentSchema.loose(),
  /** removed: no longer a member; forbidden: may not change it (viewer); deleted: the map was deleted. */
  reason: z.enum(['removed', 'forbidden', 'deleted']),
  /** The server's words, shown to the user. */
  message: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type RejectedChangeRow = z.infer<typeof rejectedChangeRowSchema>;
