import type { LiveBus } from './bus';
import type { LiveEvent, SharedViewer } from './events';
import type { SharedPresence } from './hub';

// Presence across instances (issue 19): each instance publishes its viewers of a map when they
// change, and all of them every heartbeat; the others merge them into the lists their own sockets
// see. What an instance said about a map lapses after three heartbeats without it, so a crashed
// instance's viewers (or a change message that got lost) vanish within three heartbeats. No
// sticky sessions: two tabs on one map may be on any two instances.

/** How often an instance tells the others who it has on which map. */
export const PRESENCE_HEARTBEAT_MS = 5_000;

/** Heartbeats an instance's word stands without being repeated. */
export const PRESENCE_MISSED_BEATS = 3;

/** A notification's payload must stay under PostgreSQL's 8,000 bytes: messages stay well below. */
const MAX_PAYLOAD_BYTES = 6_000;

const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/**
 * The viewers one message can carry: a map with more viewers on one instance than fit (a big
 * workshop) shows its longest-connected ones elsewhere.
 */
function fitting(viewers: SharedViewer[]): SharedViewer[] {
  let kept = viewers;
  while (kept.length > 1 && bytesOf(kept) > MAX_PAYLOAD_BYTES)
    kept = kept.slice(0, Math.floor(kept.length * 0.8));
  return kept;
}

export interface PresenceExchangeOptions {
  /** This instance (random per start). */
  instanceId: string;
  bus: LiveBus;
  heartbeatMs?: number;
  now(): number;
  /** This instance's viewers per map (the hub's `localPresence`). */
  local(): Map<string, SharedViewer[]>;
  /** Another instance's viewers of the map changed: show the merged list here. */
  show(mapId: string): void;
  onError?: (error: unknown) => void;
}

interface Heard {
  viewers: SharedViewer[];
  /** The text heard, to tell a repeat from a change. */
  text: string;
  heardAt: number;
}

/** Creates the exchange; `start()` begins the heartbeats, `receive` takes every bus event. */
export function createPresenceExchange(options: PresenceExchangeOptions) {
  const heartbeatMs = options.heartbeatMs ?? PRESENCE_HEARTBEAT_MS;
  const onError = options.onError ?? (() => undefined);
  /** What each other instance said, per map. */
  const heard = new Map<string, Map<string, Heard>>();
  let timer: ReturnType<typeof setInterval> | null = null;
  // One publish at a time, so the others hear this instance's changes in the order they happened.
  let queue: Promise<void> = Promise.resolve();

  const publish = (event: LiveEvent) => {
    queue = queue.then(() => options.bus.publish(event)).catch(onError);
  };

  /** Records what an instance says about a map; true when it differs from what was heard before. */
  function hear(instanceId: string, mapId: string, viewers: SharedViewer[], now: number): boolean {
    let maps = heard.get(instanceId);
    if (!maps) heard.set(instanceId, (maps = new Map<string, Heard>()));
    const before = maps.get(mapId);
    if (viewers.length === 0) {
      maps.delete(mapId);
      if (maps.size === 0) heard.delete(instanceId);
      return before !== undefined;
    }
    const text = JSON.stringify(viewers);
    maps.set(mapId, { viewers, text, heardAt: now });
    return before?.text !== text;
  }

  /** Forgets what was not repeated for three heartbeats; shows the maps that lost viewers. */
  function expire(now: number): void {
    const lapsed = new Set<string>();
    for (const [instanceId, maps] of heard) {
      for (const [mapId, entry] of maps) {
        if (now - entry.heardAt <= PRESENCE_MISSED_BEATS * heartbeatMs) continue;
        maps.delete(mapId);
        lapsed.add(mapId);
      }
      if (maps.size === 0) heard.delete(instanceId);
    }
    for (const mapId of lapsed) options.show(mapId);
  }

  /** Publishes every map this instance has viewers of, in notifications small enough to send. */
  function beat(): void {
    let maps: Record<string, SharedViewer[]> = {};
    let size = 0;
    const flush = () => {
      publish({ type: 'presenceBeat', instanceId: options.instanceId, maps });
      maps = {};
      size = 0;
    };
    for (const [mapId, viewers] of options.local()) {
      const kept = fitting(viewers);
      const bytes = bytesOf(kept) + bytesOf(mapId) + 1;
      if (size > 0 && size + bytes > MAX_PAYLOAD_BYTES) flush();
      maps[mapId] = kept;
      size += bytes;
    }
    // An empty beat still says the instance is alive.
    flush();
  }

  /** One heartbeat: publish this instance's presence and drop what others stopped repeating. */
  function tick(): void {
    beat();
    expire(options.now());
  }

  const shared: SharedPresence = {
    remote(mapId) {
      const viewers: SharedViewer[] = [];
      for (const maps of heard.values()) viewers.push(...(maps.get(mapId)?.viewers ?? []));
      return viewers;
    },
    changed(mapId, viewers) {
      if (options.bus.shared)
        publish({ type: 'presence', instanceId: options.instanceId, mapId, viewers: fitting(viewers) });
    },
  };

  return {
    ...shared,

    /** Takes a bus event: another instance's presence is merged (this instance's own is ignored). */
    receive(event: LiveEvent): void {
      if (event.type !== 'presence' && event.type !== 'presenceBeat') return;
      if (event.instanceId === options.instanceId) return;
      const now = options.now();
      if (event.type === 'presence') {
        if (hear(event.instanceId, event.mapId, event.viewers, now)) options.show(event.mapId);
        return;
      }
      for (const [mapId, viewers] of Object.entries(event.maps))
        if (hear(event.instanceId, mapId, viewers, now)) options.show(mapId);
    },

    tick,

    /** Starts the heartbeats (only when other instances may listen). */
    start(): void {
      if (!options.bus.shared || timer) return;
      timer = setInterval(tick, heartbeatMs);
      timer.unref();
      tick();
    },

    /** Stops the heartbeats; resolves when what was being published has gone. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await queue;
    },

    /** Instances heard from (tests). */
    instances(): string[] {
      return [...heard.keys()];
    },
  };
}

/** The presence exchange (`createPresenceExchange`'s result). */
export type PresenceExchange = ReturnType<typeof createPresenceExchange>;
