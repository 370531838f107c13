// Whether this device holds anything of the app's in IndexedDB, known without opening it: a
// localStorage marker that the database module sets when it loads. A first-time, logged-out visitor
// has none, so the home page and the nav can skip Dexie and the sync client entirely (design §10);
// a returning visitor has it and gets the full, Dexie-backed page. This file lives in the shell's
// chunk (vite.config.ts), never in the data chunk: reading the marker must not load Dexie.

/** The database name the app uses in the browser (db.ts opens it). */
export const DB_NAME = 'spine-explorer';

const MARKER_KEY = 'spine-explorer:local-data';

/** True when the device has (or may have) local data; a storage that cannot be read counts as yes. */
export function hasLocalData(): boolean {
  try {
    return window.localStorage.getItem(MARKER_KEY) === '1';
  } catch {
    return true;
  }
}

/** Notes that the device now has local data (db.ts calls it when the database module loads). */
export function markLocalData(): void {
  try {
    if (window.localStorage.getItem(MARKER_KEY) !== '1') window.localStorage.setItem(MARKER_KEY, '1');
  } catch {
    // No storage: hasLocalData() already answers yes.
  }
}

/**
 * The marker, or for a device from before it existed, whether the database is there
 * (`indexedDB.databases()`; where that is missing, assume it is). Sets the marker when it finds data.
 */
export async function detectLocalData(): Promise<boolean> {
  if (hasLocalData()) return true;
  try {
    if (typeof indexedDB.databases !== 'function') return true;
    const found = (await indexedDB.databases()).some((database) => database.name === DB_NAME);
    if (found) markLocalData();
    return found;
  } catch {
    return true;
  }
}
