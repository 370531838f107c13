import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';

// A fault proxy on 127.0.0.1 between a client (a browser, or the fault-injection test's devices)
// and the real server, for issue 15's tests: it passes everything through (WebSocket upgrades too)
// unless a rule, or the `decide` hook, says otherwise for a request. Given several servers it is
// also a round-robin balancer (issue 19): each request, each copy of a duplicated one, and each
// upgrade goes to the next, as a balancer without sticky sessions would send them.

/**
 * What to do with one request: lose it before the server sees it; lose the reply after the server
 * committed; answer instead; send it to the server twice (the second copy at once after the first,
 * or `laterMs` later, after newer requests: a delayed retransmission); hold it `ms` first (requests
 * overtake each other); or forward it and call `kill` `afterMs` later, the client getting no reply
 * whether or not the server committed (a crash mid-push).
 */
export type Fault =
  | { kind: 'dropRequest' }
  | { kind: 'dropReply' }
  | { kind: 'answer'; status: number; body: unknown }
  | { kind: 'duplicate'; laterMs?: number }
  | { kind: 'delay'; ms: number }
  | { kind: 'kill'; afterMs: number; kill: () => Promise<void> };

/** A request as `decide` sees it. */
export interface ProxiedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Options of startFaultProxy. */
export interface FaultProxyOptions {
  /** Asked for every request no rule matched: the fault to apply, or undefined to pass it. */
  decide?: (request: ProxiedRequest) => Fault | undefined;
  /**
   * With several servers: the index of the one a request or upgrade goes to, or undefined for the
   * next in turn (a test pins one device's live socket to one instance, say).
   */
  pick?: (request: { method: string; path: string; headers: IncomingMessage['headers'] }) => number | undefined;
}

/** How long the proxy keeps a client's idle connection (as long as Fastify behind it: 72 s). */
const KEEP_ALIVE_MS = 72_000;

/** A rule: the first matching rule with uses left decides a request's fault. */
export interface FaultRule {
  method: string;
  path: string;
  /** Only requests whose body contains this text. */
  bodyIncludes?: string;
  fault: Fault;
  /** How many requests it applies to (Infinity: all). */
  times: number;
}

/** The running proxy: its URL, its rules, and what it did. */
export interface FaultProxy {
  url: string;
  rules: FaultRule[];
  /** Requests a fault was applied to, as "METHOD path kind". */
  applied: string[];
  /** Resolves when every delayed copy (duplicate with `laterMs`) has been sent and answered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

function readBody(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });
}

/** Starts a fault proxy in front of `target`, or of several in turn (http://127.0.0.1:PORT origins). */
export async function startFaultProxy(target: string | readonly string[], options: FaultProxyOptions = {}): Promise<FaultProxy> {
  const upstreams = (typeof target === 'string' ? [target] : target).map((origin) => new URL(origin));
  let turn = 0;
  const nextUpstream = (incoming: IncomingMessage) => {
    const path = (incoming.url ?? '').split('?')[0] ?? '';
    const picked = options.pick?.({ method: incoming.method ?? 'GET', path, headers: incoming.headers });
    return upstreams[(picked ?? (turn += 1)) % upstreams.length]!;
  };
  const rules: FaultRule[] = [];
  const applied: string[] = [];
  const later = new Set<Promise<unknown>>();

  // Kept-alive connections to the servers, as a balancer keeps them (Node's default agent drops an
  // idle one after 5 s and keeps at most 256 idle); closed after 60 s idle, before the server
  // closes them (72 s), so none is reused just as the server closes it.
  const agent = new Agent({ keepAlive: true, timeout: 60_000, maxFreeSockets: 4096 });
  const forward = (incoming: IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      const upstream = nextUpstream(incoming);
      // Host and Origin stay the proxy's: the server's same-origin check compares the two.
      const outgoing = request(
        { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: incoming.headers, agent },
        (reply) => {
          void readBody(reply).then((data) => resolve({ status: reply.statusCode ?? 502, headers: reply.headers, body: data }), reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const handle = async (incoming: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(incoming);
    const path = (incoming.url ?? '').split('?')[0] ?? '';
    const rule = rules.find(
      (candidate) =>
        candidate.times > 0 &&
        candidate.method === incoming.method &&
        candidate.path === path &&
        (candidate.bodyIncludes === undefined || body.toString('utf8').includes(candidate.bodyIncludes)),
    );
    if (rule) rule.times -= 1;
    const fault = rule?.fault ?? options.decide?.({ method: incoming.method ?? 'GET', path, headers: incoming.headers, body: body.toString('utf8') });
    if (fault) applied.push(`${incoming.method} ${path} ${fault.kind}`);
    switch (fault?.kind) {
      case 'answer':
        response.writeHead(fault.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(fault.body));
        return;
      case 'dropRequest':
        response.socket?.destroy();
        return;
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, fault.ms));
        break;
      case 'kill': {
        // The reply, if the server manages one before it dies, never reaches the client.
        const sent = forward(incoming, body).catch(() => null);
        await new Promise((resolve) => setTimeout(resolve, fault.afterMs));
        await fault.kill();
        await sent;
        response.socket?.destroy();
        return;
      }
      default:
        break;
    }
    const reply = await forward(incoming, body);
    if (fault?.kind === 'duplicate') {
      const again = (async () => {
        if (fault.laterMs !== undefined) await new Promise((resolve) => setTimeout(resolve, fault.laterMs));
        await forward(incoming, body).catch(() => null);
      })();
      later.add(again);
      void again.finally(() => later.delete(again));
      if (fault.laterMs === undefined) await again;
    }
    if (fault?.kind === 'dropReply') {
      // The server has committed; the client sees the connection fail.
      response.socket?.destroy();
      return;
    }
    const headers = { ...reply.headers };
    // Hop-by-hop: the server's connection is not the client's. Forwarded, its "Keep-Alive:
    // timeout=72" told clients to reuse a connection this proxy had closed long before.
    for (const name of ['transfer-encoding', 'connection', 'keep-alive']) delete headers[name];
    headers['content-length'] = String(reply.body.length);
    response.writeHead(reply.status, headers);
    response.end(reply.body);
  };

  const server: Server = createServer((incoming, response) => {
    handle(incoming, response).catch(() => response.socket?.destroy());
  });
  // The live channel: pipe the upgrade through untouched.
  const upgraded = new Set<{ destroy: () => void }>();
  server.on('upgrade', (incoming: IncomingMessage, socket, head) => {
    const upstream = nextUpstream(incoming);
    const upstreamSocket = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
        lines.push(`${incoming.rawHeaders[index]!}: ${incoming.rawHeaders[index + 1]!}`);
      }
      upstreamSocket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstreamSocket.write(head);
      socket.pipe(upstreamSocket).pipe(socket);
    });
    const close = () => {
      socket.destroy();
      upstreamSocket.destroy();
      upgraded.delete(pair);
    };
    const pair = { destroy: close };
    upgraded.add(pair);
    upstreamSocket.on('error', close);
    socket.on('error', close);
  });
  // Clients keep their connections for as long as the servers behind would (Node's default closes
  // them after 5 s idle, so a device thinking 10 s between requests connected anew every time), and
  // a burst of connections waits to be accepted instead of being dropped (Node's backlog is 511; a
  // dropped SYN is sent again only after 1 s, then 3 s, 7 s: bench:scale's multi-second tail).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    rules,
    applied,
    settled: async () => {
      while (later.size > 0) await Promise.all([...later]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Upgraded sockets (the live channel) are no longer the server's to close: close them here.
        for (const pair of [...upgraded]) pair.destroy();
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
