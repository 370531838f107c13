import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { CopyPlus, TriangleAlert, X } from 'lucide-react';
import { useState } from 'react';
import { db } from '../../db/db';
import type { RejectedChangeRow } from '../../db/rows';
import { accountRejectedChanges, discardRejected } from '../../sync/rejectedChanges';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { toast } from '../../ui/toastStore';
import { saveNewMap } from '../maps/mapStore';
import { saveRejectedAsNewMap } from './saveRejected';

/** The device account's refused changes, newest first (all, or one map's); undefined while loading. */
export function useRejectedChanges(mapId?: string): RejectedChangeRow[] | undefined {
  return useLiveQuery(async () => {
    const rows = await accountRejectedChanges(db);
    return mapId === undefined ? rows : rows.filter((row) => row.mapId === mapId);
  }, [mapId]);
}

/**
 * Changes the server did not accept (removed from the map, a viewer, a deleted map): says so and
 * offers to save them as a new map of the user's own, or to discard them. Stays until one is chosen.
 */
export function RejectedChangesNotice({ row, className }: { row: RejectedChangeRow; className?: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      const id = await saveRejectedAsNewMap(db, { saveNewMap }, row);
      toast({ title: 'Saved as a new map', description: 'It is yours, and private until you change that.' });
      await navigate({ to: '/maps/$id', params: { id } });
    } catch (failure) {
      toast({
        title: 'Could not save the map',
        description: failure instanceof Error ? failure.message : String(failure),
        variant: 'destructive',
      });
      setBusy(false);
    }
  };
  const discard = async () => {
    if (!window.confirm('Discard these changes? They cannot be brought back.')) return;
    await discardRejected(db, row.mapId);
  };

  return (
    <section
      aria-label="Changes not accepted"
      className={cn('no-print rounded-card border border-red-200 bg-red-50 p-4 text-red-900', className)}
    >
      <h2 className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-5 shrink-0" aria-hidden="true" /> Your changes to “{row.content.title}”
        were not accepted
      </h2>
      <p className="mt-1 text-sm">{row.message}</p>
      <p className="mt-1 text-sm">
        They are kept on this device: save them as a new map of your own, or discard them.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => void save()}>
          <CopyPlus aria-hidden="true" /> Save as a new map
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void discard()}>
          <X aria-hidden="true" /> Discard
        </Button>
      </div>
    </section>
  );
}

/** Every refused change of one map (the editor) or of all maps (My maps). */
export function RejectedChanges({ mapId, className }: { mapId?: string; className?: string }) {
  const rows = useRejectedChanges(mapId);
  if (!rows?.length) return null;
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {rows.map((row) => (
        <RejectedChangesNotice key={row.mapId} row={row} />
      ))}
    </div>
  );
}
