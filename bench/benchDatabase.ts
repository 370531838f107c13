import { createDatabase } from '../sync-server/test/postgres/cluster';
import { startPostgresCluster, type PostgresCluster } from '../sync-server/test/postgres/cluster';

// Which database a bench server uses: SQLite under its temp DATA_DIR (the default), or, with
// BENCH_DB=postgres, a new database on a throwaway PostgreSQL cluster (the test harness's: Debian's
// binaries, fsync off), started once per bench run and stopped at exit.

let cluster: Promise<PostgresCluster> | null = null;

/** The backend a bench server should use: `sqlite`, or `postgres` when BENCH_DB says so. */
export const benchBackend = (): 'sqlite' | 'postgres' =>
  process.env.BENCH_DB === 'postgres' ? 'postgres' : 'sqlite';

/** A fresh PostgreSQL database on the run's cluster (started on first use); `drop()` removes it. */
export async function benchPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  cluster ??= startPostgresCluster().then((started) => {
    process.once('exit', () => void started.stop());
    return started;
  });
  return createDatabase((await cluster).url, 'spine_bench');
}

/** Stops the run's PostgreSQL cluster, if one was started. */
export async function stopBenchPostgres(): Promise<void> {
  const started = cluster;
  cluster = null;
  if (started) await (await started).stop();
}
