import { randomUUID } from 'node:crypto';
import { historyEntrySchema, type HistoryEntry } from '../../../shared/schemas/history';
import type { Db } from './database';

interface HistoryRow {
  id: string;
  type: string;
  method: string | null;
  refinement_type: string | null;
  timestamp: string;
  title: string;
  session_id: string | null;
  spine_map_id: string;
  original_spine_map_id: string | null;
  prompt: string;
  response: string;
}

/** What a caller records; id and timestamp are filled in when missing. */
export type NewHistoryEntry = Omit<HistoryEntry, 'id' | 'timestamp'> & { id?: string; timestamp?: string };

function toEntry(row: HistoryRow): HistoryEntry {
  return historyEntrySchema.parse({
    id: row.id,
    type: row.type,
    method: row.method,
    refinementType: row.refinement_type,
    timestamp: row.timestamp,
    title: row.title,
    sessionId: row.session_id,
    spineMapId: row.spine_map_id,
    originalSpineMapId: row.original_spine_map_id,
    prompt: row.prompt,
    response: JSON.parse(row.response) as unknown,
  });
}

/** Spine map history (`spine_map_history`): one row per generation, proposal or applied refinement. */
export function createHistoryRepository(db: Db) {
  // Insertion order breaks ties: SQLite's rowid, PostgreSQL's identity column.
  const order = db.dialect === 'sqlite' ? 'rowid' : 'num';
  const insert = db.prepare(
    `INSERT INTO spine_map_history (id, type, method, refinement_type, timestamp, title, session_id,
       spine_map_id, original_spine_map_id, prompt, response)
     VALUES (@id, @type, @method, @refinement_type, @timestamp, @title, @session_id,
       @spine_map_id, @original_spine_map_id, @prompt, @response)`,
  );
  const listStmt = db.prepare<{ since: string; limit: number; offset: number }, HistoryRow>(
    `SELECT * FROM spine_map_history WHERE timestamp >= @since
     ORDER BY timestamp DESC, ${order} DESC LIMIT @limit OFFSET @offset`,
  );
  const forMapStmt = db.prepare<[string, string], HistoryRow>(
    `SELECT * FROM spine_map_history WHERE spine_map_id = ? OR original_spine_map_id = ?
     ORDER BY timestamp DESC, ${order} DESC`,
  );

  return {
    /** Records an entry and returns it as stored. */
    async add(input: NewHistoryEntry): Promise<HistoryEntry> {
      const entry: HistoryEntry = {
        ...input,
        id: input.id ?? randomUUID(),
        timestamp: input.timestamp ?? new Date().toISOString(),
      };
      await insert.run({
        id: entry.id,
        type: entry.type,
        method: entry.method,
        refinement_type: entry.refinementType,
        timestamp: entry.timestamp,
        title: entry.title,
        session_id: entry.sessionId,
        spine_map_id: entry.spineMapId,
        original_spine_map_id: entry.originalSpineMapId,
        prompt: entry.prompt,
        response: JSON.stringify(entry.response ?? null),
      });
      return entry;
    },

    /** Entries newest first, optionally only those at or after `since` (ISO time). */
    async list(options: { since?: string; limit?: number; offset?: number } = {}): Promise<HistoryEntry[]> {
      const rows = await listStmt.all({
        since: options.since ?? '',
        limit: options.limit ?? 200,
        offset: options.offset ?? 0,
      });
      return rows.map(toEntry);
    },

    /** Every entry about one map (as the refined map or as the original of a copy), newest first. */
    async forMap(spineMapId: string): Promise<HistoryEntry[]> {
      return (await forMapStmt.all(spineMapId, spineMapId)).map(toEntry);
    },
  };
}

/** The spine map history repository (`app.repos.history`). */
export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
