import WebSocket from 'ws';
import { LIVE_PATH, liveServerMessageSchema, type LiveServerMessage } from '../../shared/schemas/live';

// A real `ws` client of GET /api/live for the live tests: it records every message it hears.

const sockets: WebSocket[] = [];

/** Cuts every socket `open` made (after each test). */
export function closeSockets(): void {
  for (const socket of sockets.splice(0)) socket.terminate();
}

/** A client socket that records what it hears. */
export class Client {
  readonly heard: LiveServerMessage[] = [];
  private waiters: (() => void)[] = [];
  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.heard.push(liveServerMessageSchema.parse(JSON.parse((data as Buffer).toString('utf8'))));
      for (const wake of this.waiters.splice(0)) wake();
    });
  }
  send(message: unknown) {
    this.socket.send(JSON.stringify(message));
  }
  /** The first message (from now on or already heard) that matches. */
  async next<T extends LiveServerMessage['type']>(
    type: T,
    match: (message: Extract<LiveServerMessage, { type: T }>) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<Extract<LiveServerMessage, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.heard.find(
        (m): m is Extract<LiveServerMessage, { type: T }> => m.type === type && match(m as never),
      );
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${type} message; heard ${JSON.stringify(this.heard)}`);
      await new Promise<void>((wake) => {
        this.waiters.push(wake);
        setTimeout(wake, 100);
      });
    }
  }
}

export function open(host: string, headers: Record<string, string>): Promise<Client> {
  const socket = new WebSocket(`ws://${host}${LIVE_PATH}`, { headers });
  sockets.push(socket);
  const client = new Client(socket);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}
