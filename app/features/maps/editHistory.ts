import { create } from 'zustand';
import type { MapEdit } from '../../../shared/schemas/mapOps';

// Undo/redo for the editor: each committed edit is kept as two lists of item-level edits (how to go
// back, how to go forward). Undoing is itself an edit — it goes through the map writer and the
// outbox — so it syncs like any other change, and touches only what the edit touched.

/** One undoable edit of one map. */
export type HistoryEntry = { mapId: string; undo: MapEdit[]; redo: MapEdit[] };

/** How many edits the editor can undo. */
export const UNDO_LIMIT = 100;

type EditHistoryState = {
  past: HistoryEntry[];
  future: HistoryEntry[];
  /** Records an edit just applied to `mapId`. */
  record: (entry: HistoryEntry) => void;
  /** Takes the latest edit of `mapId` off the undo stack; the caller applies `entry.undo`. */
  takeUndo: (mapId: string) => HistoryEntry | undefined;
  /** Takes the latest undone edit of `mapId`; the caller applies `entry.redo`. */
  takeRedo: (mapId: string) => HistoryEntry | undefined;
  /** Forgets the history (another map opened). */
  reset: () => void;
};

/** The editor's undo/redo stacks (UI state only; the map itself lives in Dexie). */
export const useEditHistory = create<EditHistoryState>((set, get) => ({
  past: [],
  future: [],
  record: (entry) => set((state) => ({ past: [...state.past, entry].slice(-UNDO_LIMIT), future: [] })),
  takeUndo: (mapId) => {
    const entry = get().past.at(-1);
    if (!entry || entry.mapId !== mapId) return undefined;
    set((state) => ({ past: state.past.slice(0, -1), future: [...state.future, entry] }));
    return entry;
  },
  takeRedo: (mapId) => {
    const entry = get().future.at(-1);
    if (!entry || entry.mapId !== mapId) return undefined;
    set((state) => ({ future: state.future.slice(0, -1), past: [...state.past, entry] }));
    return entry;
  },
  reset: () => set({ past: [], future: [] }),
}));
