import pg from 'pg';
import { createDatabase, startPostgresCluster } from '../../../sync-server/test/postgres/cluster';
import { startFaultWorld, type FaultWorld } from './faultWorld';

// Issue 19's concurrency test world: a throwaway PostgreSQL (the server tests' harness: Debian's
// binaries, fsync off), `instances` server processes on one database behind the fault proxy's round
// robin, and a continuous puller in every seed. `storeProblems` reads the database itself at the end.

/** The world on PostgreSQL, and the checks only the database can answer. */
export interface PgFaultWorld {
  world: FaultWorld;
  /** Mutations applied more than once, and maps whose revisions are not 1…rev without a gap. */
  storeProblems(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startPgFaultWorld(instances = 2): Promise<PgFaultWorld> {
  const cluster = await startPostgresCluster();
  try {
    const database = await createDatabase(cluster.url, 'spine_fault');
    const world = await startFaultWorld({ databaseUrl: database.url, instances, puller: true });
    return {
      world,
      async storeProblems() {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          const twice = await client.query<{ mutation_id: string; n: string }>(
            `SELECT mutation_id, count(*) AS n FROM revisions WHERE mutation_id IS NOT NULL
             GROUP BY mutation_id HAVING count(*) > 1`,
          );
          // A user's map starts at rev 1 and every write adds the next one (purged maps lose their history).
          const gaps = await client.query<{ id: string; rev: number; n: string; top: number }>(
            `SELECT m.id, m.rev, count(r.rev) AS n, max(r.rev) AS top FROM spine_maps m
             JOIN revisions r ON r.map_id = m.id
             WHERE m.owner_id IS NOT NULL AND m.purged_at IS NULL
             GROUP BY m.id, m.rev HAVING count(r.rev) <> m.rev OR max(r.rev) <> m.rev`,
          );
          return [
            ...twice.rows.map((row) => `mutation ${row.mutation_id} was applied ${row.n} times`),
            ...gaps.rows.map(
              (row) => `map ${row.id} is at rev ${row.rev} with ${row.n} revisions up to ${row.top}`,
            ),
          ];
        } finally {
          await client.end();
        }
      },
      async close() {
        await world.close();
        await database.drop().catch(() => undefined);
        await cluster.stop();
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
