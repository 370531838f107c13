import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TEXT_SQL } from '../../src/db/mapCatalogue';
import { openStorage, type Storage } from '../../src/db/repositories';
import { testPostgresDatabase } from './database';

// The catalogue's search on PostgreSQL goes through the pg_trgm index (SQLite's FTS5 counterpart),
// not a scan of every map: the planner must be able to use it for the query mapCatalogue.ts runs.

describe('catalogue search on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof testPostgresDatabase>>;
  let storage: Storage;
  let client: pg.Client;

  beforeAll(async () => {
    database = await testPostgresDatabase();
    storage = openStorage({ dataDir: '/nonexistent', databaseUrl: database.url });
    await storage.migrate();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await storage?.close();
    await database?.drop();
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
      `EXPLAIN SELECT m.id FROM spine_maps m WHERE m.deleted_at IS NULL AND ${SEARCH_TEXT_SQL} LIKE $1`,
      ['%pharmacy%'],
    );
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('spine_maps_search');
  });
});
