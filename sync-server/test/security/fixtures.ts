import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import WebSocket from 'ws';
import { LIVE_PATH } from '../../../shared/schemas/live';
import { startTestServer, type TestServer } from '../helpers';

// Helpers of the adversarial suite (issue 18): servers that close after each test, listening ones
// for real sockets, and the admin address the account tests log in with.

/** The admin of the suite's servers (ADMIN_EMAILS). */
export const ADMIN_EMAIL = 'admin@security.example';

/** `start(env?)` for a file's tests: a fresh server per call, all closed after each test. */
export function securityServers(): (env?: Record<string, string>) => Promise<TestServer> {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });
  return async (env = {}) => {
    const server = await startTestServer({ env: { ADMIN_EMAILS: ADMIN_EMAIL, ...env } });
    servers.push(server);
    return server;
  };
}

/** Makes a test server listen on a free loopback port; returns its `host:port`. */
export async function listen(server: TestServer): Promise<string> {
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  return `127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}

/** Opens the live channel as `cookie`; resolves once open (rejects with the HTTP status otherwise). */
export function openLive(host: string, cookie: string): Promise<WebSocket> {
  const socket = new WebSocket(`ws://${host}${LIVE_PATH}`, { headers: { cookie } });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

/** Resolves with the close code once the socket closes, or 'open' if it is still open after `ms`. */
export function closedWithin(socket: WebSocket, ms: number): Promise<number | 'open'> {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve(1006);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('open'), ms);
    socket.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** Counts the statuses of a list of replies. */
export function statusCounts(replies: readonly { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const reply of replies) counts[reply.statusCode] = (counts[reply.statusCode] ?? 0) + 1;
  return counts;
}
