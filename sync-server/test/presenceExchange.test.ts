import { describe, expect, it } from 'vitest';
import { createLocalBus, type LiveBus } from '../src/live/bus';
import type { SharedViewer } from '../src/live/events';
import { createPresenceExchange, PRESENCE_MISSED_BEATS } from '../src/live/presenceExchange';

// Presence between instances with a fake clock: instances on one bus (the in-process one, told it
// is shared) merge each other's viewers, and forget an instance that stops beating.

const HEARTBEAT = 1000;

const viewer = (connectionId: string, since = 0): SharedViewer => ({
  connectionId,
  userId: `user-${connectionId}`,
  name: connectionId,
  level: null,
  since,
});

function world() {
  const local = createLocalBus();
  /** Every published event as the notification payload it would be. */
  const payloads: string[] = [];
  const bus: LiveBus = {
    ...local,
    shared: true,
    publish: (event) => {
      payloads.push(JSON.stringify(event));
      return local.publish(event);
    },
  };
  let now = 0;
  const instance = (instanceId: string) => {
    const viewers = new Map<string, SharedViewer[]>();
    const shown: string[] = [];
    const exchange = createPresenceExchange({
      instanceId,
      bus,
      heartbeatMs: HEARTBEAT,
      now: () => now,
      local: () => viewers,
      show: (mapId) => shown.push(mapId),
    });
    bus.subscribe((event) => exchange.receive(event));
    return { exchange, viewers, shown };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { instance, settle, payloads, advance: (ms: number) => (now += ms) };
}

describe('presence across instances', () => {
  it("merges another instance's viewers when they change, and ignores its own", async () => {
    const { instance, settle } = world();
    const a = instance('a');
    const b = instance('b');
    a.exchange.changed('map-1', [viewer('tab-a')]);
    await settle();
    expect(b.exchange.remote('map-1')).toEqual([viewer('tab-a')]);
    expect(b.shown).toEqual(['map-1']);
    expect(a.exchange.remote('map-1')).toEqual([]);
    a.exchange.changed('map-1', []);
    await settle();
    expect(b.exchange.remote('map-1')).toEqual([]);
  });

  it('keeps an instance that beats, and drops one after three missed heartbeats', async () => {
    const { instance, settle, advance } = world();
    const a = instance('a');
    const b = instance('b');
    const c = instance('c');
    a.viewers.set('map-1', [viewer('tab-a')]);
    c.viewers.set('map-1', [viewer('tab-c', 5)]);
    a.exchange.tick();
    c.exchange.tick();
    await settle();
    expect(
      b.exchange
        .remote('map-1')
        .map((v) => v.connectionId)
        .sort(),
    ).toEqual(['tab-a', 'tab-c']);

    // c stops (crashed); a goes on beating every heartbeat.
    for (let beat = 1; beat <= PRESENCE_MISSED_BEATS; beat += 1) {
      advance(HEARTBEAT);
      a.exchange.tick();
      b.exchange.tick();
      await settle();
      expect(b.exchange.remote('map-1')).toHaveLength(2);
    }
    advance(HEARTBEAT);
    a.exchange.tick();
    b.exchange.tick();
    await settle();
    expect(b.exchange.remote('map-1').map((v) => v.connectionId)).toEqual(['tab-a']);
    expect(b.exchange.instances()).toEqual(['a']);
    expect(b.shown.at(-1)).toBe('map-1');
  });

  it('splits a heartbeat that would not fit in one notification', async () => {
    const { instance, settle, payloads } = world();
    const a = instance('a');
    const b = instance('b');
    for (let map = 0; map < 200; map += 1) a.viewers.set(`map-${map}`, [viewer(`tab-${map}`)]);
    a.exchange.tick();
    await settle();
    expect(b.exchange.remote('map-0')).toHaveLength(1);
    expect(b.exchange.remote('map-199')).toHaveLength(1);
    // PostgreSQL refuses a notification payload of 8,000 bytes or more.
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);

    // One map with more viewers than one notification holds (a workshop on one instance).
    payloads.length = 0;
    const crowd = Array.from({ length: 300 }, (_, index) => viewer(`tab-crowd-${index}`, index));
    a.exchange.changed('map-crowd', crowd);
    await settle();
    expect(b.exchange.remote('map-crowd').length).toBeGreaterThan(10);
    expect(Buffer.byteLength(payloads[0] ?? '')).toBeLessThan(8000);
  });
});
