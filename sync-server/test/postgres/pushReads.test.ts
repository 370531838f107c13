import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { toPostgresPlaceholders } from '../../src/db/postgresDb';
import { batchReadSql } from '../../src/db/syncBatchRepository';
import { useMigratedPostgres } from './database';

// A push reads its maps, the pusher's roles and its mutation ids by key (on PostgreSQL in one
// statement, `all`). On PostgreSQL those reads
// must go through an index once the tables are big, in the plan a pooled prepared statement ends
// up with (the generic one): a list parameter joined as json_array_elements_text was planned for
// 100 elements and read every map instead.

describe('a push batch’s reads on PostgreSQL', () => {
  const opened = useMigratedPostgres();
  let client: pg.Client;

  beforeAll(async () => {
    client = opened.client;
    await client.query(
      `INSERT INTO users (id, email, password_hash, created_at)
       SELECT 'u' || n, 'u' || n || '@example.com', 'x', '' FROM generate_series(1, 200) AS n`,
    );
    await client.query(
      `INSERT INTO spine_maps (id, share_id, visibility, rev, seq, hlc, content, title, system_boundary, created_at, updated_at)
       SELECT 'm' || n, 's' || n, 'private', 1, n, '', '{}', 'Team ' || n, 'Boundary ' || n, '', ''
       FROM generate_series(1, 20000) AS n`,
    );
    await client.query(
      `INSERT INTO map_members (map_id, user_id, role, seq, created_at, updated_at)
       SELECT 'm' || n, 'u' || (1 + n % 200), 'owner', n, '', '' FROM generate_series(1, 20000) AS n`,
    );
    await client.query(
      `INSERT INTO mutations (mutation_id, user_id, map_id, result, created_at)
       SELECT 'x' || n, 'u1', 'm' || (1 + n % 20000), '{}', '' FROM generate_series(1, 100000) AS n`,
    );
    await client.query('ANALYZE');
    await client.query('SET plan_cache_mode = force_generic_plan');
  });

  it.each([
    ['maps', ['["m5","m7"]']],
    ['roles', ['u6', '["m5","m7"]']],
    ['seen', ['["x5","x77"]']],
    ['all', ['u6', '["m5","m7"]', '["x5","x77"]', '["m5","m7"]']],
  ] as const)('reads %s by an index', async (name, args) => {
    const { text } = toPostgresPlaceholders(batchReadSql('postgres')[name]);
    await client.query(`PREPARE read_${name} AS ${text}`);
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN EXECUTE read_${name}(${args.map((arg) => `'${arg}'`).join(', ')})`,
    );
    const lines = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(lines).toMatch(/Index (Only )?Scan/);
    // The counter is one row: any way of reading it costs the same.
    expect(lines).not.toMatch(/Seq Scan on (?!change_seq)/);
  });
});
