import { spawn, type ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { afterEach } from 'vitest';
import WebSocket from 'ws';
import { LIVE_MAX_MESSAGE_BYTES, LIVE_PATH } from '../../../shared/schemas/live';
import { PROJECT_ROOT } from '../../src/paths';
import { tempDir } from '../helpers';

// Issue 18, finding 11 (log noise): an oversized live frame was logged at error level, so any
// client could fill the error log. This runs the real server process and reads its JSON log.

const children: ChildProcess[] = [];
const dirs: { remove: () => void }[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) dir.remove();
});

/** Starts `sync-server/src/main.ts` on a free port; resolves with its port and the log lines so far. */
async function serverProcess() {
  const data = tempDir('spine-log-');
  dirs.push(data);
  const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/src/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: data.path, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: { level: number; msg?: string; err?: { message?: string } }[] = [];
  let buffer = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let at = buffer.indexOf('\n'); at >= 0; at = buffer.indexOf('\n')) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 1);
        try {
          const entry = JSON.parse(line) as (typeof lines)[number];
          lines.push(entry);
          const running = /running at http:\/\/[^:]+:(\d+)/.exec(entry.msg ?? '');
          if (running) resolve(Number(running[1]));
        } catch {
          // Not a log line.
        }
      }
    });
  });
  return { port, lines };
}

describe('finding 11: an oversized live frame is not an error of the server', () => {
  it('logs the refused frame below error level', { timeout: 60_000 }, async () => {
    const { port, lines } = await serverProcess();
    const host = `127.0.0.1:${port}`;
    const register = await fetch(`http://${host}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'frames@example.com', password: 'long enough' }),
    });
    const cookie = (register.headers.get('set-cookie') ?? '').split(';', 1)[0] ?? '';
    const socket = new WebSocket(`ws://${host}${LIVE_PATH}`, { headers: { cookie } });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.send('x'.repeat(LIVE_MAX_MESSAGE_BYTES + 1024));
    await closed;
    // The server logs as it closes the socket; give the line a moment to arrive through the pipe.
    const deadline = Date.now() + 10_000;
    const isFrameLine = (line: (typeof lines)[number]) =>
      /payload|frame|message.*(large|long|size)/i.test(`${line.msg ?? ''} ${line.err?.message ?? ''}`);
    while (!lines.some(isFrameLine) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const frameLines = lines.filter(isFrameLine);
    expect(frameLines.length).toBeGreaterThan(0);
    // pino levels: 50 error, 40 warn, 30 info.
    expect(frameLines.every((line) => line.level < 50)).toBe(true);
  });
});
