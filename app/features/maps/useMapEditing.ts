import { useCallback, useEffect } from 'react';
import type { SpineMap, SpineMapPatch } from '../../../shared/schemas/spineMap';
import { toast } from '../../ui/toastStore';
import { useEditHistory } from './editHistory';
import { updateMap } from './mapStore';

function reportFailure(error: unknown) {
  toast({
    title: 'Could not save the change',
    description: error instanceof Error ? error.message : String(error),
    variant: 'destructive',
  });
}

/**
 * The editor's write path: `edit(patch)` records undo history and saves at once (Dexie + outbox);
 * `undo`/`redo` replay the history through the same path. Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (or +Y)
 * work anywhere on the page except inside a text field, where the browser's own undo applies.
 */
export function useMapEditing(map: SpineMap | undefined) {
  const { record, takeUndo, takeRedo, reset, past, future } = useEditHistory();
  const mapId = map?.id;

  useEffect(() => reset, [mapId, reset]);

  const edit = useCallback(
    (patch: SpineMapPatch) => {
      if (!map) return;
      record(map, patch);
      updateMap(map.id, patch).catch(reportFailure);
    },
    [map, record],
  );

  const undo = useCallback(() => {
    const entry = mapId ? takeUndo(mapId) : undefined;
    if (entry) updateMap(entry.mapId, entry.undo).catch(reportFailure);
  }, [mapId, takeUndo]);

  const redo = useCallback(() => {
    const entry = mapId ? takeRedo(mapId) : undefined;
    if (entry) updateMap(entry.mapId, entry.redo).catch(reportFailure);
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
    undo,
    redo,
    canUndo: past.at(-1)?.mapId === mapId && mapId !== undefined,
    canRedo: future.at(-1)?.mapId === mapId && mapId !== undefined,
  };
}
