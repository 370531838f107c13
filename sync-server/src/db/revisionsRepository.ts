import type { MapRevision, MapSnapshot, StoredConflict } from '../../../shared/schemas/mapHistory';
import type { SpineMapContent } from '../../../shared/schemas/spineMap';
import type { MergeConflict } from '../../../shared/schemas/sync';
import type { Db } from './database';

interface RevisionRow {
  rev: number;
  content: string;
  hlc: string;
  actor_id: string | null;
  reason: string;
  created_at: string;
}

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
  };
}

/**
 * A map's history: its revisions (written by the maps repository), the values that lost merges,
 * named snapshots, and the seen-mutation log that makes pushes idempotent.
 */
export function createRevisionsRepository(db: Db) {
  const revision = db.prepare<[string, number], RevisionRow>(
    'SELECT rev, content, hlc, actor_id, reason, created_at FROM revisions WHERE map_id = ? AND rev = ?',
  );
  const revisionsBefore = db.prepare<[string, number, number], RevisionRow>(
    `SELECT rev, content, hlc, actor_id, reason, created_at FROM revisions
     WHERE map_id = ? AND rev < ? ORDER BY rev DESC LIMIT ?`,
  );
  const insertConflict = db.prepare(
    `INSERT INTO conflicts (map_id, rev, field, kind, kept_value, lost_value, kept_hlc, lost_hlc, created_at)
     VALUES (@map_id, @rev, @field, @kind, @kept_value, @lost_value, @kept_hlc, @lost_hlc, @created_at)`,
  );
  const conflictsOf = db.prepare<[string], ConflictRow>(
    'SELECT * FROM conflicts WHERE map_id = ? ORDER BY id DESC',
  );
  const conflictById = db.prepare<[number], ConflictRow>('SELECT * FROM conflicts WHERE id = ?');
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
          reason: row.reason,
          content: JSON.parse(row.content) as SpineMapContent,
        }));
    },

    /** Records the values that lost the merge which produced `rev`. */
    addConflicts(mapId: string, rev: number, conflicts: readonly MergeConflict[]): void {
      const now = new Date().toISOString();
      for (const conflict of conflicts) {
        insertConflict.run({
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
