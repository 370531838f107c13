import { create } from 'zustand';
import { toast } from '../ui/toastStore';
import { db as appDb, type SpineDb } from '../db/db';
import { onBeforeReload } from '../features/pwa/beforeReload';
import { onLocalEdit } from './localEdits';
import { adoptAccount, forgetAccount, readDeviceAccount } from './deviceAccount';
import { createMapWriter } from './mapWriter';
import { flushPendingEdits, replayDrafts, saveOnLeave } from './pendingEdits';
import { createSyncClient, NeedsLoginError, type SyncClient } from './syncClient';

// When to sync (design §5.4): on start, on `online`, ~1 s after local edits, every 30 s while the
// page is visible, and right away after logging in; exponential backoff after failures; one tab
// at a time (Web Locks). The outbox is flushed before a service-worker update reloads the page.
// Text being typed is saved when the page is hidden or closed (pendingEdits.ts); what a closed tab
// could not store is written at start, before the first round.

/** What this tab last knew about syncing; the indicator combines it with the live outbox count. */
export type SyncPhase = 'idle' | 'syncing' | 'needsLogin' | 'error';

type SyncStatusState = {
  phase: SyncPhase;
  /** When this tab's last round (push and pull) succeeded; null before one, and after a failure. */
  lastSyncedAt: number | null;
  lastError: string | null;
  /** Whether the last failure was a network error (the server out of reach). */
  unreachable: boolean;
};

/** UI state of the sync client (this tab). */
export const useSyncStatus = create<SyncStatusState>(() => ({
  phase: 'idle',
  lastSyncedAt: null,
  lastError: null,
  unreachable: false,
}));

/** Scheduling constants. */
export const SYNC_TIMING = {
  editDebounceMs: 1000,
  periodMs: 30_000,
  backoffBaseMs: 2000,
  backoffMaxMs: 5 * 60_000,
};

const LOCK_NAME = 'spine-explorer-sync';
const PERSIST_KEY = 'persistRequested';

type Scheduler = { requestSync: (reason?: string) => void; flush: () => Promise<void>; stop: () => void };

let running: Scheduler | null = null;

/** Runs `work` holding the cross-tab sync lock; returns false when another tab holds it. */
async function withSyncLock(work: () => Promise<void>): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) {
    await work();
    return true;
  }
  return locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await work();
    return true;
  });
}

async function requestPersistenceOnce(database: SpineDb): Promise<void> {
  if (!navigator.storage?.persist || (await database.meta.get(PERSIST_KEY))) return;
  await database.meta.put({ key: PERSIST_KEY, value: new Date().toISOString() });
  await navigator.storage.persist().catch(() => false);
}

/**
 * Starts syncing this tab (idempotent: a second call returns the running scheduler). The app calls
 * it once from the nav; tests build their own SyncClient instead.
 */
export function startSync(
  database: SpineDb = appDb,
  client: SyncClient = createSyncClient(database),
): Scheduler {
  if (running) return running;
  const set = useSyncStatus.setState;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;
  let again = false;
  // Texts a closed tab journaled but could not store go in first (stamped against what it showed).
  const ready = replayDrafts(createMapWriter(database)).catch(() => 0);

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => requestSync(), delayMs);
  };

  const round = async () => {
    await ready;
    if (!navigator.onLine) return;
    // Nobody logged in here: the server would only answer 401. A log in asks for a round.
    if ((await readDeviceAccount(database)) === null) {
      set({ phase: 'needsLogin', lastError: null });
      clearTimeout(timer);
      return;
    }
    set({ phase: 'syncing' });
    try {
      const ran = await withSyncLock(async () => {
        const report = await client.syncOnce();
        for (const rejection of report.rejected) {
          toast({
            title: 'A change could not be synced',
            description: rejection.message,
            variant: 'destructive',
          });
        }
      });
      failures = 0;
      set({ phase: 'idle', lastError: null, unreachable: false, ...(ran ? { lastSyncedAt: Date.now() } : {}) });
      schedule(SYNC_TIMING.periodMs);
    } catch (error) {
      if (error instanceof NeedsLoginError) {
        // Logged out: keep the outbox and wait for a login (or the next start) rather than polling.
        set({ phase: 'needsLogin', lastError: null });
        clearTimeout(timer);
        return;
      }
      failures += 1;
      const backoff = Math.min(SYNC_TIMING.backoffMaxMs, SYNC_TIMING.backoffBaseMs * 2 ** (failures - 1));
      set({
        phase: 'error',
        lastSyncedAt: null,
        lastError: error instanceof Error ? error.message : String(error),
        // fetch rejects with a TypeError when the server cannot be reached
        unreachable: error instanceof TypeError,
      });
      schedule(backoff * (0.75 + Math.random() * 0.5));
    }
  };

  function requestSync(): void {
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = round().finally(() => {
      inFlight = null;
      if (again) {
        again = false;
        requestSync();
      }
    });
  }

  let editTimer: ReturnType<typeof setTimeout> | undefined;
  const onEdit = () => {
    clearTimeout(editTimer);
    editTimer = setTimeout(() => {
      if (useSyncStatus.getState().phase !== 'needsLogin') requestSync();
    }, SYNC_TIMING.editDebounceMs);
  };
  const onOnline = () => requestSync();
  const onVisible = () => {
    if (document.visibilityState === 'visible' && useSyncStatus.getState().phase !== 'needsLogin')
      requestSync();
  };

  /** Pushes what is queued (no pull): before a reload, every unsent edit gets its chance. */
  const flush = async () => {
    await flushPendingEdits();
    if (!navigator.onLine) return;
    await withSyncLock(async () => {
      await client.push();
    }).catch(() => undefined);
  };

  const unsubscribeEdits = onLocalEdit(onEdit);
  const unregisterReload = onBeforeReload(flush);
  const uninstallLeave = saveOnLeave();
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  void requestPersistenceOnce(database).catch(() => undefined);
  requestSync();

  running = {
    requestSync,
    flush,
    stop: () => {
      clearTimeout(timer);
      clearTimeout(editTimer);
      unsubscribeEdits();
      unregisterReload();
      uninstallLeave();
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      running = null;
    },
  };
  return running;
}

/** Asks the running scheduler for a round now (after a server call changed a map). */
export function requestSyncSoon(): void {
  running?.requestSync();
}

/**
 * Called after logging in. A different account than the last one on this device starts its pull
 * from the beginning; then a round runs at once (claims go out with it).
 */
export async function syncAfterLogin(userId: string, database: SpineDb = appDb): Promise<void> {
  await adoptAccount(database, userId);
  useSyncStatus.setState({ phase: 'idle' });
  running?.requestSync();
}

/** Before logging out: pushes what the outbox holds, if the network allows (errors are ignored). */
export async function flushBeforeLogout(): Promise<void> {
  await running?.flush();
}

/**
 * After logging out: the account's synced maps leave the device (see deviceAccount.ts) and sync
 * waits for the next log in. Returns how many maps stay, hidden, for their unsent changes.
 */
export async function syncAfterLogout(userId: string | null, database: SpineDb = appDb): Promise<number> {
  const kept = userId ? await forgetAccount(database, userId) : 0;
  useSyncStatus.setState({ phase: 'needsLogin' });
  return kept;
}
