import { useLiveQuery } from 'dexie-react-hooks';
import { Cloud, CloudOff, HardDrive, Loader2, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { db } from '../db/db';
import { useOnlineStatus } from '../features/pwa/useOnlineStatus';
import { cn } from '../ui/cn';
import { heldMapIds } from './deviceAccount';
import { startLive } from './liveSync';
import { syncLabel } from './syncLabel';
import { startSync, useSyncStatus } from './syncScheduler';

/** The nav's sync state: Offline / Syncing… / N changes waiting / Synced. Mounting it starts sync and the live channel. */
export function SyncIndicator({ className }: { className?: string }) {
  const online = useOnlineStatus();
  // Another account's held changes are not this user's to wait for (deviceAccount.ts).
  const pending =
    useLiveQuery(async () => {
      const held = await heldMapIds(db);
      return held.size === 0 ? db.outbox.count() : db.outbox.filter((row) => !held.has(row.mapId)).count();
    }) ?? 0;
  const { phase, lastSyncedAt, lastError } = useSyncStatus();

  useEffect(() => {
    startSync();
    startLive();
  }, []);

  const label = syncLabel(online, phase, pending, lastSyncedAt !== null);
  const Icon = !online
    ? CloudOff
    : phase === 'syncing'
      ? Loader2
      : pending > 0
        ? RefreshCw
        : phase === 'needsLogin'
          ? HardDrive
          : Cloud;
  const title =
    phase === 'needsLogin'
      ? 'Log in to sync your maps'
      : phase === 'error' && lastError
        ? `Sync will retry: ${lastError}`
        : lastSyncedAt
          ? `Last synced ${new Date(lastSyncedAt).toLocaleTimeString()}`
          : undefined;
  return (
    <span
      aria-live="polite"
      title={title}
      data-testid="sync-indicator"
      className={cn(
        'no-print inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium whitespace-nowrap',
        !online || pending > 0 ? 'bg-amber-50 text-amber-900' : 'bg-slate-100 text-muted',
        className,
      )}
    >
      <Icon className={cn('size-3.5', phase === 'syncing' && 'animate-spin')} aria-hidden="true" />
      {/* On a phone the icon alone fits the bar; the words stay for screen readers. */}
      <span className="max-sm:sr-only">{label}</span>
    </span>
  );
}
