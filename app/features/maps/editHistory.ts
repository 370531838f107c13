import { create } from 'zustand';
import type { SpineMap, SpineMapPatch } from '../../../shared/schemas/spineMap';
import { OPTIONAL_TEXT_FIELDS } from '../../../shared/sync/content';

// Undo/redo for the editor: each committed edit is kept as a pair of patches (how to go back, how
// to go forward). Undoing is itself an edit — it goes through updateMap and the outbox — so it
// syncs like any other change.

/** One undoable edit of one map. */
export type HistoryEntry = { mapId: string; undo: SpineMapPatch; redo: SpineMapPatch };

/** How many edits the editor can undo. */
export const UNDO_LIMIT = 100;

const optionalText: ReadonlySet<string> = new Set(OPTIONAL_TEXT_FIELDS);

/** The patch that restores `map`'s values for every field `patch` touches ('' for an absent optional text). */
export function inversePatch(map: SpineMap, patch: SpineMapPatch): SpineMapPatch {
  const undo: Record<string, unknown> = {};
  for (const key of Object.keys(patch)) {
    const value = (map as Record<string, unknown>)[key];
    undo[key] = value === undefined && optionalText.has(key) ? '' : value;
  }
  return undo;
}

type EditHistoryState = {
  past: HistoryEntry[];
  future: HistoryEntry[];
  /** Records an edit about to be applied to `map` (call before writing). */
  record: (map: SpineMap, patch: SpineMapPatch) => void;
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
  record: (map, patch) =>
    set((state) => ({
      past: [...state.past, { mapId: map.id, undo: inversePatch(map, patch), redo: patch }].slice(
        -UNDO_LIMIT,
      ),
      future: [],
    })),
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
