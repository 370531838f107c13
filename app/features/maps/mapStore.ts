import type { z } from 'zod';
import {
  spineMapContentSchema,
  spineMapPatchSchema,
  type SpineMap,
  type SpineMapPatch,
} from '../../../shared/schemas/spineMap';
import { SYNC_PROTOCOL_VERSION } from '../../../shared/schemas/sync';
import { applyPatch } from '../../../shared/sync/applyPatch';
import { diffContent, isEmptyPatch } from '../../../shared/sync/diff';
import { db as appDb, type SpineDb } from '../../db/db';
import type { OutboxRow } from '../../db/rows';
import { tickHlc } from '../../sync/clock';
import { rememberClaimToken } from '../../sync/claimTokens';
import { readDeviceAccount } from '../../sync/deviceAccount';
import { notifyLocalEdit } from '../../sync/localEdits';
import { sentUpTo } from '../../sync/outboxRows';

// Every map write of the app goes through here: the map row and its outbox mutation are written in
// ONE Dexie transaction (design §5.1), so a closed tab can never keep an edit without its mutation
// or queue a mutation for an edit that was not saved.

/** What saveNewMap accepts: a map's content (visibility defaults to unlisted). */
export type NewMapContent = z.input<typeof spineMapContentSchema>;

/** Options of saveNewMap. */
export type SaveNewMapOptions = {
  /** A client-chosen id (a UUID by default). */
  id?: string;
  /** The map as the server already stored it (generate, template use): no create mutation is queued. */
  serverMap?: SpineMap;
  /** The secret proving this device created an anonymous server map; presented on login/sync. */
  claimToken?: string;
};

async function appendMutation(
  database: SpineDb,
  mapId: string,
  baseRev: number,
  patch: OutboxRow['patch'],
  extra: { type?: 'delete' } = {},
): Promise<void> {
  const row: OutboxRow = {
    mutationId: crypto.randomUUID(),
    mapId,
    baseRev,
    patch,
    hlc: await tickHlc(database),
    protocolVersion: SYNC_PROTOCOL_VERSION,
    createdAt: new Date().toISOString(),
    ...extra,
  };
  await database.outbox.add(row);
}

/** The map functions bound to one database (the app's, or a simulated device's in tests). */
export function createMapStore(database: SpineDb) {
  const tables = [database.maps, database.outbox, database.meta];

  /**
   * Saves a new map on the device and returns its id. A local map (rev 0, no share id until the
   * server assigns one) queues a create mutation holding the whole content; a `serverMap` is stored
   * as the server sent it, and only content differing from it is queued as an edit.
   */
  async function saveNewMap(content: NewMapContent, options: SaveNewMapOptions = {}): Promise<string> {
    const parsed = spineMapContentSchema.parse(content);
    const now = new Date().toISOString();
    const { serverMap, claimToken } = options;
    const id = serverMap?.id ?? options.id ?? crypto.randomUUID();
    await database.transaction('rw', tables, async () => {
      if (serverMap) {
        const local = await database.maps.get(id);
        if (local && local.rev > serverMap.rev) {
          // Sync already brought a newer copy; never step back to an older one.
          if (claimToken) await rememberClaimToken(database, id, claimToken);
          return;
        }
        const patch = diffContent(serverMap, parsed);
        const map = isEmptyPatch(patch) ? serverMap : { ...applyPatch(serverMap, patch), updatedAt: now };
        await database.maps.put(map);
        if (claimToken) await rememberClaimToken(database, id, claimToken);
        if (!isEmptyPatch(patch)) await appendMutation(database, id, serverMap.rev, patch);
        return;
      }
      if (await database.maps.get(id)) throw new Error(`A map with id ${id} already exists on this device`);
      const map: SpineMap = {
        ...parsed,
        id,
        shareId: '',
        createdAt: now,
        updatedAt: now,
        // Whoever is logged in owns it; the server agrees on push. Null when made logged out.
        ownerId: await readDeviceAccount(database),
        rev: 0,
        deletedAt: null,
      };
      await database.maps.add(map);
      await appendMutation(database, id, 0, { ...parsed, createdAt: now });
    });
    notifyLocalEdit();
    return id;
  }

  /**
   * Applies a content patch to a saved map and queues it. Only fields that really change are
   * queued; an empty change writes nothing. Throws when the map is unknown or the patch invalid.
   */
  async function updateMap(id: string, patch: SpineMapPatch): Promise<void> {
    const valid = spineMapPatchSchema.parse(patch);
    let changed = false;
    await database.transaction('rw', tables, async () => {
      const map = await database.maps.get(id);
      if (!map || map.deletedAt) throw new Error(`Map ${id} is not on this device`);
      const real = diffContent(map, applyPatch(map, valid));
      if (isEmptyPatch(real)) return;
      await database.maps.put({ ...applyPatch(map, real), updatedAt: new Date().toISOString() });
      await appendMutation(database, id, map.rev, real);
      changed = true;
    });
    if (changed) notifyLocalEdit();
  }

  /**
   * Deletes a map. A map the server never saw (only its create is queued) simply disappears with its
   * mutations; otherwise it becomes a tombstone and a delete mutation is queued.
   */
  async function deleteMap(id: string): Promise<void> {
    await database.transaction('rw', tables, async () => {
      const map = await database.maps.get(id);
      if (!map || map.deletedAt) return;
      const pending = await database.outbox.where('mapId').equals(id).toArray();
      const attempted = await sentUpTo(database);
      const neverSent = map.rev === 0 && pending.every((row) => (row.seq ?? 0) > attempted);
      if (neverSent) {
        await database.outbox.where('mapId').equals(id).delete();
        await database.maps.delete(id);
        return;
      }
      const now = new Date().toISOString();
      await database.maps.put({ ...map, deletedAt: now, updatedAt: now });
      await appendMutation(database, id, map.rev, {}, { type: 'delete' });
    });
    notifyLocalEdit();
  }

  return { saveNewMap, updateMap, deleteMap };
}

const appStore = createMapStore(appDb);

/** Saves a new map on this device (see createMapStore). */
export const saveNewMap = appStore.saveNewMap;
/** Edits a map on this device and queues the change (see createMapStore). */
export const updateMap = appStore.updateMap;
/** Deletes a map on this device and queues the deletion (see createMapStore). */
export const deleteMap = appStore.deleteMap;
