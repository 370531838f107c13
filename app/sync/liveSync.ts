import { create } from 'zustand';
import { LIVE_PATH, type LiveServerMessage, type PresencePerson } from '../../shared/schemas/live';
import { db as appDb, type SpineDb } from '../db/db';
import { readDeviceAccount } from './deviceAccount';
import { createLiveChannel, type LiveChannel, type LiveSocketLike } from './liveChannel';
import { requestSyncSoon, useSyncStatus } from './syncScheduler';

// The app's live channel (issue 10): every tab opens its own socket while a device account is
// logged in and the browser is online. A poke asks this tab's scheduler for a round; only the tab
// holding the sync lock actually syncs, and the others see the result through liveQuery. Each tab
// having a socket keeps presence honest (a tab is a place someone is looking at the map).
// The service worker never sees the socket: WebSocket handshakes do not pass through fetch events
// (and /api/ is outside its navigation fallback anyway).

type PresenceState = {
  /** This tab's connection id, to tell "me" from my other tabs and devices. */
  selfId: string | null;
  connected: boolean;
  /** Everyone with each map open, as the server last said. */
  byMap: Readonly<Record<string, readonly PresencePerson[]>>;
  /** How many times each map's team changed since this tab started: a team list reloads on a change. */
  teamChanges: Readonly<Record<string, number>>;
};

/** What the server last said about presence (UI state; empty while disconnected). */
export const usePresenceStore = create<PresenceState>(() => ({
  selfId: null,
  connected: false,
  byMap: {},
  teamChanges: {},
}));

/** Whether a poke tells this device something it does not have: the map is missing or older. */
export async function pokeNeedsPull(
  database: SpineDb,
  poke: { mapId: string; rev: number },
): Promise<boolean> {
  const map = await database.maps.get(poke.mapId);
  return !map || map.rev < poke.rev;
}

/**
 * Acts on a poke: a newer revision, any membership change or a resync asks for a sync round (the scheduler
 * coalesces rounds, so a burst of pokes costs one pull). Other messages need no sync.
 */
export async function syncOnPoke(
  database: SpineDb,
  message: LiveServerMessage,
  requestSync: () => void,
): Promise<void> {
  if (message.type === 'membership' || message.type === 'resync') requestSync();
  else if (message.type === 'changed' && (await pokeNeedsPull(database, message))) requestSync();
}

/** Counts a change to the map's team, so a team list on screen asks the server again. */
export function noteTeamChange(mapId: string): void {
  usePresenceStore.setState((state) => ({
    teamChanges: { ...state.teamChanges, [mapId]: (state.teamChanges[mapId] ?? 0) + 1 },
  }));
}

function liveUrl(): string {
  const url = new URL(LIVE_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

let channel: LiveChannel | null = null;
let started = false;

/** This tab's channel (created on first use; it connects only once `startLive` wants it to). */
export function liveChannel(): LiveChannel {
  channel ??= createLiveChannel({
    connect: (): LiveSocketLike => new WebSocket(liveUrl()),
    onMessage: (message) => {
      if (message.type === 'hello') {
        const reconnected = usePresenceStore.getState().selfId !== null;
        usePresenceStore.setState({ selfId: message.connectionId, connected: true });
        // Pokes sent while we were away are lost: one round catches up on them.
        if (reconnected) requestSyncSoon();
      } else if (message.type === 'presence') {
        usePresenceStore.setState((state) => ({
          byMap: { ...state.byMap, [message.mapId]: message.people },
        }));
      } else {
        if (message.type === 'team' || message.type === 'membership') noteTeamChange(message.mapId);
        void syncOnPoke(appDb, message, requestSyncSoon).catch(() => undefined);
      }
    },
    onConnectedChange: (connected) => {
      if (!connected) usePresenceStore.setState({ connected: false, byMap: {} });
    },
  });
  return channel;
}

/**
 * Starts following the conditions for a socket (idempotent): online, a device account, and sync
 * not waiting for a log in. Called next to `startSync()`; sync itself never depends on it.
 */
export function startLive(database: SpineDb = appDb): void {
  if (started) return;
  started = true;
  const live = liveChannel();
  let evaluation = 0;
  const evaluate = async () => {
    const mine = (evaluation += 1);
    const account = await readDeviceAccount(database).catch(() => null);
    // The account read can end after the page (or a test's window) is gone.
    if (mine !== evaluation || typeof navigator === 'undefined') return;
    live.setWanted(navigator.onLine && account !== null && useSyncStatus.getState().phase !== 'needsLogin');
  };
  useSyncStatus.subscribe((state, previous) => {
    if (state.phase !== previous.phase) void evaluate();
  });
  window.addEventListener('online', () => {
    live.retryNow();
    void evaluate();
  });
  window.addEventListener('offline', () => void evaluate());
  void evaluate();
}
