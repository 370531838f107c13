import { db } from '../../db/db';
import { createCatalogueCache } from './catalogueCache';

/** The app database's catalogue cache. */
export const catalogueCache = createCatalogueCache(db);

/** A refresh at most this often (per tab), however many catalogue screens mount. */
const REFRESH_INTERVAL_MS = 60_000;

let seeding: Promise<boolean> | null = null;
let refreshing: Promise<boolean> | null = null;
let lastRefresh = 0;

/** Seeds once per tab; a failed seed (e.g. the chunk could not load) is retried next time. */
function seedOnce(): Promise<boolean> {
  seeding ??= catalogueCache.seed().then(
    () => true,
    () => {
      seeding = null;
      return false;
    },
  );
  return seeding;
}

/**
 * Makes the catalogue available: seeds Dexie from the bundled content, then (online, at most once a
 * minute unless forced) refreshes it from the server. Resolves to whether any source filled the
 * cache this time, so a screen can tell "still empty because everything failed" from "loading".
 */
export async function ensureCatalogue(options: { force?: boolean } = {}): Promise<boolean> {
  const seeded = await seedOnce();
  const due = options.force || Date.now() - lastRefresh > REFRESH_INTERVAL_MS;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return seeded;
  if (!due) return seeded;
  refreshing ??= catalogueCache
    .refresh()
    .then((result) => {
      lastRefresh = Date.now();
      return result.templates || result.archetypes || result.examples;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  const refreshed = await refreshing;
  return seeded || refreshed;
}
