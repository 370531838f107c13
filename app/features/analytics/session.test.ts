import { describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS, touchSession, type SessionStorageLike } from './session';

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
