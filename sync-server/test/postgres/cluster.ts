import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A throwaway PostgreSQL for tests (issue 19): Debian's binaries, started by the test run as a
 * non-root user in a temp directory with fsync off, on 127.0.0.1 and a free port, trust auth.
 * Not PGlite or pg-mem: the concurrency tests need the real server's locking.
 */
export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:PORT/postgres`: the admin database of the cluster. */
  url: string;
  stop: () => Promise<void>;
}

export const MISSING_POSTGRES =
  "PostgreSQL tests need Debian's postgresql binaries (initdb, postgres): run `apt-get install -y postgresql` " +
  '(.ci/run does it), or set PG_BIN to the folder that holds them.';

/** The folder with initdb and postgres: PG_BIN, else the newest /usr/lib/postgresql/N/bin. */
export function findPostgresBin(env = process.env): string | null {
  if (env.PG_BIN) return existsSync(join(env.PG_BIN, 'initdb')) ? env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** PostgreSQL refuses to run as root: as root, the cluster runs as the `postgres` system user. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0)
    throw new Error(
      "Running as root, PostgreSQL needs the `postgres` system user (Debian's postgresql creates it).",
    );
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited at start:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL did not accept connections in 60 s: ${String(error)}\n${log()}`);
    } finally {
      await client.end().catch(() => undefined);
    }
    await sleep(100);
  }
}

/** initdb + postgres in a new temp directory; `stop()` shuts it down fast and removes the directory. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(MISSING_POSTGRES);
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'spine-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const ids = user ? { uid: user.uid, gid: user.gid } : {};
  const env = { ...process.env, HOME: dir, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' };

  const init = spawnSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
    { ...ids, env, encoding: 'utf8' },
  );
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);
  }

  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child = spawn(
      join(bin, 'postgres'),
      [
        '-D',
        data,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${dir}`,
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=300',
        '-c',
        'shared_buffers=64MB',
      ],
      { ...ids, env, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-20_000);
    });
    const log = () => stderr;
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    try {
      await waitUntilReady(url, child, log);
    } catch (error) {
      child.kill('SIGKILL');
      // Another process took the port between picking and binding it: try another.
      if (attempt < 5 && /could not bind|Address already in use/.test(log())) continue;
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    return {
      url,
      stop: async () => {
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGINT'); // fast shutdown: roll back open transactions, close connections
          await Promise.race([exited, sleep(10_000)]);
          if (child.exitCode === null) child.kill('SIGKILL');
        }
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
}

/** `url` with its database replaced by `database`. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Creates a new empty database on the cluster at `adminUrl`; `drop()` removes it. */
export async function createDatabase(
  adminUrl: string,
  prefix = 'spine_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
