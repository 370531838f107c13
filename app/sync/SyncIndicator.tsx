import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { Cloud, CloudOff, HardDrive, Loader2, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { db } from '../db/db';
import { useOnlineStatus } from '../features/pwa/useOnlineStatus';
import { NOT_SYNCED_ANCHOR } from '../features/recovery/notSyncedAnchor';
import { cn } from '../ui/cn';
import { heldMapIds } from './deviceAccount';
import { startLive } from './liveSync';
import { pendingEditsState, usePendingEditsState } from './pendingEdits';
import { accountRejectedChanges } from './rejectedChanges';
import { indicatorState, syncLabel } from './syncLabel';
import { startSync, useSyncStatus } from './syncScheduler';

/**
 * The nav's sync state: Offline / Syncing… / N changes waiting / N not synced / Synced (syncLabel.ts),
 * never "Synced" while the outbox holds a row or typed text waits. "N not synced" leads to the list
 * of refused changes on My maps. Mounting it starts sync and the live channel.
 */
export function SyncIndicator({ className }: { className?: string }) {
  const online = useOnlineStatus();
  const local = usePendingEditsState();
  // The counts are read again after every local write (`writeSeq`); until a read that started after
  // the latest write comes back, that write counts as waiting, so no "Synced" shows in between.
  const counts = useLiveQuery(async () => {
    const seq = pendingEditsState().writeSeq;
    // Another account's held changes are not this user's to wait for (deviceAccount.ts).
    const held = await heldMapIds(db);
    const outbox =
      held.size === 0
        ? await db.outbox.count()
        : await db.outbox.filter((row) => !held.has(row.mapId)).count();
    const notSynced = (await accountRejectedChanges(db)).length;
    return { outbox, notSynced, seq };
  }, [local.writeSeq]);
  const { phase, lastSyncedAt, lastError, unreachable } = useSyncStatus();

  useEffect(() => {
    startSync();
    startLive();
  }, []);

  const state = indicatorState({ online, local, counts, status: { phase, lastSyncedAt, unreachable } });
  const label = syncLabel(state);
  const waiting = state.outbox + state.unsaved > 0;
  const Icon = !online
    ? CloudOff
    : phase === 'syncing'
      ? Loader2
      : waiting
        ? RefreshCw
        : state.notSynced > 0
          ? TriangleAlert
          : phase === 'needsLogin'
            ? HardDrive
            : Cloud;
  const title =
    state.notSynced > 0 && !waiting
      ? 'Changes the server did not accept: see them on My maps'
      : phase === 'needsLogin'
        ? 'Log in to sync your maps'
        : phase === 'error' && lastError
          ? `Sync will retry: ${lastError}`
          : lastSyncedAt
            ? `Last synced ${new Date(lastSyncedAt).toLocaleTimeString()}`
            : undefined;
  const classes = cn(
    'no-print inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium whitespace-nowrap',
    state.notSynced > 0 && !waiting
      ? 'bg-red-50 text-red-900 hover:bg-red-100'
      : !online || waiting
        ? 'bg-amber-50 text-amber-900'
        : 'bg-slate-100 text-muted',
    className,
  );
  const content = (
    <>
      <Icon className={cn('size-3.5', phase === 'syncing' && 'animate-spin')} aria-hidden="true" />
      {/* On a phone the icon alone fits the bar; the words stay for screen readers. */}
      <span className="max-sm:sr-only">{label}</span>
    </>
  );
  if (state.notSynced > 0) {
    return (
      <Link
        to="/maps"
        hash={NOT_SYNCED_ANCHOR}
        aria-live="polite"
        title={title}
        data-testid="sync-indicator"
        className={classes}
      >
        {content}
      </Link>
    );
  }
  return (
    <span aria-live="polite" title={title} data-testid="sync-indicator" className={classes}>
      {content}
    </span>
  );
}
