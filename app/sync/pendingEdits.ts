import { useSyncExternalStore } from 'react';

// Nothing typed is lost on close (issue 15, point 5). A text field that saves after a pause registers
// its unsaved text here while the pause runs. Leaving the page (`pagehide`, `visibilitychange` to
// hidden) flushes every registered edit through the map writer; unmounting a field flushes it too
// (never cancels). An IndexedDB write started while a tab closes may not finish, so leaving also copies
// the unsaved texts to localStorage (synchronous) first; each leaves that journal once it is stored, and
// whatever a closed tab left there is written at the next start (`replayDrafts`).
//
// The indicator (SyncIndicator) reads two things from here so that it never says "Synced" early:
// how many edits are typed but not saved, and whether a local write committed that its own outbox
// count has not seen yet (`localWriteSeq`).

/** Where an unsaved text goes: a field of a map, or the text of one list item. */
export type DraftTarget = { mapId: string; field: DraftField } | { mapId: string; itemId: string };

/** The map fields typed into debounced fields. */
export type DraftField = 'title' | 'systemBoundary' | 'context' | 'needs';

/** An unsaved text as the journal keeps it. */
export type Draft = { target: DraftTarget; value: string };

/** One registered unsaved edit. */
export type PendingEdit = {
  /** Saves the text now (through the map writer); resolves when it is stored on the device. */
  flush: () => Promise<unknown> | void;
  /** The text and where it goes, for the journal; null when nothing should be saved (a blank title). */
  draft?: () => Draft | null;
};

const pending = new Map<number, PendingEdit>();
let nextId = 1;

type WriteState = { pendingCount: number; writing: number; writeSeq: number };
let state: WriteState = { pendingCount: 0, writing: 0, writeSeq: 0 };
const subscribers = new Set<() => void>();

function setState(patch: Partial<WriteState>): void {
  state = { ...state, ...patch };
  subscribers.forEach((notify) => notify());
}

/** Subscribes to changes of the pending count and of local writes; returns the unsubscribe. */
export function subscribePendingEdits(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** The pending count, writes in flight and the local write sequence, as one snapshot. */
export function pendingEditsState(): Readonly<WriteState> {
  return state;
}

/** The same snapshot for React (re-renders when it changes). */
export function usePendingEditsState(): Readonly<WriteState> {
  return useSyncExternalStore(subscribePendingEdits, pendingEditsState, pendingEditsState);
}

/**
 * Registers an unsaved edit; returns its release, which the field calls once the text is stored
 * (or when there is nothing left to save). Releasing twice is harmless.
 */
export function holdPendingEdit(edit: PendingEdit): () => void {
  const id = nextId++;
  pending.set(id, edit);
  setState({ pendingCount: pending.size });
  return () => {
    if (pending.delete(id)) setState({ pendingCount: pending.size });
  };
}

/** How many typed edits are not yet stored. */
export function pendingEditCount(): number {
  return pending.size;
}

/** Saves every pending edit now; resolves when all have settled (a failure is the field's to report). */
export async function flushPendingEdits(): Promise<void> {
  const edits = [...pending.values()];
  await Promise.allSettled(edits.map((edit) => Promise.resolve().then(edit.flush)));
}

/**
 * Runs `work`, a local write that adds to the outbox, counting it as in flight until it settles;
 * then bumps `writeSeq` so the indicator knows its outbox count must be read again.
 */
export async function trackLocalWrite<T>(work: () => Promise<T>): Promise<T> {
  setState({ writing: state.writing + 1 });
  try {
    return await work();
  } finally {
    setState({ writing: state.writing - 1, writeSeq: state.writeSeq + 1 });
  }
}

// ---- The journal: unsaved texts copied to localStorage while the page goes away ----

/** localStorage key of the journal. */
export const DRAFT_JOURNAL_KEY = 'spine-explorer:unsaved-drafts';

type JournalEntry = Draft & { at: string };

function draftKey(target: DraftTarget): string {
  return 'field' in target
    ? `${target.mapId}:field:${target.field}`
    : `${target.mapId}:item:${target.itemId}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked
  }
}

/** The journal's entries by key (an unreadable journal reads as empty). */
export function readJournal(): Record<string, JournalEntry> {
  const raw = storage()?.getItem(DRAFT_JOURNAL_KEY);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, JournalEntry>) : {};
  } catch {
    return {};
  }
}

function writeJournal(entries: Record<string, JournalEntry>): void {
  const store = storage();
  if (!store) return;
  try {
    if (Object.keys(entries).length === 0) store.removeItem(DRAFT_JOURNAL_KEY);
    else store.setItem(DRAFT_JOURNAL_KEY, JSON.stringify(entries));
  } catch {
    // quota or blocked storage: the IndexedDB flush still runs
  }
}

/** Copies every pending edit's text to the journal, synchronously; returns what it wrote. */
export function journalPendingEdits(now = new Date()): Draft[] {
  const drafts = [...pending.values()].flatMap((edit) => edit.draft?.() ?? []);
  if (drafts.length === 0) return [];
  const entries = readJournal();
  for (const draft of drafts) entries[draftKey(draft.target)] = { ...draft, at: now.toISOString() };
  writeJournal(entries);
  return drafts;
}

/** Removes journal entries that are stored now (only if the journal still holds that same text). */
export function forgetDrafts(drafts: readonly Draft[]): void {
  if (drafts.length === 0) return;
  const entries = readJournal();
  for (const draft of drafts) {
    const key = draftKey(draft.target);
    if (entries[key]?.value === draft.value) delete entries[key];
  }
  writeJournal(entries);
}

/** What writes a journal entry: the map writer's updateMap and setItemText. */
export type DraftWriter = {
  updateMap: (mapId: string, patch: Partial<Record<DraftField, string>>) => Promise<unknown>;
  setItemText: (mapId: string, itemId: string, text: string) => Promise<unknown>;
};

/**
 * Writes what a page that closed before its flush finished left in the journal (at start, before
 * the first sync, so each edit is stamped against what the device showed when it was typed).
 * An entry whose map is gone is dropped. Returns how many were written.
 */
export async function replayDrafts(writer: DraftWriter): Promise<number> {
  const entries = Object.values(readJournal());
  let written = 0;
  for (const entry of entries) {
    const { target, value } = entry;
    try {
      if ('field' in target) await writer.updateMap(target.mapId, { [target.field]: value });
      else await writer.setItemText(target.mapId, target.itemId, value);
      written += 1;
    } catch {
      // the map left the device (or is in Trash): nothing to write it to
    }
    forgetDrafts([{ target, value }]);
  }
  return written;
}

/** Journals and flushes every pending edit, then forgets the journaled texts that were stored. */
export async function saveBeforeLeaving(): Promise<void> {
  const drafts = journalPendingEdits();
  await flushPendingEdits();
  // Whatever a field could not store stays pending (and journaled) for the next try or start.
  const still = new Set(
    [...pending.values()].flatMap((edit) => edit.draft?.() ?? []).map((draft) => draftKey(draft.target)),
  );
  forgetDrafts(drafts.filter((draft) => !still.has(draftKey(draft.target))));
}

/**
 * Saves pending edits whenever the page is hidden or goes away. Returns the uninstall. The app
 * calls it once (startSync); a second install while one is active returns the first's uninstall.
 */
export function saveOnLeave(target: Window = window): () => void {
  const onHide = () => void saveBeforeLeaving();
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') onHide();
  };
  target.addEventListener('pagehide', onHide);
  target.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    target.removeEventListener('pagehide', onHide);
    target.document.removeEventListener('visibilitychange', onVisibility);
  };
}
