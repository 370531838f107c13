import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TEXT_SQL } from '../../src/db/mapCatalogue';
import { useMigratedPostgres } from './database';

// The catalogue's search on PostgreSQL goes through the pg_trgm index (SQLite's FTS5 counterpart),
// not a scan of every map: the planner must be able to use it for the query mapCatalogue.ts runs.
// The index holds public maps only: team maps are written all the time (each write a new row
// version in every index that covers it) and their owner's own search walks the owner index.

describe('catalogue search on PostgreSQL', () => {
  const opened = useMigratedPostgres();
  let client: pg.Client;

  beforeAll(() => {
    client = opened.client;
  });

  it('has pg_trgm and a trigram index the search expression can use', async () => {
    const extension = await client.query("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'");
    expect(extension.rowCount).toBe(1);
    // 20,000 small maps and sequential scans priced out (real rows carry whole documents, which
    // makes a scan dearer than here): the plan shows the trigram index only if the query can use it.
    await client.query(
      `INSERT INTO spine_maps (id, share_id, visibility, rev, seq, hlc, content, title, system_boundary, created_at, updated_at)
       SELECT 'm' || n, 's' || n, 'public', 1, n, '', '{}', 'Team ' || n, 'Boundary ' || md5(n::text), '', ''
       FROM generate_series(1, 20000) AS n`,
    );
    await client.query('ANALYZE spine_maps');
    await client.query('SET enable_seqscan = off');
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT m.id FROM spine_maps m
       WHERE m.deleted_at IS NULL AND m.visibility = 'public' AND ${SEARCH_TEXT_SQL} LIKE $1`,
      ['%pharmacy%'],
    );
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('spine_maps_search');
  });

  it('leaves maps that are not public out of the trigram index', async () => {
    await client.query('CREATE EXTENSION IF NOT EXISTS pgstattuple');
    const pending = async () =>
      Number(
        (await client.query<{ pending_tuples: string }>("SELECT pending_tuples FROM pgstatginindex('spine_maps_search')"))
          .rows[0]!.pending_tuples,
      );
    await client.query("SELECT gin_clean_pending_list('spine_maps_search')");
    const before = await pending();
    await client.query(
      `INSERT INTO spine_maps (id, share_id, visibility, rev, seq, hlc, content, title, system_boundary, created_at, updated_at)
       SELECT 'p' || n, 'ps' || n, 'private', 1, 100000 + n, '', '{}', 'Team ' || n, 'Boundary ' || n, '', ''
       FROM generate_series(1, 200) AS n`,
    );
    await client.query("UPDATE spine_maps SET seq = seq + 1000 WHERE id LIKE 'p%'");
    expect(await pending()).toBe(before);
    await client.query("UPDATE spine_maps SET seq = seq + 1000, visibility = 'public' WHERE id LIKE 'p%'");
    expect(await pending()).toBeGreaterThan(before);
  });
});
