import { memberRoleSchema, type MemberRole } from '../../../shared/schemas/members';
import type { Db, Dialect, Statement } from './sql';
import { dialectSql } from './dialectSql';
import { MAP_COLUMNS, type MapRow } from './mapRows';
import type { RevisionInsert } from './mapWrite';
import { CONFLICT_COLUMNS, createAuthorOf, type ConflictInsert } from './revisionsRepository';
import type { ChangeEvent } from '../live/events';

// The set-based push's reads and writes (issue 19): a batch reads its maps, the pusher's roles
// and its seen mutation ids in three queries, decides in memory (pushBatch.ts), and writes its
// revisions, mutation records, map rows, member seqs and the counter in a few multi-row
// statements, instead of about twelve statements per mutation under the counter lock.

/** What a push batch reads before it decides. */
export interface BatchState {
  rows: Map<string, MapRow>;
  /** The pusher's role on each of the batch's maps it is a member of. */
  roles: Map<string, MemberRole>;
  /** Mutation ids the server has already recorded: who sent each, for which map. */
  seen: Map<string, { userId: string; mapId: string }>;
  /** The latest change seq handed out. */
  seq: number;
}

/** A `mutations` row (the result an accepted mutation got, for a retry). */
export interface MutationInsert {
  mutation_id: string;
  user_id: string;
  map_id: string;
  result: string;
  created_at: string;
}

/** What a push batch writes: each changed map's final row (and whether its search columns moved). */
export interface BatchWrites {
  maps: { row: MapRow; searchChanged: boolean }[];
  revisions: RevisionInsert[];
  mutations: MutationInsert[];
  /** The values that lost a merge, with their authors (for the history). */
  conflicts: ConflictInsert[];
  /** The latest seq the batch handed out. */
  seq: number;
  /**
   * The counter's value the batch's seqs were counted from. When the counter has moved on by the
   * time the batch is written (seqs decided before the lock: pushGroup.ts), every seq shifts with it.
   */
  from: number;
}

/** What a batch was decided on, to check under the counter lock that it still holds. */
export interface BatchBasis {
  userId: string;
  /** Each map's change seq when read (every map write takes a new one), and the pusher's role on it. */
  maps: { id: string; seq: number | null; role: string | null }[];
  /** Mutation ids that were not recorded yet. */
  fresh: string[];
}

/** Rows per multi-row statement: well under either dialect's parameter limit. */
const CHUNK = 200;

const REVISION_COLUMNS = [
  'map_id',
  'rev',
  'content',
  'doc',
  'ops',
  'hlc',
  'actor_id',
  'mutation_id',
  'reason',
  'created_at',
] as const;
const MUTATION_COLUMNS = ['mutation_id', 'user_id', 'map_id', 'result', 'created_at'] as const;
/** The columns a write changes, with their PostgreSQL types (VALUES parameters are untyped). */
const STATE_COLUMNS = {
  rev: 'integer',
  seq: 'bigint',
  hlc: 'text',
  content: 'text',
  doc: 'text',
  visibility: 'text',
  team_size: 'text',
  updated_at: 'text',
  deleted_at: 'text',
  deleted_by: 'text',
  deleted_rev: 'integer',
  notice: 'text',
} as const;
const SEARCH_COLUMNS = { title: 'text', system_boundary: 'text', context: 'text', industry: 'text' } as const;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK) out.push(items.slice(at, at + CHUNK));
  return out;
}

/** The three reads a push batch decides on (exported for the PostgreSQL plan test: each by an index). */
export function batchReadSql(dialect: Dialect) {
  const { inList } = dialectSql(dialect);
  const maps = `SELECT ${MAP_COLUMNS} FROM spine_maps m WHERE ${inList('m.id')}`;
  const roles = `SELECT map_id, role FROM map_members WHERE user_id = ? AND ${inList('map_id')}`;
  const seen = `SELECT mutation_id, user_id, map_id FROM mutations WHERE ${inList('mutation_id')}`;
  return {
    maps,
    roles,
    seen,
    /**
     * PostgreSQL: the three and the counter as one statement (parameters: user, map ids, mutation
     * ids, map ids), which reads at one moment without a transaction around it: a push decided ahead
     * costs one statement and one round trip, not BEGIN, four reads and COMMIT. Each map is a row
     * (one row of nulls when none exists); every row carries the counter, roles and seen ids.
     */
    all: `SELECT (SELECT value FROM change_seq WHERE id = 1) AS batch_seq,
        (SELECT coalesce(json_agg(json_build_array(r.map_id, r.role)), '[]')::text FROM (${roles}) AS r) AS batch_roles,
        (SELECT coalesce(json_agg(json_build_array(x.mutation_id, x.user_id, x.map_id)), '[]')::text FROM (${seen}) AS x) AS batch_seen,
        mapRow.*
      FROM (SELECT 1) AS one LEFT JOIN LATERAL (${maps}) AS mapRow ON true`,
  };
}

/** A row of batchReadSql's `all`: a map's columns (null when the batch's maps do not exist) and the rest. */
type BatchReadRow = MapRow & { batch_seq: number | null; batch_roles: string; batch_seen: string };

/** The batch state from the rows of batchReadSql's `all`. */
function stateOf(read: BatchReadRow[]): BatchState {
  const first = read[0]!;
  const rows = new Map<string, MapRow>();
  for (const { batch_seq: _seq, batch_roles: _roles, batch_seen: _seen, ...row } of read)
    if ((row.id as string | null) !== null) rows.set(row.id, row);
  const roles = JSON.parse(first.batch_roles) as [string, string][];
  const seen = JSON.parse(first.batch_seen) as [string, string, string][];
  return {
    rows,
    roles: new Map(roles.map(([mapId, role]) => [mapId, memberRoleSchema.parse(role)] as const)),
    seen: new Map(seen.map(([mutationId, userId, mapId]) => [mutationId, { userId, mapId }] as const)),
    seq: first.batch_seq ?? 0,
  };
}

export function createSyncBatchRepository(db: Db) {
  const reads = batchReadSql(db.dialect);
  const rowsStmt = db.prepare<[string], MapRow>(reads.maps);
  const rolesStmt = db.prepare<[string, string], { map_id: string; role: string }>(reads.roles);
  const seenStmt = db.prepare<[string], { mutation_id: string; user_id: string; map_id: string }>(reads.seen);
  const allStmt =
    db.dialect === 'postgres' ? db.prepare<[string, string, string, string], BatchReadRow>(reads.all) : null;
  const seqStmt = db.prepare<[], number>('SELECT value FROM change_seq WHERE id = 1').pluck();
  const takeSeqs = db.prepare<[number]>('UPDATE change_seq SET value = value + ? WHERE id = 1');

  // Multi-row statements by their SQL text (one per row count actually used).
  const prepared = new Map<string, Statement>();
  // Sent without waiting: the batch's writes go out with COMMIT (pipelined on PostgreSQL).
  const send = (sql: string, values: unknown[]) => {
    let statement = prepared.get(sql);
    if (!statement) prepared.set(sql, (statement = db.prepare(sql)));
    statement.send(...values);
  };
  /** A placeholder, typed on PostgreSQL (whose VALUES lists do not take their columns' types). */
  const param = (type: string) => (db.dialect === 'postgres' ? `?::${type}` : '?');
  const tuple = (types: readonly string[]) => `(${types.map(param).join(', ')})`;
  /** How far the counter went past the value a batch counted from (0 when decided under the lock). */
  const seqShift = `((SELECT value FROM change_seq WHERE id = 1) - ${param('bigint')})`;

  // A batch decided ahead, committed by one statement (group commit, pushGroup.ts; PostgreSQL):
  // its basis is checked and, only when it holds, its writes are made with every seq shifted by
  // how far the counter moved since the batch counted, the counter taken and its `changed` events
  // notified with their final seqs. In one statement so that nothing waits for this process while
  // the counter is locked: a group's statements and COMMIT go out together. Statements of one
  // transaction see the earlier ones' writes, so a batch decided on a map (or a mutation id) that
  // an earlier batch of the group wrote finds its basis changed, as one decided on another
  // instance's write does. `seq` is the counter after the batch, null when its basis changed.
  const decidedStmt = db.prepare<[Record<string, unknown>], { seq: number | null }>(
    `WITH stale AS (
       SELECT 1 FROM unnest(@basis_id::text[], @basis_seq::bigint[], @basis_role::text[]) AS b(id, seq, role)
         LEFT JOIN spine_maps m ON m.id = b.id
         LEFT JOIN map_members mm ON mm.map_id = b.id AND mm.user_id = @user_id::text
         WHERE m.seq IS DISTINCT FROM b.seq OR mm.role IS DISTINCT FROM b.role
       UNION ALL
       SELECT 1 FROM mutations WHERE mutation_id = ANY (@fresh::text[])
     ),
     go AS (
       SELECT value - @from::bigint AS shift FROM change_seq WHERE id = 1 AND NOT EXISTS (SELECT 1 FROM stale)
     ),
     maps AS (
       UPDATE spine_maps SET rev = v.rev, seq = v.seq + go.shift, hlc = v.hlc, content = v.content,
         doc = v.doc, visibility = v.visibility, team_size = v.team_size, updated_at = v.updated_at,
         deleted_at = v.deleted_at, deleted_by = v.deleted_by, deleted_rev = v.deleted_rev,
         notice = v.notice, title = v.title, system_boundary = v.system_boundary,
         context = v.context, industry = v.industry
       FROM go, unnest(@map_id::text[], @map_rev::int[], @map_seq::bigint[], @map_hlc::text[],
         @map_content::text[], @map_doc::text[], @map_visibility::text[], @map_team_size::text[],
         @map_updated_at::text[], @map_deleted_at::text[], @map_deleted_by::text[],
         @map_deleted_rev::int[], @map_notice::text[], @map_title::text[],
         @map_system_boundary::text[], @map_context::text[], @map_industry::text[])
         AS v(id, rev, seq, hlc, content, doc, visibility, team_size, updated_at, deleted_at,
           deleted_by, deleted_rev, notice, title, system_boundary, context, industry)
       WHERE spine_maps.id = v.id
     ),
     members AS (
       UPDATE map_members SET seq = v.seq + go.shift
       FROM go, unnest(@map_id::text[], @map_seq::bigint[]) AS v(id, seq)
       WHERE map_members.map_id = v.id
     ),
     revs AS (
       INSERT INTO revisions (${REVISION_COLUMNS.join(', ')})
       SELECT v.* FROM go, unnest(@rev_map_id::text[], @rev_rev::int[], @rev_content::text[],
         @rev_doc::text[], @rev_ops::text[], @rev_hlc::text[], @rev_actor_id::text[],
         @rev_mutation_id::text[], @rev_reason::text[], @rev_created_at::text[])
         AS v(${REVISION_COLUMNS.join(', ')})
     ),
     conflicts AS (
       INSERT INTO conflicts (${CONFLICT_COLUMNS.join(', ')})
       SELECT v.* FROM go, unnest(@c_map_id::text[], @c_rev::int[], @c_field::text[], @c_kind::text[],
         @c_item_id::text[], @c_kept_value::text[], @c_lost_value::text[], @c_kept_hlc::text[],
         @c_lost_hlc::text[], @c_created_at::text[], @c_kept_actor_id::text[], @c_lost_actor_id::text[])
         AS v(${CONFLICT_COLUMNS.join(', ')})
     ),
     muts AS (
       INSERT INTO mutations (${MUTATION_COLUMNS.join(', ')})
       SELECT v.* FROM go, unnest(@mut_mutation_id::text[], @mut_user_id::text[], @mut_map_id::text[],
         @mut_result::text[], @mut_created_at::text[]) AS v(${MUTATION_COLUMNS.join(', ')})
       ON CONFLICT DO NOTHING
     ),
     counter AS (
       UPDATE change_seq SET value = value + @taken::bigint FROM go WHERE change_seq.id = 1 RETURNING value
     ),
     notified AS (
       SELECT pg_notify(@channel::text,
         jsonb_set(e::jsonb, '{change,seq}', to_jsonb((e::jsonb #>> '{change,seq}')::bigint + go.shift))::text)
       FROM go, unnest(@events::text[]) AS e
     )
     SELECT (SELECT value FROM counter) AS seq, (SELECT count(*) FROM notified) AS notified`,
  );

  function insertRows<R extends object>(
    table: string,
    columns: readonly (keyof R & string)[],
    rows: R[],
    tail = '',
  ) {
    for (const chunk of chunks(rows)) {
      const tuples = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
      send(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples}${tail}`,
        chunk.flatMap((row) => columns.map((column) => row[column] ?? null)),
      );
    }
  }

  /**
   * `UPDATE table SET col = v.colN … FROM (VALUES …) v WHERE table.key = v.column1`, for both
   * dialects; a `seq` column moves by how far the counter went past `from` (SEQ_SHIFT).
   */
  function updateRows(
    table: string,
    key: string,
    types: Record<string, string>,
    rows: { key: string; values: Record<string, unknown> }[],
    from: number,
  ) {
    const columns = Object.keys(types);
    const shifts = columns.includes('seq');
    const set = columns
      .map((column, index) => `${column} = v.column${index + 2}${column === 'seq' ? ` + ${seqShift}` : ''}`)
      .join(', ');
    for (const chunk of chunks(rows)) {
      const tuples = chunk.map(() => tuple(['text', ...columns.map((column) => types[column]!)])).join(', ');
      send(`UPDATE ${table} SET ${set} FROM (VALUES ${tuples}) AS v WHERE ${table}.${key} = v.column1`, [
        ...(shifts ? [from] : []),
        ...chunk.flatMap((row) => [row.key, ...columns.map((column) => row.values[column] ?? null)]),
      ]);
    }
  }

  return {
    /** Everything a batch by `userId` over these maps and mutation ids needs to decide. */
    async read(
      userId: string,
      mapIds: readonly string[],
      mutationIds: readonly string[],
    ): Promise<BatchState> {
      const maps = JSON.stringify([...new Set(mapIds)]);
      const seenIds = JSON.stringify([...new Set(mutationIds)]);
      if (allStmt) return stateOf(await allStmt.all(userId, maps, seenIds, maps));
      // Asked together (SQLite answers each at once, in process).
      const [rows, roles, seen, seq] = await Promise.all([
        rowsStmt.all(maps),
        rolesStmt.all(userId, maps),
        seenStmt.all(seenIds),
        seqStmt.get(),
      ]);
      return {
        rows: new Map(rows.map((row) => [row.id, row] as const)),
        roles: new Map(roles.map((row) => [row.map_id, memberRoleSchema.parse(row.role)] as const)),
        seen: new Map(
          seen.map((row) => [row.mutation_id, { userId: row.user_id, mapId: row.map_id }] as const),
        ),
        seq: seq ?? 0,
      };
    },

    /** One map's row and the pusher's role on it, read again (after a write outside the batch's own). */
    async reread(
      userId: string,
      mapId: string,
    ): Promise<{ row: MapRow | null; role: MemberRole | null; seq: number }> {
      const state = await this.read(userId, [mapId], []);
      return { row: state.rows.get(mapId) ?? null, role: state.roles.get(mapId) ?? null, seq: state.seq };
    },

    /** Who wrote the register value with clock `hlc` on a map (a merge conflict's authors). */
    authorOf: createAuthorOf(db),

    /** The latest change seq handed out. */
    seq: (): Promise<number> => seqStmt.get().then((seq) => seq ?? 0),

    /**
     * Commits a batch decided ahead, inside a change transaction (the counter is locked), with
     * one statement (decidedStmt): sent, not awaited. Resolves, once the transaction committed,
     * with the counter after the batch, or null when its basis no longer held (nothing written,
     * nothing notified). `events` are the batch's `changed` events, with the seqs it counted;
     * they are notified on `channel` with their final seqs. PostgreSQL only.
     */
    commitDecided(
      basis: BatchBasis,
      writes: BatchWrites,
      events: readonly ChangeEvent[],
      channel: string,
    ): Promise<number | null> {
      if (db.dialect !== 'postgres') throw new Error('commitDecided is for batches decided before the lock');
      const column = <T>(rows: readonly T[], pick: (row: T) => unknown) => rows.map(pick);
      const maps = writes.maps.map(({ row }) => row);
      const params: Record<string, unknown> = {
        user_id: basis.userId,
        basis_id: column(basis.maps, (map) => map.id),
        basis_seq: column(basis.maps, (map) => map.seq),
        basis_role: column(basis.maps, (map) => map.role),
        fresh: basis.fresh,
        from: writes.from,
        taken: writes.seq - writes.from,
        channel,
        events: events.map((event) => JSON.stringify(event)),
      };
      for (const name of ['id', ...Object.keys(STATE_COLUMNS), ...Object.keys(SEARCH_COLUMNS)])
        params[`map_${name}`] = column(
          maps,
          (row) => (row as unknown as Record<string, unknown>)[name] ?? null,
        );
      for (const name of REVISION_COLUMNS)
        params[`rev_${name}`] = column(writes.revisions, (row) => row[name] ?? null);
      for (const name of MUTATION_COLUMNS)
        params[`mut_${name}`] = column(writes.mutations, (row) => row[name]);
      for (const name of CONFLICT_COLUMNS) params[`c_${name}`] = column(writes.conflicts, (row) => row[name]);
      return decidedStmt.sendAll(params).then((rows) => rows[0]?.seq ?? null);
    },

    /**
     * Writes a batch's decisions, inside the push's change transaction (the counter is locked):
     * sent, not awaited; the transaction's commit fails with their error.
     */
    write(writes: BatchWrites): void {
      if (writes.maps.length === 0 && writes.mutations.length === 0) return;
      const keyed = (row: MapRow) => ({ key: row.id, values: row as unknown as Record<string, unknown> });
      updateRows(
        'spine_maps',
        'id',
        STATE_COLUMNS,
        writes.maps.map(({ row }) => keyed(row)),
        writes.from,
      );
      // Separate, so the FTS trigger (AFTER UPDATE OF these columns) only re-indexes when they change.
      updateRows(
        'spine_maps',
        'id',
        SEARCH_COLUMNS,
        writes.maps.filter((map) => map.searchChanged).map(({ row }) => keyed(row)),
        writes.from,
      );
      // Every member of a map hears of its latest write on their next pull.
      updateRows(
        'map_members',
        'map_id',
        { seq: 'bigint' },
        writes.maps.map(({ row }) => ({ key: row.id, values: { seq: row.seq } })),
        writes.from,
      );
      insertRows('revisions', REVISION_COLUMNS, writes.revisions);
      insertRows('mutations', MUTATION_COLUMNS, writes.mutations, ' ON CONFLICT DO NOTHING');
      insertRows('conflicts', CONFLICT_COLUMNS, writes.conflicts);
      // Last: the statements above shift their seqs by the counter's value before this.
      takeSeqs.send(writes.seq - writes.from);
    },
  };
}

/** The push's batch reads and writes (`app.repos.syncBatch`). */
export type SyncBatchRepository = ReturnType<typeof createSyncBatchRepository>;
