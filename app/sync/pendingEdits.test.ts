import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb, type SpineDb } from '../db/db';
import { sampleMap } from '../test/sampleMap';
import { createMapWriter } from './mapWriter';
import {
  DRAFT_JOURNAL_KEY,
  flushPendingEdits,
  holdPendingEdit,
  pendingEditCount,
  pendingEditsState,
  readJournal,
  replayDrafts,
  saveOnLeave,
  trackLocalWrite,
  type PendingEdit,
} from './pendingEdits';

// Issue 15, point 5: text typed into a field that saves after a pause is stored when the page is
// hidden or closed, and what a closing tab could not store is written at the next start.

const releases: (() => void)[] = [];
const uninstalls: (() => void)[] = [];
const opened: SpineDb[] = [];
afterEach(() => {
  releases.splice(0).forEach((release) => release());
  uninstalls.splice(0).forEach((uninstall) => uninstall());
  for (const database of opened.splice(0)) database.close();
  localStorage.clear();
});

function hold(edit: PendingEdit): () => void {
  const release = holdPendingEdit(edit);
  releases.push(release);
  return release;
}

function device() {
  const database = createDb(`pending-edits-${opened.length}-${Math.random()}`, {
    indexedDB: new IDBFactory(),
    IDBKeyRange,
  });
  opened.push(database);
  return { database, writer: createMapWriter(database) };
}

const content = sampleMap;

/** A promise with its resolve, to hold a flush open like a write still under way. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('the pending edit registry', () => {
  it('counts held edits, releases each once, and tells subscribers', () => {
    const before = pendingEditsState().pendingCount;
    const first = hold({ flush: () => undefined });
    hold({ flush: () => undefined });
    expect(pendingEditCount()).toBe(before + 2);
    expect(pendingEditsState().pendingCount).toBe(before + 2);
    first();
    first();
    expect(pendingEditCount()).toBe(before + 1);
  });

  it('flushes every held edit and waits for all, a failing one included', async () => {
    const stored: string[] = [];
    const slow = deferred();
    hold({
      flush: async () => {
        await slow.promise;
        stored.push('title');
      },
    });
    hold({ flush: () => Promise.reject(new Error('disk full')) });
    hold({ flush: () => void stored.push('needs') });
    const flushed = flushPendingEdits();
    await Promise.resolve();
    expect(stored).toEqual(['needs']);
    slow.resolve();
    await flushed;
    expect(stored.sort()).toEqual(['needs', 'title']);
  });

  it('counts a local write as in flight, then moves the write sequence on', async () => {
    const { writeSeq } = pendingEditsState();
    const gate = deferred();
    const write = trackLocalWrite(() => gate.promise.then(() => 'done'));
    expect(pendingEditsState().writing).toBe(1);
    expect(pendingEditsState().writeSeq).toBe(writeSeq);
    gate.resolve();
    expect(await write).toBe('done');
    expect(pendingEditsState()).toMatchObject({ writing: 0, writeSeq: writeSeq + 1 });
    await expect(trackLocalWrite(() => Promise.reject(new Error('nope')))).rejects.toThrow('nope');
    expect(pendingEditsState()).toMatchObject({ writing: 0, writeSeq: writeSeq + 2 });
  });
});

describe('leaving the page', () => {
  it('journals the texts synchronously on pagehide, flushes them, and forgets each once stored', async () => {
    uninstalls.push(saveOnLeave());
    const gate = deferred();
    const flush = vi.fn(() => gate.promise);
    const release = hold({
      flush,
      draft: () => ({ target: { mapId: 'm1', field: 'title' }, value: 'Typed just now' }),
    });
    hold({ flush: () => undefined, draft: () => null });

    window.dispatchEvent(new Event('pagehide'));
    // Before anything async ran: the text is in localStorage, and the write has started.
    expect(readJournal()).toEqual({
      'm1:field:title': {
        target: { mapId: 'm1', field: 'title' },
        value: 'Typed just now',
        at: expect.any(String) as string,
      },
    });
    await Promise.resolve();
    expect(flush).toHaveBeenCalledTimes(1);

    release(); // the field releases once its write is stored
    gate.resolve();
    await vi.waitFor(() => expect(localStorage.getItem(DRAFT_JOURNAL_KEY)).toBeNull());
  });

  it('keeps a text in the journal while its edit is still pending after the flush (it could not be stored)', async () => {
    uninstalls.push(saveOnLeave());
    hold({
      flush: () => Promise.reject(new Error('quota')),
      draft: () => ({ target: { mapId: 'm1', itemId: 'i1' }, value: 'Kept for later' }),
    });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    }
    await flushPendingEdits();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(Object.values(readJournal()).map((entry) => entry.value)).toEqual(['Kept for later']);
  });

  it('does nothing on visibilitychange to visible', () => {
    uninstalls.push(saveOnLeave());
    const flush = vi.fn();
    hold({ flush, draft: () => ({ target: { mapId: 'm1', field: 'needs' }, value: 'x' }) });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).not.toHaveBeenCalled();
    expect(readJournal()).toEqual({});
  });
});

describe('replaying the journal at start', () => {
  it('writes what a closed tab left through the map writer, queues it, and empties the journal', async () => {
    const { database, writer } = device();
    const id = await writer.saveNewMap(content);
    const itemId = (await database.maps.get(id))!.items.find((item) => item.level === 'values')!.id;
    await database.outbox.clear();
    localStorage.setItem(
      DRAFT_JOURNAL_KEY,
      JSON.stringify({
        [`${id}:field:title`]: {
          target: { mapId: id, field: 'title' },
          value: 'Support desk, renamed',
          at: new Date().toISOString(),
        },
        [`${id}:item:${itemId}`]: {
          target: { mapId: id, itemId },
          value: 'Speed: within the hour',
          at: new Date().toISOString(),
        },
        'gone:field:needs': {
          target: { mapId: 'gone', field: 'needs' },
          value: 'orphan',
          at: new Date().toISOString(),
        },
      }),
    );

    expect(await replayDrafts(writer)).toBe(2);
    const map = await database.maps.get(id);
    expect(map?.title).toBe('Support desk, renamed');
    expect(map?.values).toEqual(['Speed: within the hour']);
    const ops = (await database.outbox.toArray()).flatMap((row) => ('ops' in row ? row.ops : []));
    expect(ops.map((op) => op.type).sort()).toEqual(['set', 'text']);
    expect(localStorage.getItem(DRAFT_JOURNAL_KEY)).toBeNull();
  });

  it('writes nothing for a text the device already stored (the flush finished after all)', async () => {
    const { database, writer } = device();
    const id = await writer.saveNewMap(content);
    await database.outbox.clear();
    localStorage.setItem(
      DRAFT_JOURNAL_KEY,
      JSON.stringify({
        [`${id}:field:needs`]: { target: { mapId: id, field: 'needs' }, value: content.needs, at: '' },
      }),
    );
    await replayDrafts(writer);
    expect(await database.outbox.count()).toBe(0);
    expect(readJournal()).toEqual({});
  });

  it('reads an unreadable journal as empty', async () => {
    const { writer } = device();
    localStorage.setItem(DRAFT_JOURNAL_KEY, '{not json');
    expect(await replayDrafts(writer)).toBe(0);
  });
});
