import type { MapRevision, MapSnapshot, StoredConflict } from '../../../shared/schemas/mapHistory';
import type { SpineMapContent } from '../../../shared/schemas/spineMap';
import type { MergeConflict } from '../../../shared/schemas/sync';
import type { Db } from './database';
import { displayName } from './usersRepository';

interface RevisionRow {
  rev: number;
  content: string;
  hlc: string;
  actor_id: string | null;
  reason: string;
  created_at: string;
}

/** The name of a revision's or conflict's author; null for the server, an anonymous or a deleted account. */
const nameOf = (email: string | null): string | null => (email === null ? null : displayName(email));

interface ConflictRow {
  id: number;
  map_id: string;
  rev: number;
  field: string;
  kind: 'field' | 'item';
  kept_value: string | null;
  lost_value: string | null;
  kept_hlc: string;
  lost_hlc: string;
  created_at: string;
  resolved_at: string | null;
  kept_actor_id: string | null;
  lost_actor_id: string | null;
  kept_email: string | null;
  lost_email: string | null;
}

/** Who wrote each side of a merge, so the values it keeps as conflicts name their authors. */
export interface MergeAuthors {
  /** The pushed side's clock after clamping, as the merge compared it. */
  incomingHlc: string;
  incomingActorId: string;
  /** The author of the revision the push merged into. */
  currentActorId: string | null;
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
const fromJson = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

function toConflict(row: ConflictRow): ConflictRecord {
  return {
    id: row.id,
    mapId: row.map_id,
    rev: row.rev,
    field: row.field,
    kind: row.kind,
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
  const revision = db.prepare<[string, number], RevisionRow>(
    'SELECT rev, content, hlc, actor_id, reason, created_at FROM revisions WHERE map_id = ? AND rev = ?',
  );
  const revisionsBefore = db.prepare<[string, number, number], RevisionRow & { email: string | null }>(
    `SELECT r.rev, r.content, r.hlc, r.actor_id, r.reason, r.created_at, u.email FROM revisions r
     LEFT JOIN users u ON u.id = r.actor_id
     WHERE r.map_id = ? AND r.rev < ? ORDER BY r.rev DESC LIMIT ?`,
  );
  const actorStmt = db
    .prepare<[string, number], string | null>('SELECT actor_id FROM revisions WHERE map_id = ? AND rev = ?')
    .pluck();
  const insertConflict = db.prepare(
    `INSERT INTO conflicts (map_id, rev, field, kind, kept_value, lost_value, kept_hlc, lost_hlc, created_at,
       kept_actor_id, lost_actor_id)
     VALUES (@map_id, @rev, @field, @kind, @kept_value, @lost_value, @kept_hlc, @lost_hlc, @created_at,
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
    'INSERT OR IGNORE INTO mutations (mutation_id, user_id, map_id, result, created_at) VALUES (?, ?, ?, ?, ?)',
  );

  return {
    /** The content and clock of one revision, or null. */
    content(mapId: string, rev: number): { content: SpineMapContent; hlc: string } | null {
      const row = revision.get(mapId, rev);
      return row ? { content: JSON.parse(row.content) as SpineMapContent, hlc: row.hlc } : null;
    },

    /** Revisions newest first, older than `before` (all when omitted), at most `limit`. */
    list(mapId: string, options: { limit: number; before?: number }): MapRevision[] {
      return revisionsBefore
        .all(mapId, options.before ?? Number.MAX_SAFE_INTEGER, options.limit)
        .map((row) => ({
          rev: row.rev,
          createdAt: row.created_at,
          actorId: row.actor_id,
          actorName: nameOf(row.email),
          reason: row.reason,
          content: JSON.parse(row.content) as SpineMapContent,
        }));
    },

    /** Who made a revision (null: the server or an anonymous visitor; also for an unknown revision). */
    actorOf(mapId: string, rev: number): string | null {
      return actorStmt.get(mapId, rev) ?? null;
    },

    /** Records the values that lost the merge which produced `rev`, with the author of each side. */
    addConflicts(
      mapId: string,
      rev: number,
      conflicts: readonly MergeConflict[],
      authors: MergeAuthors,
    ): void {
      const now = new Date().toISOString();
      for (const conflict of conflicts) {
        // The incoming side's clock marks its value: kept if the push won, lost otherwise.
        const incomingKept = conflict.keptHlc === authors.incomingHlc;
        insertConflict.run({
          kept_actor_id: incomingKept ? authors.incomingActorId : authors.currentActorId,
          lost_actor_id: incomingKept ? authors.currentActorId : authors.incomingActorId,
          map_id: mapId,
          rev,
          field: conflict.field,
          kind: conflict.kind,
          kept_value: toJson(conflict.keptValue),
          lost_value: toJson(conflict.lostValue),
          kept_hlc: conflict.keptHlc,
          lost_hlc: conflict.lostHlc,
          created_at: now,
        });
      }
    },

    /** A map's conflicts, newest first. */
    conflicts(mapId: string): StoredConflict[] {
      return conflictsOf.all(mapId).map((row) => {
        const { mapId: _mapId, ...conflict } = toConflict(row);
        return conflict;
      });
    },

    conflict(id: number): ConflictRecord | null {
      const row = conflictById.get(id);
      return row ? toConflict(row) : null;
    },

    /** Marks a conflict's lost value as restored. */
    resolveConflict(id: number): void {
      resolve.run(new Date().toISOString(), id);
    },

    addSnapshot(mapId: string, rev: number, name: string): MapSnapshot {
      const createdAt = new Date().toISOString();
      const row = insertSnapshot.get(mapId, rev, name, createdAt);
      return { id: row?.id ?? 0, rev, name, createdAt };
    },

    /** A map's named snapshots, newest first. */
    snapshots(mapId: string): MapSnapshot[] {
      return snapshotsOf.all(mapId).map((row) => ({
        id: row.id,
        rev: row.rev,
        name: row.name,
        createdAt: row.created_at,
      }));
    },

    /** A mutation seen before: who sent it, for which map, and the result it got. */
    seenMutation(mutationId: string): { userId: string; mapId: string; result: unknown } | null {
      const row = mutation.get(mutationId);
      return row
        ? { userId: row.user_id, mapId: row.map_id, result: JSON.parse(row.result) as unknown }
        : null;
    },

    /** Remembers an accepted mutation's result, so a retry answers it again instead of applying twice. */
    recordMutation(mutationId: string, userId: string, mapId: string, result: unknown): void {
      insertMutation.run(mutationId, userId, mapId, JSON.stringify(result), new Date().toISOString());
    },
  };
}

/** The map history repository (`app.repos.revisions`). */
export type RevisionsRepository = ReturnType<typeof createRevisionsRepository>;
