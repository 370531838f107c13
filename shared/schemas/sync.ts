import { z } from 'zod';
import { hlcSchema, mapDocSchema } from './mapDoc';
import { mapOpSchema } from './mapOps';
import { memberRoleSchema } from './members';
import {
  mapIdSchema,
  newMapIdSchema,
  spineMapContentSchema,
  spineMapPatchSchema,
  spineMapSchema,
} from './spineMap';
import { lazySchema } from './lazySchema';

export { hlcSchema } from './mapDoc';

// The sync wire protocol (design §5). Protocol 2 sends operations on items with identity:
//   push  {protocolVersion: 2, mutations: [{mutationId, mapId, seenRev, ops: [...]}]}
//   reply {results: [{mutationId, status, rev, error?}], seq}
//   pull  ?since=SEQ&limit=N&v=2 → {maps: [{...bookkeeping, doc}], deleted, revoked, seq, hasMore}
// Protocol 1 (whole-list patches against a baseRev) is still accepted, so a device that was offline
// across the upgrade loses nothing; the server translates its patches into operations.

/** The protocol this code speaks. */
export const SYNC_PROTOCOL_VERSION = 2;

/** The protocol before items had ids; the server still accepts it. */
export const LEGACY_PROTOCOL_VERSION = 1;

/** Most mutations one push may carry; a longer outbox is pushed in several batches. */
export const PUSH_BATCH_MAX = 500;

/** Most operations one push may carry in all, so one push holds the server only briefly. */
export const PUSH_OPS_MAX = 2000;

/** Most operations one mutation may carry (a new map with full lists is about 210). */
export const MUTATION_OPS_MAX = 1000;

/** Default and largest page size of GET /api/sync/pull. */
export const PULL_LIMITS = { default: 500, max: 1000 } as const;

const mapId = mapIdSchema;
/** Secret proving this device created an anonymous map; presenting it makes the map the caller's. */
const claimToken = lazySchema(() => z.string().min(1).max(200).optional());

/** Protocol 1: the changed fields of a map, lists sent whole. Unknown fields are kept. */
export const syncPatchSchema = lazySchema(() =>
  spineMapPatchSchema.extend({ createdAt: z.iso.datetime({ offset: true }).optional() }).loose(),
);
export type SyncPatch = z.infer<typeof syncPatchSchema>;

/** Protocol 1: what a creating patch (baseRev 0) must hold, a whole map's content. */
export const newMapPatchSchema = lazySchema(() =>
  spineMapContentSchema.extend({ createdAt: z.iso.datetime({ offset: true }).optional() }).loose(),
);

const legacyBase = {
  mutationId: z.uuid(),
  mapId,
  baseRev: z.number().int().nonnegative(),
  hlc: hlcSchema,
  claimToken,
};

/** Protocol 1: create or edit a map by a patch against `baseRev` (0 creates, with a whole content). */
export const legacyUpsertSchema = lazySchema(() =>
  z
    .object({ type: z.literal('upsert').default('upsert'), ...legacyBase, patch: syncPatchSchema })
    .superRefine((mutation, ctx) => {
      if (mutation.baseRev !== 0) return;
      // A creating client names a UUID, so no one can take an id the server seeds later (issue 18).
      if (!newMapIdSchema.safeParse(mutation.mapId).success) {
        ctx.addIssue({ code: 'custom', path: ['mapId'], message: 'A new map needs a UUID for its id' });
      }
      const whole = newMapPatchSchema.safeParse(mutation.patch);
      if (whole.success) return;
      for (const issue of whole.error.issues) {
        ctx.addIssue({
          code: 'custom',
          path: ['patch', ...issue.path],
          message: `New map: ${issue.message}`,
        });
      }
    }),
);

/** Protocol 1: delete a map. */
export const legacyDeleteSchema = lazySchema(() => z.object({ type: z.literal('delete'), ...legacyBase }));

/** A protocol-1 mutation, as an older app (or a device offline across the upgrade) sends it. */
export const legacyMutationSchema = lazySchema(() =>
  z.discriminatedUnion('type', [legacyUpsertSchema, legacyDeleteSchema]),
);
export type LegacyMutation = z.infer<typeof legacyMutationSchema>;

/**
 * Protocol 2: one local action's operations on one map. `seenRev` is the latest revision of the map
 * the device had pulled (0: none), so the server can tell an edit that had not seen a delete.
 */
export const opsMutationSchema = lazySchema(() =>
  z.object({
    mutationId: z.uuid(),
    mapId,
    seenRev: z.number().int().nonnegative(),
    ops: z.array(mapOpSchema).min(1).max(MUTATION_OPS_MAX),
    /** When the map was made, sent with the operations that create it. */
    createdAt: z.iso.datetime({ offset: true }).optional(),
    claimToken,
  }),
);
export type OpsMutation = z.infer<typeof opsMutationSchema>;

/** Any mutation a protocol-2 push may carry: operations, or an older outbox row kept across the upgrade. */
export const syncMutationSchema = lazySchema(() => z.union([opsMutationSchema, legacyMutationSchema]));
export type SyncMutation = z.infer<typeof syncMutationSchema>;
/** A mutation as a client builds it, before defaults are filled in. */
export type SyncMutationInput = z.input<typeof syncMutationSchema>;

/** True when a mutation is protocol 2's (operations). */
export function isOpsMutation(mutation: SyncMutation): mutation is OpsMutation {
  return 'ops' in mutation;
}

const opsCount = (mutations: readonly SyncMutation[]) =>
  mutations.reduce((sum, mutation) => sum + (isOpsMutation(mutation) ? mutation.ops.length : 1), 0);

/** The body of POST /api/sync/push: mutations applied in order. */
export const pushRequestSchema = lazySchema(() =>
  z.discriminatedUnion('protocolVersion', [
    z.object({
      protocolVersion: z.literal(SYNC_PROTOCOL_VERSION),
      mutations: z
        .array(syncMutationSchema)
        .min(1)
        .max(PUSH_BATCH_MAX)
        .refine(
          (mutations) => opsCount(mutations) <= PUSH_OPS_MAX,
          `At most ${PUSH_OPS_MAX} operations per push`,
        ),
    }),
    z.object({
      protocolVersion: z.literal(LEGACY_PROTOCOL_VERSION),
      mutations: z.array(legacyMutationSchema).min(1).max(PUSH_BATCH_MAX),
    }),
  ]),
);
export type PushRequest = z.infer<typeof pushRequestSchema>;

/** Why the server refused a mutation; the device keeps it under "Not synced" with the message. */
export const PUSH_REJECT_CODES = {
  invalid: 'invalid',
  forbidden: 'forbidden',
  notFound: 'not_found',
  deleted: 'deleted',
  tooLarge: 'too_large',
} as const;

/** How the server handled one mutation: applied (protocol 1 also: merged), a retry, or refused. */
export const pushStatusSchema = lazySchema(() => z.enum(['applied', 'merged', 'duplicate', 'rejected']));
export type PushStatus = z.infer<typeof pushStatusSchema>;

const acceptedResultSchema = lazySchema(() =>
  z.object({
    mutationId: z.uuid(),
    status: z.enum(['applied', 'merged', 'duplicate']),
    /** The map's revision after this mutation. */
    rev: z.number().int().nonnegative(),
    /** Protocol 1 only: the server's map after this mutation (protocol 2 devices pull instead). */
    map: spineMapSchema.optional(),
  }),
);

const rejectedResultSchema = lazySchema(() =>
  z.object({
    mutationId: z.uuid(),
    status: z.literal('rejected'),
    /** The map's current revision, 0 when it does not exist. */
    rev: z.number().int().nonnegative(),
    map: spineMapSchema.optional(),
    /** A code from PUSH_REJECT_CODES (a string, so newer servers' codes still parse) and a readable message. */
    error: z.object({ code: z.string().min(1), message: z.string() }),
  }),
);

/** The server's answer for one mutation, in request order. */
export const pushResultSchema = lazySchema(() =>
  z.discriminatedUnion('status', [acceptedResultSchema, rejectedResultSchema]),
);
export type PushResult = z.infer<typeof pushResultSchema>;

/** The reply of POST /api/sync/push; `seq` is the server's change sequence after the batch. */
export const pushResponseSchema = lazySchema(() =>
  z.object({
    results: z.array(pushResultSchema),
    seq: z.number().int().nonnegative(),
  }),
);
export type PushResponse = z.infer<typeof pushResponseSchema>;

/** Query of GET /api/sync/pull: changes after `since` (a seq), at most `limit`; `v=2` asks for docs. */
export const pullQuerySchema = lazySchema(() =>
  z.object({
    since: z.coerce.number().int().nonnegative().default(0),
    limit: z.coerce.number().int().min(1).max(PULL_LIMITS.max).default(PULL_LIMITS.default),
    v: z.coerce
      .number()
      .int()
      .min(LEGACY_PROTOCOL_VERSION)
      .max(SYNC_PROTOCOL_VERSION)
      .default(LEGACY_PROTOCOL_VERSION),
  }),
);
export type PullQuery = z.infer<typeof pullQuerySchema>;

/**
 * Protocol 1's pull reply: changed maps (each with the caller's `role`), ids of deleted (or trashed)
 * ones, ids of maps the caller is no longer a member of, the cursor to store, whether to page on.
 */
export const pullResponseSchema = lazySchema(() =>
  z.object({
    maps: z.array(spineMapSchema),
    deleted: z.array(mapId),
    revoked: z.array(mapId).default([]),
    seq: z.number().int().nonnegative(),
    hasMore: z.boolean(),
  }),
);
export type PullResponse = z.infer<typeof pullResponseSchema>;

/**
 * What happened to a map that its members should hear of: it was restored because someone edited
 * it without having seen the delete, or it was deleted over edits its deleter had not seen.
 */
export const mapNoticeSchema = lazySchema(() =>
  z.object({
    kind: z.enum(['restoredAfterEdit', 'deletedOverEdits']),
    /** Display names (null: an anonymous or deleted account). */
    deletedBy: z.string().nullable(),
    editedBy: z.array(z.string()),
    at: z.iso.datetime({ offset: true }),
    /** The revision the notice was made at. */
    rev: z.number().int().positive(),
  }),
);
export type MapNotice = z.infer<typeof mapNoticeSchema>;

/** A map in a protocol-2 pull: its bookkeeping and its registers (the device computes what it shows). */
export const syncMapSchema = lazySchema(() =>
  z
    .object({
      id: mapId,
      shareId: spineMapSchema.shape.shareId,
      ownerId: z.string().nullable(),
      createdAt: z.iso.datetime({ offset: true }),
      updatedAt: z.iso.datetime({ offset: true }),
      rev: z.number().int().nonnegative(),
      role: memberRoleSchema.optional(),
      doc: mapDocSchema,
      notice: mapNoticeSchema.nullable().default(null),
    })
    .loose(),
);
export type SyncMap = z.infer<typeof syncMapSchema>;

/** Protocol 2's pull reply: maps as docs (those in Trash too); `deleted` lists maps purged for good. */
export const pullResponseV2Schema = lazySchema(() =>
  pullResponseSchema.extend({ maps: z.array(syncMapSchema) }),
);
export type PullResponseV2 = z.infer<typeof pullResponseV2Schema>;

/**
 * A value that lost to a concurrent write, kept so the history can offer a one-click restore.
 * 'field': a map field's values; 'item': an item's texts; 'removal': an item someone removed while
 * someone else edited it, so it was kept (restoring removes it).
 */
export const mergeConflictSchema = lazySchema(() =>
  z.object({
    field: z.string().min(1),
    kind: z.enum(['field', 'item', 'removal']).default('field'),
    /** The item concerned (kinds item and removal; absent on conflicts from protocol 1). */
    itemId: z.string().optional(),
    keptValue: z.unknown(),
    lostValue: z.unknown(),
    keptHlc: hlcSchema,
    lostHlc: hlcSchema,
  }),
);
export type MergeConflict = z.infer<typeof mergeConflictSchema>;
