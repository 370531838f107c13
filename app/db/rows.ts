import { z } from 'zod';
import { listLevelSchema, mapDocSchema, mapItemSchema } from '../../shared/schemas/mapDoc';
import { mapOpSchema } from '../../shared/schemas/mapOps';
import { spineMapContentSchema, spineMapPatchSchema, spineMapSchema } from '../../shared/schemas/spineMap';
import {
  LEGACY_PROTOCOL_VERSION,
  mapNoticeSchema,
  SYNC_PROTOCOL_VERSION,
  syncMapSchema,
} from '../../shared/schemas/sync';
import { lazySchema } from '../../shared/schemas/lazySchema';

// Row shapes that exist only on the device (no shared entity schema covers them). Entity rows
// (maps, templates, archetypes, …) use the shared schemas directly. The rows of the feedback,
// usage and chat queues live with their features (their schemas are built with the code that
// uses them, not with the local store every page opens); their types are re-exported here.
export type { FeedbackQueueRow } from '../features/feedback/feedbackRows';
export type { AnalyticsQueueRow } from '../features/analytics/analyticsRows';
export type { ChatSessionRow } from '../features/chat/chatRows';

/**
 * A map as the device shows it (table `maps`): the map with the items behind its lists (ids the
 * editor edits by) and its registers as predicted, the server's (`bases`) with the outbox's
 * operations applied on top.
 */
export const localMapSchema = lazySchema(() =>
  spineMapSchema.extend({
    items: z.array(mapItemSchema),
    doc: mapDocSchema,
    notice: mapNoticeSchema.nullable().optional(),
  }),
);
export type LocalMap = z.infer<typeof localMapSchema>;

/** The map as the server last sent it (table `bases`), plus this device's operations it accepted since. */
export const baseRowSchema = syncMapSchema;
export type BaseRow = z.infer<typeof baseRowSchema>;

const outboxCommon = {
  seq: z.number().int().positive().optional(),
  mutationId: z.uuid(),
  mapId: z.string().min(1),
  createdAt: z.iso.datetime({ offset: true }),
};

/**
 * A pending local edit waiting to be pushed (design §5): one action's operations on one map.
 * `seq` is assigned by Dexie on insert and orders the pushes; `seenRev` is the latest revision
 * of the map the device had pulled when it was written.
 */
export const opsOutboxRowSchema = lazySchema(() =>
  z.object({
    ...outboxCommon,
    protocolVersion: z.literal(SYNC_PROTOCOL_VERSION),
    seenRev: z.number().int().nonnegative(),
    ops: z.array(mapOpSchema).min(1),
  }),
);
export type OpsOutboxRow = z.infer<typeof opsOutboxRowSchema>;

/** An outbox row written before protocol 2 (a patch against `baseRev`), pushed as it is. */
export const legacyOutboxRowSchema = lazySchema(() =>
  z.object({
    ...outboxCommon,
    protocolVersion: z.literal(LEGACY_PROTOCOL_VERSION),
    /** 'delete' for a tombstone; absent (or 'upsert') for a content change. */
    type: z.enum(['upsert', 'delete']).optional(),
    baseRev: z.number().int().nonnegative(),
    patch: spineMapPatchSchema.loose(),
    hlc: z.string().min(1),
  }),
);
export type LegacyOutboxRow = z.infer<typeof legacyOutboxRowSchema>;

/** A pending mutation, in either protocol. */
export const outboxRowSchema = lazySchema(() => z.union([opsOutboxRowSchema, legacyOutboxRowSchema]));
export type OutboxRow = z.infer<typeof outboxRowSchema>;

/** A device-level setting or cursor (device id, sync cursor, HLC clock, …), keyed by name. */
export const metaRowSchema = lazySchema(() =>
  z.object({
    key: z.string().min(1),
    value: z.unknown(),
  }),
);
export type MetaRow = z.infer<typeof metaRowSchema>;

/**
 * The "Not synced" list (issue 15): changes the server refused (the account was removed from the
 * map, is only a viewer, the map was deleted for good, or the change was invalid). One row per map:
 * the map's content as the device had it with the changes, the refused operations (to try again),
 * and why, until the user tries again, saves it as a new map or discards it.
 */
export const rejectedChangeRowSchema = lazySchema(() =>
  z.object({
    mapId: z.string().min(1),
    /** The account whose changes they were (null: made while logged out); only it is shown them. */
    accountId: z.string().nullable(),
    /** The map's content with the changes, as it was on the device. */
    content: spineMapContentSchema.loose(),
    /** removed: no longer a member; forbidden: may not change it; deleted: purged; invalid: the server could not take it. */
    reason: z.enum(['removed', 'forbidden', 'deleted', 'invalid']),
    /** The refused operations, oldest first, for "Try again" (absent on rows from before issue 15). */
    ops: z.array(mapOpSchema).optional(),
    /** The map's title as the device had it, to name it in the list. */
    title: z.string().optional(),
    /** The list each refused operation's item belongs to, to say what was refused. */
    levels: z.record(z.string(), listLevelSchema).optional(),
    /** The server's words, shown to the user. */
    message: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
  }),
);
export type RejectedChangeRow = z.infer<typeof rejectedChangeRowSchema>;
