import pg from 'pg';
import type { Queryable } from '../db/sql';
import { Listeners, type LiveBus } from './bus';
import { coalesce, parseLiveEvent, type LiveEvent } from './events';

// The live bus over PostgreSQL (issue 19): a write's events are `pg_notify`-ed inside its
// transaction, so PostgreSQL delivers them at commit and never on rollback, to every instance
// listening on the channel (this one included). Each instance keeps one dedicated connection that
// LISTENs; when it drops, the instance reconnects and tells its sockets to resync, since
// notifications sent meanwhile are lost.

/** The notification channel every instance listens on. */
export const LIVE_CHANNEL = 'spine_live';

const NOTIFY = `SELECT pg_notify('${LIVE_CHANNEL}', payload) FROM unnest($1::text[]) AS payload`;

export interface PostgresBusOptions {
  url: string;
  /** Where events outside a transaction are notified from (the storage's pool). */
  pool: Queryable;
  /** Wait between attempts to listen again after the connection dropped. */
  reconnectMs?: number;
  /** Told why listening failed (the server logs it). */
  onError?: (error: unknown) => void;
}

/** The PostgreSQL bus, plus what tests need to cut its listening connection. */
export interface PostgresBus extends LiveBus {
  /** The backend pid of the listening connection (null while reconnecting). */
  listenerPid(): number | null;
}

const notify = (connection: Queryable, events: readonly LiveEvent[]) =>
  connection.query(NOTIFY, [events.map((event) => JSON.stringify(event))]);

export function createPostgresBus(options: PostgresBusOptions): PostgresBus {
  const reconnectMs = options.reconnectMs ?? 1000;
  const onError = options.onError ?? (() => undefined);
  const listeners = new Listeners(onError);
  let client: pg.Client | null = null;
  let pid: number | null = null;
  let closed = false;
  let reconnecting = false;

  async function listen(): Promise<void> {
    const candidate = new pg.Client({ connectionString: options.url });
    candidate.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      const event = parseLiveEvent(message.payload);
      if (event) listeners.deliver(event);
    });
    const lost = (error?: unknown) => {
      if (client !== candidate) return;
      client = null;
      if (error) onError(error);
      candidate.end().catch(() => undefined);
      if (!closed) void listenAgain();
    };
    candidate.on('error', lost);
    candidate.on('end', () => lost());
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${LIVE_CHANNEL}`);
      const result = await candidate.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      pid = result.rows[0]?.pid ?? null;
    } catch (error) {
      candidate.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await candidate.end();
      return;
    }
    client = candidate;
  }

  async function listenAgain(): Promise<void> {
    if (reconnecting) return;
    reconnecting = true;
    try {
      while (!closed && !client) {
        await new Promise((resolve) => setTimeout(resolve, reconnectMs));
        if (closed) return;
        try {
          await listen();
        } catch (error) {
          onError(error);
        }
      }
      // What was notified while nobody listened is gone: every local device pulls.
      if (client) listeners.resync();
    } finally {
      reconnecting = false;
    }
  }

  return {
    shared: true,
    publisher: {
      channel: LIVE_CHANNEL,
      beforeCommit: async (events, connection) => {
        await notify(connection, coalesce(events));
      },
    },
    publish: async (event) => {
      await notify(options.pool, [event]);
    },
    subscribe: (listener) => listeners.subscribe(listener),
    onResync: (listener) => listeners.onResync(listener),
    start: () => listen(),
    listenerPid: () => (client ? pid : null),
    async close() {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
