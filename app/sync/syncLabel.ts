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

/** What the indicator reads: its outbox query's answer, the local writes and the sync status. */
export type IndicatorInputs = {
  online: boolean;
  /** Typed edits pending, writes in flight and the local write sequence (pendingEdits.ts). */
  local: { pendingCount: number; writing: number; writeSeq: number };
  /** The count query's last answer and the write sequence it started at; undefined before the first. */
  counts: { outbox: number; notSynced: number; seq: number } | undefined;
  status: { phase: SyncPhase; lastSyncedAt: number | null; unreachable?: boolean };
};

/**
 * The indicator's state. A write in flight, or one that committed after the count query started,
 * counts as a change waiting until a query that started after it answers: the outbox may hold its
 * row before the count shows it. Before the first answer nothing is known, so never "Synced".
 */
export function indicatorState({ online, local, counts, status }: IndicatorInputs): SyncState {
  const unseenWrite = local.writing > 0 || (counts !== undefined && counts.seq < local.writeSeq);
  const outbox = counts?.outbox ?? 0;
  return {
    online,
    phase: status.phase,
    outbox,
    unsaved: local.pendingCount + (unseenWrite && outbox === 0 ? 1 : 0),
    notSynced: counts?.notSynced ?? 0,
    everSynced: status.lastSyncedAt !== null && counts !== undefined,
    unreachable: status.unreachable,
  };
}

/** Whether the label is "Synced" (for the indicator's colour and icon). */
export function isSynced(state: SyncState): boolean {
  return syncLabel(state) === 'Synced';
}
