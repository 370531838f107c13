import type { MapDoc } from '../../../shared/schemas/mapDoc';
import type { MapRevision, MapSnapshot, StoredConflict } from '../../../shared/schemas/mapHistory';
import type { MapOp } from '../../../shared/schemas/mapOps';
import type { SpineMapContent } from '../../../shared/schemas/spineMap';
import type { MergeConflict } from '../../../shared/schemas/sync';
import { applyOps, emptyDoc } from '../../../shared/sync/applyOps';
import { parseHlc } from '../../../shared/sync/hlc';
import { legacyDoc } from '../../../shared/sync/legacy';
import { materialize } from '../../../shared/sync/materialize';
import type { Db } from './database';
import { dialectSql } from './dialectSql';
import { displayName } from './usersRepository';

interface RevisionRow {
  rev: number;
  content: string | null;
  doc: string | null;
  ops: string | null;
  hlc: string;
  actor_id: string | null;
  reason: string;
  created_at: string;
}

/**
 * The registers after one revision, from the registers before it: a snapshot when the revision has
 * one (or a content from before protocol 2), else its operations replayed as they were applied.
 */
function stepDoc(mapId: string, before: MapDoc, row: RevisionRow): MapDoc {
  if (row.doc !== null) return JSON.parse(row.doc) as MapDoc;
  if (row.ops !== null) {
    return applyOps(before, JSON.parse(row.ops) as MapOp[], { actorId: row.actor_id, nowIso: row.created_at })
      .doc;
  }
  if (row.content !== null)
    return legacyDoc(mapId, JSON.parse(row.content) as Record<string, unknown>, row.rev);
  return before;
}

/** The name of a revision's or conflict's author; null for the server, an anonymous or a deleted account. */
const nameOf = (email: string | null): string | null => (email === null ? null : displayName(email));

interface ConflictRow extends Omit<ConflictInsert, 'kind'> {
  id: number;
  kind: 'field' | 'item' | 'removal';
  resolved_at: string | null;
  kept_email: string | null;
  lost_email: string | null;
}

/** Who pushed the operations that met the conflicts: their clocks and author. */
export interface MergeAuthors {
  /** The clocks of the pushed operations, after clamping, as they were applied. */
  incomingHlcs: ReadonlySet<string>;
  incomingActorId: string;
}

interface SnapshotRow {
  id: number;
  rev: number;
  name: string;
  created_at: string;
}

/** A conflict with the map it belongs to. */
export type ConflictRecord = StoredConflict & { mapId: string };

const toJson = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/**
 * Who wrote the register value with clock `hlc` on a map: from the latest revision whose operations
 * hold it, or the revision a derived (legacy) clock names.
 */
export function createAuthorOf(db: Db): (mapId: string, hlc: string) => Promise<string | null> {
  const actorStmt = db
    .prepare<[string, number], string | null>('SELECT actor_id FROM revisions WHERE map_id = ? AND rev = ?')
    .pluck();
  // The revision whose operations hold a write with this clock (conflicts are rare; a map's history is short).
  const writerStmt = db
    .prepare<[string, string], string | null>(
      `SELECT actor_id FROM revisions WHERE map_id = ? AND ${dialectSql(db.dialect).instr('ops', '?')} > 0 ORDER BY rev DESC LIMIT 1`,
    )
    .pluck();
  return async (mapId, hlc) => {
    const legacy = parseHlc(hlc);
    if (legacy?.node === 'legacy') return (await actorStmt.get(mapId, legacy.counter)) ?? null;
    return (await writerStmt.get(mapId, `"hlc":${JSON.stringify(hlc)}`)) ?? null;
  };
}

/** The columns of a `conflicts` row (ConflictInsert), in this order. */
export const CONFLICT_COLUMNS = [
  'map_id',
  'rev',
  'field',
  'kind',
  'item_id',
  'kept_value',
  'lost_value',
  'kept_hlc',
  'lost_hlc',
  'created_at',
  'kept_actor_id',
  'lost_actor_id',
] as const;

/** A `conflicts` row. */
export interface ConflictInsert {
  map_id: string;
  rev: number;
  field: string;
  kind: string;
  item_id: string | null;
  kept_value: string | null;
  lost_value: string | null;
  kept_hlc: string;
  lost_hlc: string;
  created_at: string;
  kept_actor_id: string | null;
  lost_actor_id: string | null;
}

/**
 * The rows recording the values that lost the merge which produced `rev`, with the author of each
 * side: the pusher for the clocks it pushed, else `authorOf` (the revision that holds the clock).
 */
export async function conflictRows(
  mapId: string,
  rev: number,
  conflicts: readonly MergeConflict[],
  authors: MergeAuthors,
  authorOf: (mapId: string, hlc: string) => Promise<string | null>,
  createdAt: string,
): Promise<ConflictInsert[]> {
  const author = async (hlc: string) =>
    authors.incomingHlcs.has(hlc) ? authors.incomingActorId : authorOf(mapId, hlc);
  const rows: ConflictInsert[] = [];
  for (const conflict of conflicts) {
    rows.push({
      kept_actor_id: await author(conflict.keptHlc),
      lost_actor_id: await author(conflict.lostHlc),
      map_id: mapId,
      rev,
      field: conflict.field,
      kind: conflict.kind,
      item_id: conflict.itemId ?? null,
      kept_value: toJson(conflict.keptValue),
      lost_value: toJson(conflict.lostValue),
      kept_hlc: conflict.keptHlc,
      lost_hlc: conflict.lostHlc,
      created_at: createdAt,
    });
  }
  return rows;
}
const fromJson = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

function toConflict(row: ConflictRow): ConflictRecord {
  return {
    id: row.id,
    mapId: row.map_id,
    rev: row.rev,
    field: row.field,
    kind: row.kind,
    ...(row.item_id === null ? {} : { itemId: row.item_id }),
    keptValue: fromJson(row.kept_value),
    lostValue: fromJson(row.lost_value),
    keptHlc: row.kept_hlc,
    lostHlc: row.lost_hlc,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
    keptActorId: row.kept_actor_id,
    keptActorName: nameOf(row.kept_email),
    lostActorId: row.lost_actor_id,
    lostActorName: nameOf(row.lost_email),
  };
}

const CONFLICT_SELECT = `SELECT c.*, ku.email AS kept_email, lu.email AS lost_email FROM conflicts c
  LEFT JOIN users ku ON ku.id = c.kept_actor_id LEFT JOIN users lu ON lu.id = c.lost_actor_id`;

/**
 * A map's history: its revisions (written by the maps repository), the values that lost merges,
 * named snapshots, and the seen-mutation log that makes pushes idempotent.
 */
export function createRevisionsRepository(db: Db) {
  // The revisions from the last snapshot at or before `upTo` to `upTo`: enough to rebuild its registers.
  const replayRows = db.prepare<[string, number, string, number], RevisionRow>(
    `SELECT rev, content, doc, ops, hlc, actor_id, reason, created_at FROM revisions
     WHERE map_id = ? AND rev <= ? AND rev >= coalesce((SELECT max(rev) FROM revisions
       WHERE map_id = ? AND rev <= ? AND (doc IS NOT NULL OR content IS NOT NULL)), 0)
     ORDER BY rev`,
  );
  const revisionsBefore = db.prepare<
    [string, number, number],
    { rev: number; email: string | null } & RevisionRow
  >(
    `SELECT r.rev, r.actor_id, r.reason, r.created_at, r.hlc, u.email FROM revisions r
     LEFT JOIN users u ON u.id = r.actor_id
     WHERE r.map_id = ? AND r.rev < ? ORDER BY r.rev DESC LIMIT ?`,
  );
  const actorsBetween = db
    .prepare<[string, number, number], string>(
      'SELECT DISTINCT actor_id FROM revisions WHERE map_id = ? AND rev > ? AND rev <= ? AND actor_id IS NOT NULL',
    )
    .pluck();

  /** The registers of every revision from `from` to `to` (inclusive), oldest first; empty when `to` is unknown. */
  async function docsBetween(
    mapId: string,
    from: number,
    to: number,
  ): Promise<{ rev: number; doc: MapDoc; hlc: string }[]> {
    const rows = await replayRows.all(mapId, to, mapId, to);
    const docs: { rev: number; doc: MapDoc; hlc: string }[] = [];
    let doc = emptyDoc();
    for (const row of rows) {
      doc = stepDoc(mapId, doc, row);
      if (row.rev >= from) docs.push({ rev: row.rev, doc, hlc: row.hlc });
    }
    return docs.at(-1)?.rev === to ? docs : [];
  }

  const actorStmt = db
    .prepare<[string, number], string | null>('SELECT actor_id FROM revisions WHERE map_id = ? AND rev = ?')
    .pluck();
  const authorOf = createAuthorOf(db);
  const insertConflict = db.prepare(
    `INSERT INTO conflicts (map_id, rev, field, kind, item_id, kept_value, lost_value, kept_hlc, lost_hlc, created_at,
       kept_actor_id, lost_actor_id)
     VALUES (@map_id, @rev, @field, @kind, @item_id, @kept_value, @lost_value, @kept_hlc, @lost_hlc, @created_at,
       @kept_actor_id, @lost_actor_id)`,
  );
  const conflictsOf = db.prepare<[string], ConflictRow>(
    `${CONFLICT_SELECT} WHERE c.map_id = ? ORDER BY c.id DESC`,
  );
  const conflictById = db.prepare<[number], ConflictRow>(`${CONFLICT_SELECT} WHERE c.id = ?`);
  const resolve = db.prepare<[string, number]>('UPDATE conflicts SET resolved_at = ? WHERE id = ?');
  const insertSnapshot = db.prepare<[string, number, string, string], { id: number }>(
    'INSERT INTO snapshots (map_id, rev, name, created_at) VALUES (?, ?, ?, ?) RETURNING id',
  );
  const snapshotsOf = db.prepare<[string], SnapshotRow>(
    'SELECT id, rev, name, created_at FROM snapshots WHERE map_id = ? ORDER BY id DESC',
  );
  const mutation = db.prepare<[string], { user_id: string; map_id: string; result: string }>(
    'SELECT user_id, map_id, result FROM mutations WHERE mutation_id = ?',
  );
  const insertMutation = db.prepare<[string, string, string, string, string]>(
    'INSERT INTO mutations (mutation_id, user_id, map_id, result, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );

  return {
    /** The registers of one revision (rebuilt from the snapshot before it), or null. */
    async docAt(mapId: string, rev: number): Promise<MapDoc | null> {
      return (await docsBetween(mapId, rev, rev))[0]?.doc ?? null;
    },

    /** The content and clock of one revision, or null. */
    async content(mapId: string, rev: number): Promise<{ content: SpineMapContent; hlc: string } | null> {
      const found = (await docsBetween(mapId, rev, rev))[0];
      return found ? { content: materialize(found.doc).content as SpineMapContent, hlc: found.hlc } : null;
    },

    /** Revisions newest first, older than `before` (all when omitted), at most `limit`, each with its content. */
    async list(mapId: string, options: { limit: number; before?: number }): Promise<MapRevision[]> {
      // rev is an INTEGER: PostgreSQL refuses a bound past 2^31.
      const rows = await revisionsBefore.all(
        mapId,
        Math.min(options.before ?? 2_147_483_647, 2_147_483_647),
        options.limit,
      );
      if (rows.length === 0) return [];
      const docs = new Map(
        (await docsBetween(mapId, rows.at(-1)!.rev, rows[0]!.rev)).map(({ rev, doc }) => [rev, doc] as const),
      );
      return rows.map((row) => ({
        rev: row.rev,
        createdAt: row.created_at,
        actorId: row.actor_id,
        actorName: nameOf(row.email),
        reason: row.reason,
        content: materialize(docs.get(row.rev) ?? emptyDoc()).content as SpineMapContent,
      }));
    },

    /** Who made the revisions after `after` up to `upTo` (accounts only). */
    actorsBetween(mapId: string, after: number, upTo: number): Promise<string[]> {
      return actorsBetween.all(mapId, after, upTo);
    },

    /** Who made a revision (null: the server or an anonymous visitor; also for an unknown revision). */
    async actorOf(mapId: string, rev: number): Promise<string | null> {
      return (await actorStmt.get(mapId, rev)) ?? null;
    },

    /** Records the values that lost the merge which produced `rev`, with the author of each side. */
    async addConflicts(
      mapId: string,
      rev: number,
      conflicts: readonly MergeConflict[],
      authors: MergeAuthors,
    ): Promise<void> {
      const rows = await conflictRows(mapId, rev, conflicts, authors, authorOf, new Date().toISOString());
      for (const row of rows) await insertConflict.run(row);
    },

    /** A map's conflicts, newest first. */
    async conflicts(mapId: string): Promise<StoredConflict[]> {
      return (await conflictsOf.all(mapId)).map((row) => {
        const { mapId: _mapId, ...conflict } = toConflict(row);
        return conflict;
      });
    },

    async conflict(id: number): Promise<ConflictRecord | null> {
      const row = await conflictById.get(id);
      return row ? toConflict(row) : null;
    },

    /** Marks a conflict's lost value as restored. */
    async resolveConflict(id: number): Promise<void> {
      await resolve.run(new Date().toISOString(), id);
    },

    async addSnapshot(mapId: string, rev: number, name: string): Promise<MapSnapshot> {
      const createdAt = new Date().toISOString();
      const row = await insertSnapshot.get(mapId, rev, name, createdAt);
      return { id: row?.id ?? 0, rev, name, createdAt };
    },

    /** A map's named snapshots, newest first. */
    async snapshots(mapId: string): Promise<MapSnapshot[]> {
      return (await snapshotsOf.all(mapId)).map((row) => ({
        id: row.id,
        rev: row.rev,
        name: row.name,
        createdAt: row.created_at,
      }));
    },

    /** A mutation seen before: who sent it, for which map, and the result it got. */
    async seenMutation(
      mutationId: string,
    ): Promise<{ userId: string; mapId: string; result: unknown } | null> {
      const row = await mutation.get(mutationId);
      return row
        ? { userId: row.user_id, mapId: row.map_id, result: JSON.parse(row.result) as unknown }
        : null;
    },

    /** Remembers an accepted mutation's result, so a retry answers it again instead of applying twice. */
    async recordMutation(mutationId: string, userId: string, mapId: string, result: unknown): Promise<void> {
      await insertMutation.run(mutationId, userId, mapId, JSON.stringify(result), new Date().toISOString());
    },
  };
}

/** The map history repository (`app.repos.revisions`). */
export type RevisionsRepository = ReturnType<typeof createRevisionsRepository>;
