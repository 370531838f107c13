import type { SyncPhase } from './syncScheduler';

/** What the indicator knows (design §5.4, issue 15 point 7). */
export type SyncState = {
  /** `navigator.onLine`. */
  online: boolean;
  /** What this tab's sync client is doing, or how its last round ended. */
  phase: SyncPhase;
  /** Outbox rows of the device account. */
  outbox: number;
  /** Typed edits not yet stored, and stored writes the outbox count has not caught up with. */
  unsaved: number;
  /** Changes the server refused, kept in the "Not synced" list. */
  notSynced: number;
  /** Whether a round (push and pull) has completed in this tab since the last failure. */
  everSynced: boolean;
  /** Whether the last failure was the server being out of reach (a network error). */
  unreachable?: boolean;
};

/**
 * The indicator's words. "Synced" only when nothing waits (outbox, typed text, refused changes)
 * and the last push and pull succeeded; never while the outbox holds anything.
 */
export function syncLabel(state: SyncState): string {
  const waiting = state.outbox + state.unsaved;
  if (!state.online) return 'Offline';
  if (state.phase === 'syncing') return 'Syncing…';
  if (waiting > 0) return `${waiting} ${waiting === 1 ? 'change' : 'changes'} waiting`;
  if (state.notSynced > 0) return `${state.notSynced} not synced`;
  if (state.phase === 'needsLogin') return 'On this device';
  if (state.phase === 'error') return state.unreachable ? 'Offline' : 'Not synced yet';
  if (!state.everSynced) return 'Not synced yet';
  return 'Synced';
}

/** Whether the label is "Synced" (for the indicator's colour and icon). */
export function isSynced(state: SyncState): boolean {
  return syncLabel(state) === 'Synced';
}
