// The fault proxy as a round-robin balancer over several servers (issue 19's multi-instance tests):
// requests, the copies of a duplicated request and WebSocket upgrades each go to the next server.
import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from './faultProxy';

/** A server that answers every request, and every upgrade's first line, with its name; it counts what it saw. */
function namedServer(name: string) {
  const seen: string[] = [];
  const server = createServer((incoming, response) => {
    seen.push(`${incoming.method} ${incoming.url}`);
    response.end(name);
  });
  server.on('upgrade', (incoming, socket) => {
    seen.push(`upgrade ${incoming.url}`);
    socket.end(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n${name}`,
    );
  });
  return { name, seen, server };
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

const get = (url: string) =>
  new Promise<string>((resolve, reject) => {
    request(url, (reply) => {
      let body = '';
      reply.on('data', (chunk: Buffer) => (body += chunk.toString()));
      reply.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });

/** Opens an upgrade through the proxy and returns what came back after the 101 head. */
const upgrade = (url: string) =>
  new Promise<string>((resolve, reject) => {
    const { port } = new URL(url);
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(
        'GET /api/live HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
      );
    });
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
    socket.on('end', () => resolve(data.split('\r\n\r\n')[1] ?? ''));
    socket.on('close', () => resolve(data.split('\r\n\r\n')[1] ?? ''));
    socket.on('error', reject);
  });

describe('fault proxy over several servers', () => {
  const servers = [namedServer('a'), namedServer('b')];
  let proxy: FaultProxy;

  beforeAll(async () => {
    const origins = await Promise.all(servers.map(({ server }) => listen(server)));
    proxy = await startFaultProxy(origins);
  });
  afterAll(async () => {
    await proxy.close();
    await Promise.all(servers.map(({ server }) => new Promise((resolve) => server.close(resolve))));
  });

  it('sends each request to the next server in turn', async () => {
    const answers: string[] = [];
    for (let index = 0; index < 6; index += 1) answers.push(await get(`${proxy.url}/api/health`));
    expect(answers.filter((name) => name === 'a')).toHaveLength(3);
    expect(answers.filter((name) => name === 'b')).toHaveLength(3);
    for (let index = 1; index < answers.length; index += 1)
      expect(answers[index]).not.toBe(answers[index - 1]);
  });

  it('sends the two copies of a duplicated request to different servers', async () => {
    proxy.rules.push({ method: 'POST', path: '/api/sync/push', fault: { kind: 'duplicate' }, times: 1 });
    const before = servers.map(({ seen }) => seen.filter((line) => line.startsWith('POST')).length);
    await new Promise<void>((resolve, reject) => {
      request(`${proxy.url}/api/sync/push`, { method: 'POST' }, (reply) => reply.resume().on('end', resolve))
        .on('error', reject)
        .end('{}');
    });
    await proxy.settled();
    const after = servers.map(({ seen }) => seen.filter((line) => line.startsWith('POST')).length);
    expect(after.map((count, index) => count - before[index]!)).toEqual([1, 1]);
  });

  it('spreads WebSocket upgrades over the servers too', async () => {
    const names = [await upgrade(proxy.url), await upgrade(proxy.url)];
    expect(names.sort()).toEqual(['a', 'b']);
  });
});
