import {
  liveServerMessageSchema,
  parseLiveMessage,
  type LiveClientMessage,
  type LiveServerMessage,
  type PresenceLevel,
} from '../../shared/schemas/live';

// One WebSocket to GET /api/live (issue 10): it hears pokes and presence, and tells the server
// which maps this tab has open and where its focus is. It reconnects with exponential backoff and
// full jitter (so a restarted server is not hit by every tab at once) and, once back, re-sends
// what this tab has open. Nothing depends on it: sync still runs every 30 s when it is down.

/** The part of a WebSocket the channel uses (the browser's, or `ws` in node tests). */
export interface LiveSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'message' | 'close' | 'error', listener: (event: unknown) => void): void;
}

/** WebSocket.OPEN. */
const OPEN = 1;

/** Reconnect and heartbeat timing. */
export const LIVE_CLIENT_TIMING = {
  backoffBaseMs: 1000,
  backoffMaxMs: 60_000,
  /** Well inside the server's 20 s presence timeout. */
  heartbeatMs: 8000,
};

/** What the channel needs: how to open a socket and whom to tell what it hears. */
export interface LiveChannelOptions {
  connect: () => LiveSocketLike;
  onMessage: (message: LiveServerMessage) => void;
  /** Called with false when the socket goes away (presence shown so far is stale). */
  onConnectedChange?: (connected: boolean) => void;
  timing?: typeof LIVE_CLIENT_TIMING;
  /** 0 ≤ n < 1; the jitter source (tests pass a fixed one). */
  random?: () => number;
}

/** Creates a channel, disconnected until `setWanted(true)`. */
export function createLiveChannel(options: LiveChannelOptions) {
  const timing = options.timing ?? LIVE_CLIENT_TIMING;
  const random = options.random ?? Math.random;
  /** The maps this tab has open and the level focused in each: re-sent after every reconnect. */
  const openMaps = new Map<string, PresenceLevel | null>();
  let wanted = false;
  let socket: LiveSocketLike | null = null;
  let connected = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  const send = (message: LiveClientMessage) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  const sendOpenMaps = () => {
    for (const [mapId, level] of openMaps) {
      send({ type: 'open', mapId });
      if (level !== null) send({ type: 'focus', mapId, level });
    }
  };

  const setConnected = (value: boolean) => {
    if (connected === value) return;
    connected = value;
    options.onConnectedChange?.(value);
  };

  function scheduleReconnect(): void {
    clearTimeout(retry);
    if (!wanted) return;
    const ceiling = Math.min(timing.backoffMaxMs, timing.backoffBaseMs * 2 ** failures);
    failures += 1;
    retry = setTimeout(connect, ceiling * random());
  }

  function connect(): void {
    clearTimeout(retry);
    if (!wanted || socket) return;
    let current: LiveSocketLike;
    try {
      current = options.connect();
    } catch {
      scheduleReconnect();
      return;
    }
    socket = current;
    current.addEventListener('message', (event) => {
      if (socket !== current) return;
      const data = typeof event === 'object' && event !== null && 'data' in event ? event.data : null;
      if (typeof data !== 'string') return;
      const message = parseLiveMessage(liveServerMessageSchema, data);
      if (!message) return;
      if (message.type === 'hello') {
        // Only a greeting proves the server took us (a refused upgrade also "opens" nothing).
        failures = 0;
        setConnected(true);
        sendOpenMaps();
      }
      options.onMessage(message);
    });
    // An error is always followed by close, which does the work.
    current.addEventListener('close', () => {
      if (socket !== current) return;
      socket = null;
      clearInterval(heartbeat);
      setConnected(false);
      scheduleReconnect();
    });
    current.addEventListener('open', () => {
      clearInterval(heartbeat);
      heartbeat = setInterval(() => send({ type: 'heartbeat' }), timing.heartbeatMs);
    });
  }

  function disconnect(): void {
    clearTimeout(retry);
    clearInterval(heartbeat);
    const current = socket;
    socket = null;
    failures = 0;
    current?.close(1000, 'Not needed');
    setConnected(false);
  }

  return {
    /** Connect (or stay connected) when true; close and stop retrying when false. */
    setWanted(value: boolean): void {
      wanted = value;
      if (value) connect();
      else disconnect();
    },
    /** Reconnect now instead of waiting out the backoff (the browser came back online). */
    retryNow(): void {
      failures = 0;
      if (wanted && !socket) connect();
    },
    /** This tab shows the map: its members see us in its presence list. */
    openMap(mapId: string): void {
      if (openMaps.has(mapId)) return;
      openMaps.set(mapId, null);
      send({ type: 'open', mapId });
    },
    /** The level this tab is editing in the map, or null. */
    focus(mapId: string, level: PresenceLevel | null): void {
      if (!openMaps.has(mapId) || openMaps.get(mapId) === level) return;
      openMaps.set(mapId, level);
      send({ type: 'focus', mapId, level });
    },
    /** This tab no longer shows the map. */
    closeMap(mapId: string): void {
      if (!openMaps.delete(mapId)) return;
      send({ type: 'close', mapId });
    },
    /** Whether the server has greeted the current socket. */
    isConnected: () => connected,
  };
}

/** A live channel (`createLiveChannel`'s result). */
export type LiveChannel = ReturnType<typeof createLiveChannel>;
