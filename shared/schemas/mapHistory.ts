import { z } from 'zod';
import { spineMapContentSchema, spineMapSchema } from './spineMap';
import { mergeConflictSchema } from './sync';
import { lazySchema } from './lazySchema';

// A map's history as its members see it (GET /api/spine-maps/{id}/revisions), the requests that act
// on it (restore, snapshot, rotate the share link), and claiming anonymous maps after login.

const revSchema = lazySchema(() => z.number().int().positive());

/** One stored revision: the whole content after an accepted change, and who made it and why. */
export const mapRevisionSchema = lazySchema(() =>
  z.object({
    rev: revSchema,
    createdAt: z.iso.datetime({ offset: true }),
    /** The user who made the change; null for the server (seed) or an anonymous creator. */
    actorId: z.string().nullable(),
    /** The author's name as members see it (issue 10); null for the server, anonymous or deleted accounts. */
    actorName: z.string().nullable().default(null),
    /** create, edit, merge, delete, restore, refine, … */
    reason: z.string(),
    content: spineMapContentSchema.loose(),
  }),
);
export type MapRevision = z.infer<typeof mapRevisionSchema>;

const authorShape = {
  id: z.string().nullable().default(null),
  name: z.string().nullable().default(null),
};

/** A value that lost a merge, kept so an editor can restore it with one click; it names both authors. */
export const storedConflictSchema = lazySchema(() =>
  mergeConflictSchema.extend({
    id: z.number().int().positive(),
    /** The revision the merge produced. */
    rev: revSchema,
    createdAt: z.iso.datetime({ offset: true }),
    /** When the lost value was restored; null while it is still restorable. */
    resolvedAt: z.iso.datetime({ offset: true }).nullable(),
    /** Who wrote the kept value (null when unknown: older conflicts, the server, a deleted account). */
    keptActorId: authorShape.id,
    keptActorName: authorShape.name,
    /** Who wrote the value that lost. */
    lostActorId: authorShape.id,
    lostActorName: authorShape.name,
  }),
);
export type StoredConflict = z.infer<typeof storedConflictSchema>;

/** A named point in a map's history. */
export const mapSnapshotSchema = lazySchema(() =>
  z.object({
    id: z.number().int().positive(),
    rev: revSchema,
    name: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
  }),
);
export type MapSnapshot = z.infer<typeof mapSnapshotSchema>;

/** The reply of GET /api/spine-maps/{id}/revisions: newest first in each list. */
export const mapHistorySchema = lazySchema(() =>
  z.object({
    revisions: z.array(mapRevisionSchema),
    conflicts: z.array(storedConflictSchema),
    snapshots: z.array(mapSnapshotSchema),
    /** True when older revisions exist than those listed (ask again with `before`). */
    hasMore: z.boolean(),
  }),
);
export type MapHistory = z.infer<typeof mapHistorySchema>;

/** Query of GET /api/spine-maps/{id}/revisions. */
export const mapHistoryQuerySchema = lazySchema(() =>
  z.object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    /** Only revisions older than this one. */
    before: z.coerce.number().int().positive().optional(),
  }),
);

/** Body of POST /api/spine-maps/{id}/restore: a whole earlier revision, or one lost value. */
export const restoreRequestSchema = lazySchema(() =>
  z.union([
    z.object({ rev: revSchema }).strict(),
    z.object({ conflictId: z.number().int().positive() }).strict(),
  ]),
);
export type RestoreRequest = z.infer<typeof restoreRequestSchema>;

/** Body of POST /api/spine-maps/{id}/snapshots. */
export const snapshotRequestSchema = lazySchema(() => z.object({ name: z.string().trim().min(1).max(100) }));

/** Body of POST /api/spine-maps/claim: maps this device created anonymously, with their claim tokens. */
export const claimRequestSchema = lazySchema(() =>
  z.object({
    claims: z
      .array(z.object({ mapId: spineMapSchema.shape.id, claimToken: z.string().min(1).max(200) }))
      .min(1)
      .max(500),
  }),
);
export type ClaimRequest = z.infer<typeof claimRequestSchema>;

/** One claim's outcome: now the caller's, already the caller's, or refused (wrong token, someone else's, unknown). */
export const claimResultSchema = lazySchema(() =>
  z.object({
    mapId: spineMapSchema.shape.id,
    status: z.enum(['claimed', 'owned', 'rejected']),
    map: spineMapSchema.optional(),
  }),
);

/** The reply of POST /api/spine-maps/claim; `seq` as in a push reply. */
export const claimResponseSchema = lazySchema(() =>
  z.object({
    results: z.array(claimResultSchema),
    seq: z.number().int().nonnegative(),
  }),
);
export type ClaimResponse = z.infer<typeof claimResponseSchema>;
