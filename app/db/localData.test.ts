import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb } from './db';
import { DB_NAME, detectLocalData, hasLocalData, markLocalData } from './localData';

const MARKER_KEY = 'spine-explorer:local-data';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.removeItem(MARKER_KEY);
});

describe('local data marker', () => {
  it('reads and sets the marker in localStorage, without opening IndexedDB', () => {
    window.localStorage.setItem(MARKER_KEY, '1');
    expect(hasLocalData()).toBe(true);
    window.localStorage.removeItem(MARKER_KEY);
    expect(hasLocalData()).toBe(false);
    markLocalData();
    expect(window.localStorage.getItem(MARKER_KEY)).toBe('1');
  });

  it('finds no local data on a device whose IndexedDB has no app database', async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    expect(await detectLocalData()).toBe(false);
    expect(hasLocalData()).toBe(false);
  });

  it("finds a device's database from before the marker existed, and marks it", async () => {
    const factory = new IDBFactory();
    const database = createDb(DB_NAME, { indexedDB: factory, IDBKeyRange });
    await database.open();
    database.close();
    vi.stubGlobal('indexedDB', factory);
    expect(await detectLocalData()).toBe(true);
    expect(hasLocalData()).toBe(true);
  });

  it('assumes local data where the browser cannot list its databases', async () => {
    vi.stubGlobal('indexedDB', { open: () => undefined });
    expect(await detectLocalData()).toBe(true);
  });
});
