// @vitest-environment node
// Reconnect timing of the live channel, with a socket that can never connect and a fake clock.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveChannel, type LiveSocketLike } from './liveChannel';

type Listener = (event: unknown) => void;

/** A socket whose server is unreachable: it closes right after it is made. */
function unreachable(attempts: number[]): () => LiveSocketLike {
  return () => {
    attempts.push(Date.now());
    const listeners = new Map<string, Listener[]>();
    queueMicrotask(() => listeners.get('close')?.forEach((listener) => listener({})));
    return {
      readyState: 0,
      send: () => undefined,
      close: () => undefined,
      addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    };
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('live channel reconnects', () => {
  it('waits longer after each failure, up to the ceiling, spread by jitter', async () => {
    vi.useFakeTimers({ now: 0 });
    const attempts: number[] = [];
    const live = createLiveChannel({
      connect: unreachable(attempts),
      onMessage: () => undefined,
      timing: { backoffBaseMs: 1000, backoffMaxMs: 8000, heartbeatMs: 8000 },
      random: () => 0.5,
    });
    live.setWanted(true);
    await vi.advanceTimersByTimeAsync(60_000);
    const gaps = attempts.slice(1).map((at, i) => at - attempts[i]!);
    // Half of 1, 2, 4, 8, 8, … seconds (the jitter source says 0.5).
    expect(gaps.slice(0, 6)).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
    live.setWanted(false);
    const count = attempts.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toHaveLength(count);
  });

  it('tries again at once when the browser comes back online', async () => {
    vi.useFakeTimers({ now: 0 });
    const attempts: number[] = [];
    const live = createLiveChannel({
      connect: unreachable(attempts),
      onMessage: () => undefined,
      timing: { backoffBaseMs: 1000, backoffMaxMs: 60_000, heartbeatMs: 8000 },
      random: () => 0.99,
    });
    live.setWanted(true);
    await vi.advanceTimersByTimeAsync(20_000);
    const before = attempts.length;
    live.retryNow();
    expect(attempts).toHaveLength(before + 1);
    live.setWanted(false);
  });
});
