import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { CopyPlus, RotateCcw, TriangleAlert, X } from 'lucide-react';
import { useState } from 'react';
import { db } from '../../db/db';
import type { RejectedChangeRow } from '../../db/rows';
import { saveNewMap } from '../../sync/mapWriter';
import { accountRejectedChanges, discardRejected, retryRejected } from '../../sync/rejectedChanges';
import { requestSyncSoon } from '../../sync/syncScheduler';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { toast } from '../../ui/toastStore';
import { useConfirm } from '../../ui/useConfirm';
import { NOT_SYNCED_ANCHOR } from './notSyncedAnchor';
import { refusedText } from './refusedText';
import { saveRejectedAsNewMap } from './saveRejected';

/** The device account's refused changes, newest first (all, or one map's); undefined while loading. */
export function useRejectedChanges(mapId?: string): RejectedChangeRow[] | undefined {
  return useLiveQuery(async () => {
    const rows = await accountRejectedChanges(db);
    return mapId === undefined ? rows : rows.filter((row) => row.mapId === mapId);
  }, [mapId]);
}

/** Whether the map of a refused change is still on the device (so "Try again" can work). */
function useMapOnDevice(mapId: string) {
  return useLiveQuery(async () => (await db.maps.get(mapId)) !== undefined, [mapId]);
}

/**
 * One map's changes the server did not accept: what they were, why, and what can be done — try
 * again (the reason may be gone: a role given back, a limit fixed), save them as a new map of the
 * user's own, or discard them. Stays until one is chosen.
 */
export function NotSyncedNotice({ row, className }: { row: RejectedChangeRow; className?: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { ask, confirmDialog } = useConfirm();
  const onDevice = useMapOnDevice(row.mapId);
  const title = row.title ?? row.content.title;
  const what = refusedText(row.ops ?? [], (itemId) => row.levels?.[itemId] ?? null);

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toast({
        title: failure,
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  const retry = () =>
    run(async () => {
      await retryRejected(db, row.mapId);
      requestSyncSoon();
      toast({ title: 'Trying again', description: `Your changes to “${title}” are queued to sync.` });
    }, 'Could not queue the changes');
  const save = () =>
    run(async () => {
      const id = await saveRejectedAsNewMap(db, { saveNewMap }, row);
      toast({ title: 'Saved as a new map', description: 'It is yours, and private until you change that.' });
      await navigate({ to: '/maps/$id', params: { id } });
    }, 'Could not save the map');
  const discard = () =>
    ask({
      title: 'Discard these changes?',
      description: 'They cannot be brought back.',
      confirmLabel: 'Discard',
      tone: 'destructive',
      onConfirm: () => void run(() => discardRejected(db, row.mapId), 'Could not discard the changes'),
    });

  return (
    <section
      aria-label={`Not synced: ${title}`}
      className={cn('no-print rounded-card border border-red-200 bg-red-50 p-4 text-red-900', className)}
    >
      <h3 className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-5 shrink-0" aria-hidden="true" /> Your changes to “{title}” were not
        accepted
      </h3>
      {what && <p className="mt-1 text-sm">You {what}</p>}
      <p className="mt-1 text-sm">
        <span className="font-medium">Why: </span>
        {row.message}
      </p>
      <p className="mt-1 text-sm">They are kept on this device until you choose what to do with them.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {onDevice && (row.ops?.length ?? 0) > 0 && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void retry()}>
            <RotateCcw aria-hidden="true" /> Try again
          </Button>
        )}
        <Button size="sm" disabled={busy} onClick={() => void save()}>
          <CopyPlus aria-hidden="true" /> Save as a new map
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={discard}>
          <X aria-hidden="true" /> Discard
        </Button>
      </div>
      {confirmDialog}
    </section>
  );
}

/** The "Not synced" list: every refused change of one map (the editor) or of all maps (My maps). */
export function NotSyncedList({ mapId, className }: { mapId?: string; className?: string }) {
  const rows = useRejectedChanges(mapId);
  if (!rows?.length) return null;
  return (
    <div
      id={mapId === undefined ? NOT_SYNCED_ANCHOR : undefined}
      className={cn('flex flex-col gap-3', className)}
    >
      {mapId === undefined && (
        <h2 className="text-lg font-semibold">
          Not synced <span className="text-sm font-normal text-muted">({rows.length})</span>
        </h2>
      )}
      {rows.map((row) => (
        <NotSyncedNotice key={row.mapId} row={row} />
      ))}
    </div>
  );
}
