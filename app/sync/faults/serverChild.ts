import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { PROJECT_ROOT } from '../../../sync-server/src/paths';

// The real server in a child process (serverMain.ts) on one data dir and one port, which the test
// kills with SIGKILL (no shutdown, no flush: what a power cut or OOM kill does) and starts again.
// It is bundled once with esbuild (as `npm run build:server` does): from source through tsx a
// start takes seconds on a loaded machine, bundled well under one.

const MAIN = fileURLToPath(new URL('./serverMain.ts', import.meta.url));

/** Bundles serverMain.ts under node_modules/.cache (packages stay external, resolved from the project). */
let bundles = 0;
async function bundle(): Promise<string> {
  bundles += 1;
  const outfile = join(PROJECT_ROOT, 'node_modules', '.cache', 'fault-server', `server-${process.pid}-${bundles}.mjs`);
  await build({
    entryPoints: [MAIN],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    target: 'node20',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

/** A server process that can be killed and restarted on the same data dir and port. */
export interface ServerChild {
  /** The port it listens on (the same after every restart). */
  readonly port: number;
  /** Kills it with SIGKILL and waits until it is gone. */
  kill(): Promise<void>;
  /** Starts it again; resolves when it listens. */
  start(): Promise<void>;
  /** Resolves when it listens (now, or after the restart under way). */
  ready(): Promise<void>;
  /** How many times it was killed. */
  readonly kills: number;
  /** Stops it for good. */
  close(): Promise<void>;
}

/** A server process; `go()` lets a standby one start (it has loaded its code meanwhile). */
function launch(main: string, env: Record<string, string>): { child: ChildProcess; listening: Promise<number>; go: () => void } {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const listening = new Promise<number>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const match = /listening (\d+)/u.exec(text);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code, signal) => reject(new Error(`The server exited before listening (${code ?? signal})`)));
  });
  // A standby killed before it started must not leave an unhandled rejection behind.
  listening.catch(() => undefined);
  return { child, listening, go: () => child.stdin?.end('go\n') };
}

/**
 * A free port below the kernel's ephemeral range. A port from listen(0) is an ephemeral one: once
 * the server is killed, an outgoing connection (the proxy's, a device's) may be given it, and the
 * restart then fails with EADDRINUSE for as long as that connection lives.
 */
async function freeFixedPort(): Promise<number> {
  let ephemeralLow = 32_768;
  try {
    ephemeralLow = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/u)[0]) || ephemeralLow;
  } catch {
    // Not Linux: keep the usual bound.
  }
  for (;;) {
    const candidate = 10_000 + Math.floor(Math.random() * Math.max(1, ephemeralLow - 10_000));
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(candidate, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return candidate;
  }
}

/**
 * Starts the server on `dataDir`, on a free port outside the ephemeral range, kept across restarts.
 * `extraEnv` adds to its environment (DATABASE_URL: several children then share one PostgreSQL).
 */
export async function startServerChild(dataDir: string, extraEnv: Record<string, string> = {}): Promise<ServerChild> {
  const env = { DATA_DIR: dataDir, STATIC_DIR: `${dataDir}/no-app`, LOG_LEVEL: 'error', HOST: '127.0.0.1', TRUST_PROXY: 'true', ...extraEnv };
  const main = await bundle();
  let current = launch(main, { ...env, PORT: String(await freeFixedPort()) });
  const port = await current.listening;
  // The next process waits, code loaded, for the current one to die.
  const standby = () => launch(main, { ...env, PORT: String(port), STANDBY: '1' });
  let next = standby();
  let starting: Promise<void> = Promise.resolve();
  let kills = 0;

  const exited = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

  // Seeds run side by side, so two may kill (and then start) at once: the second kill finds the
  // server gone and the second start finds one already starting. Two starts would race for the
  // port, and the loser's retries would leave the winner running unseen.
  async function kill(): Promise<void> {
    await starting.catch(() => undefined);
    const { child } = current;
    if (!alive(child)) return;
    kills += 1;
    child.kill('SIGKILL');
    await exited(child);
  }

  function start(): Promise<void> {
    if (alive(current.child)) return starting;
    starting = (async () => {
      // The port may linger for a moment after the kill: try again until it listens.
      for (let attempt = 1; ; attempt += 1) {
        current = next;
        next = standby();
        current.go();
        try {
          await current.listening;
          return;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    })();
    return starting;
  }

  return {
    port,
    kill,
    start,
    ready: () => starting,
    get kills() {
      return kills;
    },
    async close() {
      await starting.catch(() => undefined);
      current.child.kill('SIGTERM');
      next.child.kill('SIGTERM');
      await Promise.all([exited(current.child), exited(next.child)]);
      rmSync(main, { force: true });
    },
  };
}
