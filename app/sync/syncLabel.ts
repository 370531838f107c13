import type { SyncPhase } from './syncScheduler';

/** The indicator's words (design §5.4). Never 'Synced' while the outbox holds anything. */
export function syncLabel(online: boolean, phase: SyncPhase, pending: number, everSynced: boolean): string {
  if (!online) return 'Offline';
  if (phase === 'syncing') return 'Syncing…';
  if (pending > 0) return `${pending} ${pending === 1 ? 'change' : 'changes'} waiting`;
  if (phase === 'needsLogin') return 'On this device';
  if (phase === 'error' || !everSynced) return 'Not synced yet';
  return 'Synced';
}
