import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  peekSession,
  SESSION_IDLE_MS,
  touchSession,
  usageSessionHeaders,
  type SessionStorageLike,
} from './session';

function storage(): SessionStorageLike {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('touchSession', () => {
  it('starts a session on the first event and keeps it while active', () => {
    const store = storage();
    let n = 0;
    const id = () => `s${++n}`;
    expect(touchSession(store, 1000, id)).toEqual({ id: 's1', isNew: true });
    expect(touchSession(store, 1000 + SESSION_IDLE_MS, id)).toEqual({ id: 's1', isNew: false });
    expect(touchSession(store, 1000 + 2 * SESSION_IDLE_MS, id)).toEqual({ id: 's1', isNew: false });
  });

  it('starts a new session after 30 minutes idle', () => {
    const store = storage();
    let n = 0;
    const id = () => `s${++n}`;
    touchSession(store, 0, id);
    expect(touchSession(store, SESSION_IDLE_MS + 1, id)).toEqual({ id: 's2', isNew: true });
  });

  it('survives unreadable storage', () => {
    const store = storage();
    store.setItem('spine-explorer.analytics-session', '{not json');
    expect(touchSession(store, 5, () => 'fresh')).toEqual({ id: 'fresh', isNew: true });
  });
});

describe('peekSession and usageSessionHeaders', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('reads the live session without starting or extending one', () => {
    const store = storage();
    expect(peekSession(store, 0)).toBeNull();
    touchSession(store, 0, () => 'visit');
    expect(peekSession(store, SESSION_IDLE_MS)).toBe('visit');
    expect(peekSession(store, SESSION_IDLE_MS + 1)).toBeNull();
    expect(touchSession(store, SESSION_IDLE_MS + 1, () => 'next').isNew).toBe(true);
  });

  it('names the session on AI calls unless the visitor opts out of tracking', () => {
    expect(usageSessionHeaders()).toEqual({});
    touchSession(window.localStorage, Date.now(), () => 'visit-1');
    expect(usageSessionHeaders()).toEqual({ 'x-spine-session': 'visit-1' });
    vi.stubGlobal('navigator', { ...window.navigator, doNotTrack: '1' });
    expect(usageSessionHeaders()).toEqual({});
  });
});
