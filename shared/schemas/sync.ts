import { z } from 'zod';
import { HLC_PATTERN } from '../sync/hlc';
import { spineMapContentSchema, spineMapPatchSchema, spineMapSchema } from './spineMap';

// The sync wire protocol (design §5). Shapes are fixed so client, server and tests agree:
//   push  {protocolVersion: 1, mutations: [{mutationId, mapId, baseRev, patch, hlc}]}
//   reply {results: [{mutationId, status, rev, map?, error?}], seq}
//   pull  ?since=SEQ&limit=N → {maps, deleted, revoked, seq, hasMore}

/**
 * The protocol this code speaks. Requests carry it so a future server can branch on older
 * cached apps; today only version 1 exists, so anything else is rejected.
 */
export const SYNC_PROTOCOL_VERSION = 1;

/** Most mutations one push may carry; a longer outbox is pushed in several batches. */
export const PUSH_BATCH_MAX = 500;

/** Default and largest page size of GET /api/sync/pull. */
export const PULL_LIMITS = { default: 500, max: 1000 } as const;

/** A hybrid logical clock reading in its sortable string form (see shared/sync/hlc.ts). */
export const hlcSchema = z.string().regex(HLC_PATTERN, 'Expected an HLC like 000001700000000-000000-node');

/**
 * The changed fields of a map. Unknown fields are kept so a newer client's additions survive an
 * older server; `createdAt` is only read on creation (baseRev 0). The server assigns `shareId`.
 */
export const syncPatchSchema = spineMapPatchSchema
  .extend({ createdAt: z.iso.datetime({ offset: true }).optional() })
  .loose();
export type SyncPatch = z.infer<typeof syncPatchSchema>;

/** What a creating patch (baseRev 0) must hold: a whole map's content. */
export const newMapPatchSchema = spineMapContentSchema
  .extend({ createdAt: z.iso.datetime({ offset: true }).optional() })
  .loose();
export type NewMapPatch = z.infer<typeof newMapPatchSchema>;

const mutationBase = {
  mutationId: z.uuid(),
  mapId: spineMapSchema.shape.id,
  baseRev: z.number().int().nonnegative(),
  hlc: hlcSchema,
  /** Secret proving this device created an anonymous map; presenting it makes the map the caller's. */
  claimToken: z.string().min(1).max(200).optional(),
};

/**
 * Create or edit a map. `type` may be omitted (design's wire shape); baseRev 0 creates the map and
 * then the patch must be the whole content.
 */
export const upsertMutationSchema = z
  .object({ type: z.literal('upsert').default('upsert'), ...mutationBase, patch: syncPatchSchema })
  .superRefine((mutation, ctx) => {
    if (mutation.baseRev !== 0) return;
    const whole = newMapPatchSchema.safeParse(mutation.patch);
    if (whole.success) return;
    for (const issue of whole.error.issues) {
      ctx.addIssue({ code: 'custom', path: ['patch', ...issue.path], message: `New map: ${issue.message}` });
    }
  });
export type UpsertMutation = z.infer<typeof upsertMutationSchema>;

/** Delete a map: the server keeps a tombstone (deletedAt) that pulls report in `deleted`. */
export const deleteMutationSchema = z.object({ type: z.literal('delete'), ...mutationBase });
export type DeleteMutation = z.infer<typeof deleteMutationSchema>;

/** One outbox entry on the wire. */
export const syncMutationSchema = z.discriminatedUnion('type', [upsertMutationSchema, deleteMutationSchema]);
export type SyncMutation = z.infer<typeof syncMutationSchema>;
/** A mutation as a client builds it, before defaults (type) are filled in. */
export type SyncMutationInput = z.input<typeof syncMutationSchema>;

/** The body of POST /api/sync/push: mutations applied in order, in one transaction. */
export const pushRequestSchema = z.object({
  protocolVersion: z.literal(SYNC_PROTOCOL_VERSION),
  mutations: z.array(syncMutationSchema).min(1).max(PUSH_BATCH_MAX),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

/** Why the server refused a mutation; the client drops it from the outbox and tells the user. */
export const PUSH_REJECT_CODES = {
  invalid: 'invalid',
  forbidden: 'forbidden',
  notFound: 'not_found',
  deleted: 'deleted',
} as const;

/** How the server handled one mutation: applied as is, merged with concurrent changes, a retry, or refused. */
export const pushStatusSchema = z.enum(['applied', 'merged', 'duplicate', 'rejected']);
export type PushStatus = z.infer<typeof pushStatusSchema>;

const acceptedResultSchema = z.object({
  mutationId: z.uuid(),
  status: z.enum(['applied', 'merged', 'duplicate']),
  /** The map's revision after this mutation. */
  rev: z.number().int().nonnegative(),
  /** The server's map after this mutation, so the client can replace its copy (always sent when merged). */
  map: spineMapSchema.optional(),
});

const rejectedResultSchema = z.object({
  mutationId: z.uuid(),
  status: z.literal('rejected'),
  /** The map's current revision, 0 when it does not exist. */
  rev: z.number().int().nonnegative(),
  map: spineMapSchema.optional(),
  /** A code from PUSH_REJECT_CODES (a string, so newer servers' codes still parse) and a readable message. */
  error: z.object({ code: z.string().min(1), message: z.string() }),
});

/** The server's answer for one mutation, in request order. */
export const pushResultSchema = z.discriminatedUnion('status', [acceptedResultSchema, rejectedResultSchema]);
export type PushResult = z.infer<typeof pushResultSchema>;

/** The reply of POST /api/sync/push; `seq` is the server's change sequence after the batch. */
export const pushResponseSchema = z.object({
  results: z.array(pushResultSchema),
  seq: z.number().int().nonnegative(),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;

/** Query of GET /api/sync/pull: changes after `since` (a seq), at most `limit` of them. */
export const pullQuerySchema = z.object({
  since: z.coerce.number().int().nonnegative().default(0),
  limit: z.coerce.number().int().min(1).max(PULL_LIMITS.max).default(PULL_LIMITS.default),
});
export type PullQuery = z.infer<typeof pullQuerySchema>;

/**
 * The reply of GET /api/sync/pull: changed maps (each with the caller's `role`), ids of deleted
 * ones, ids of maps the caller is no longer a member of (removed or left; issue 10, absent from
 * older servers), the cursor to store, and whether to page on.
 */
export const pullResponseSchema = z.object({
  maps: z.array(spineMapSchema),
  deleted: z.array(spineMapSchema.shape.id),
  revoked: z.array(spineMapSchema.shape.id).default([]),
  seq: z.number().int().nonnegative(),
  hasMore: z.boolean(),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;

/**
 * A scalar (or list item) that changed differently on both sides: the later clock's value was kept,
 * the other is recorded here so the history can offer a one-click restore.
 */
export const mergeConflictSchema = z.object({
  field: z.string().min(1),
  /**
   * 'field': the values are whole field values. 'item': a list item edited differently on both
   * sides (or dropped past the item limit, keptValue null); restoring puts lostValue back in the list.
   */
  kind: z.enum(['field', 'item']).default('field'),
  keptValue: z.unknown(),
  lostValue: z.unknown(),
  keptHlc: hlcSchema,
  lostHlc: hlcSchema,
});
export type MergeConflict = z.infer<typeof mergeConflictSchema>;
