import { useCallback, useEffect, useMemo } from 'react';
import type { ListLevelId } from '../../../shared/levels';
import type { SpineMap, SpineMapPatch } from '../../../shared/schemas/spineMap';
import { mapWriter, type EditResult } from '../../sync/mapWriter';
import { toast } from '../../ui/toastStore';
import { useEditHistory } from './editHistory';

function reportFailure(error: unknown) {
  toast({
    title: 'Could not save the change',
    description: error instanceof Error ? error.message : String(error),
    variant: 'destructive',
  });
}

/** The editor's item actions on one map; each is saved at once and can be undone. */
export type ItemActions = {
  add: (level: ListLevelId, text: string) => Promise<boolean>;
  setText: (itemId: string, text: string) => Promise<boolean> | void;
  move: (level: ListLevelId, itemId: string, by: -1 | 1) => void;
  remove: (itemId: string) => void;
};

/**
 * The editor's write path: `edit(patch)` for fields and `items` for list items save at once
 * (Dexie + outbox) and record undo history; `undo`/`redo` replay it through the same writer.
 * Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (or +Y) work anywhere on the page except inside a text field,
 * where the browser's own undo applies.
 */
export function useMapEditing(map: SpineMap | undefined) {
  const { record, takeUndo, takeRedo, reset, past, future } = useEditHistory();
  const mapId = map?.id;

  useEffect(() => reset, [mapId, reset]);

  /** Runs one write and records it for undo; false when it failed (and the user was told). */
  const run = useCallback(
    async (write: (id: string) => Promise<EditResult>): Promise<boolean> => {
      if (!mapId) return false;
      try {
        const { edits, inverse } = await write(mapId);
        if (edits.length > 0) record({ mapId, undo: inverse, redo: edits });
        return true;
      } catch (error) {
        reportFailure(error);
        return false;
      }
    },
    [mapId, record],
  );

  const edit = useCallback((patch: SpineMapPatch) => run((id) => mapWriter.updateMap(id, patch)), [run]);

  const items = useMemo<ItemActions>(
    () => ({
      add: (level, text) => run((id) => mapWriter.addItem(id, level, text)),
      setText: (itemId, text) => run((id) => mapWriter.setItemText(id, itemId, text)),
      move: (level, itemId, by) => void run((id) => mapWriter.moveItem(id, level, itemId, by)),
      remove: (itemId) => void run((id) => mapWriter.removeItem(id, itemId)),
    }),
    [run],
  );

  const undo = useCallback(() => {
    const entry = mapId ? takeUndo(mapId) : undefined;
    if (entry) mapWriter.applyEdits(entry.mapId, entry.undo).catch(reportFailure);
  }, [mapId, takeUndo]);

  const redo = useCallback(() => {
    const entry = mapId ? takeRedo(mapId) : undefined;
    if (entry) mapWriter.applyEdits(entry.mapId, entry.redo).catch(reportFailure);
  }, [mapId, takeRedo]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        redo();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [undo, redo]);

  return {
    edit,
    items,
    undo,
    redo,
    canUndo: past.at(-1)?.mapId === mapId && mapId !== undefined,
    canRedo: future.at(-1)?.mapId === mapId && mapId !== undefined,
  };
}
