import { nanoid } from 'nanoid';
import type { z } from 'zod';
import type { ListLevelId } from '../../shared/levels';
import type { MapDoc } from '../../shared/schemas/mapDoc';
import type { MapEdit, MapOp } from '../../shared/schemas/mapOps';
import { MAP_LIMITS, spineMapContentSchema, type SpineMap, type SpineMapPatch } from '../../shared/schemas/spineMap';
import { SYNC_PROTOCOL_VERSION } from '../../shared/schemas/sync';
import { applyOp, cloneDoc, emptyDoc, type ApplyContext } from '../../shared/sync/applyOps';
import { contentEdits } from '../../shared/sync/contentOps';
import { checkContent } from '../../shared/sync/contentLimits';
import { inverseEdits, stampEdit } from '../../shared/sync/edits';
import { hlcNow } from '../../shared/sync/hlc';
import { addItemEdits, levelItems, moveItemEdits } from '../../shared/sync/itemEdits';
import { legacyDoc } from '../../shared/sync/legacy';
import { db as appDb, inTransaction, type SpineDb, type SpineTableName, type SpineTables } from '../db/db';
import type { LocalMap } from '../db/rows';
import { rememberClaimToken } from './claimTokens';
import { deviceId, HLC_KEY } from './clock';
import { readDeviceAccount } from './deviceAccount';
import { baseFrom, viewOf, type Bookkeeping } from './localMaps';
import { notifyLocalEdit } from './localEdits';
import { trackLocalWrite } from './pendingEdits';

// Every map write of the app goes through here (design §5.1): a person's edit becomes operations,
// stamped with the device's clock and the clocks of what the person was looking at; the map row and
// the outbox row are written in ONE Dexie transaction, so a closed tab can never keep an edit
// without its operations or queue operations for an edit that was not saved.

/** An edit the device refuses before queueing it: a limit the server would refuse too, in its words. */
export class MapLimitError extends Error {
  override name = 'MapLimitError';
}

/** What one write did: the edits it applied (to redo them) and the edits that undo them. */
export type EditResult = { edits: MapEdit[]; inverse: MapEdit[] };

/** The message when a list is full (the editor shows it beside the add field too). */
export const LIST_FULL_MESSAGE = `A list can hold at most ${MAP_LIMITS.items} items. Remove one to add another.`;

/** What saveNewMap accepts: a map's content (visibility defaults to unlisted). */
export type NewMapContent = z.input<typeof spineMapContentSchema>;

/** Options of saveNewMap. */
export type SaveNewMapOptions = {
  /** A client-chosen id (a UUID by default). */
  id?: string;
  /** The map as the server already stored it (generate, template use): no create is queued. */
  serverMap?: SpineMap;
  /** The secret proving this device created an anonymous server map; presented on login/sync. */
  claimToken?: string;
};

/** The map functions bound to one database (the app's, or a simulated device's in tests). */
export function createMapWriter(database: SpineDb) {
  const tables: SpineTableName[] = ['maps', 'bases', 'outbox', 'meta'];

  /** `count` clocks for one action, each later than the last, with one write of the device clock. */
  async function clocks(tx: SpineTables, count: number): Promise<string[]> {
    const node = await deviceId(tx);
    const row = await tx.meta.get(HLC_KEY);
    let last = typeof row?.value === 'string' ? row.value : null;
    const now = Date.now();
    const issued = Array.from({ length: count }, () => (last = hlcNow(last, now, node)));
    await tx.meta.put({ key: HLC_KEY, value: last });
    return issued;
  }

  /** Stamps and applies edits to a copy of `doc`; returns the operations, the new doc and the undo edits. */
  async function stamp(tx: SpineTables, doc: MapDoc, edits: readonly MapEdit[], context: ApplyContext) {
    const hlcs = await clocks(tx, edits.length);
    const next = cloneDoc(doc);
    const ops: MapOp[] = [];
    const inverse: MapEdit[] = [];
    edits.forEach((edit, index) => {
      inverse.unshift(...inverseEdits(next, edit));
      const op = stampEdit(next, edit, hlcs[index]!);
      applyOp(next, op, context);
      ops.push(op);
    });
    return { ops, doc: next, inverse };
  }

  async function queue(tx: SpineTables, mapId: string, ops: MapOp[], now: string): Promise<void> {
    if (ops.length === 0) return;
    const base = await tx.bases.get(mapId);
    await tx.outbox.add({
      mutationId: crypto.randomUUID(),
      mapId,
      protocolVersion: SYNC_PROTOCOL_VERSION,
      seenRev: base?.rev ?? 0,
      ops,
      createdAt: now,
    });
  }

  /** Stores a view after checking the limits the server would check, in the server's words. */
  async function put(tx: SpineTables, view: LocalMap): Promise<void> {
    const checked = checkContent(view);
    if (!checked.ok) throw new MapLimitError(checked.message);
    await tx.maps.put(view);
  }

  /**
   * The one write path for an existing map: `makeEdits` reads the map as stored now (never a list
   * from an earlier render) and returns the edits; they are stamped, applied, stored and queued
   * together. Returns the edits and those that undo them. Throws when the map is not on the device,
   * is in Trash (unless `inTrash`), or a limit is broken (MapLimitError).
   */
  async function write(
    mapId: string,
    makeEdits: (doc: MapDoc, map: LocalMap) => MapEdit[],
    options: { inTrash?: boolean } = {},
  ): Promise<EditResult> {
    const result: EditResult = { edits: [], inverse: [] };
    await trackLocalWrite(() => inTransaction(database, 'rw', tables, async (tx) => {
      const map = await tx.maps.get(mapId);
      if (!map) throw new Error(`Map ${mapId} is not on this device`);
      if (map.deletedAt && !options.inTrash) throw new Error('This map is in Trash. Restore it to edit it.');
      const edits = makeEdits(map.doc, map);
      if (edits.length === 0) return;
      const now = new Date().toISOString();
      const stamped = await stamp(tx, map.doc, edits, { actorId: await readDeviceAccount(tx), nowIso: now });
      await put(tx, viewOf({ ...map, updatedAt: now }, stamped.doc));
      await queue(tx, mapId, stamped.ops, now);
      result.edits = edits;
      result.inverse = stamped.inverse;
    }));
    if (result.edits.length > 0) notifyLocalEdit();
    return result;
  }

  /**
   * Saves a new map on the device and returns its id. A local map (rev 0, no share id until the
   * server assigns one) queues the operations that build it; a `serverMap` is stored as the server
   * sent it (with its registers), and only content differing from it is queued as an edit.
   */
  async function saveNewMap(content: NewMapContent, options: SaveNewMapOptions = {}): Promise<string> {
    const parsed = spineMapContentSchema.parse(content);
    const now = new Date().toISOString();
    const { serverMap, claimToken } = options;
    const id = serverMap?.id ?? options.id ?? crypto.randomUUID();
    await trackLocalWrite(() => inTransaction(database, 'rw', tables, async (tx) => {
      const local = await tx.maps.get(id);
      if (claimToken) await rememberClaimToken(tx, id, claimToken);
      let bookkeeping: Bookkeeping;
      let doc: MapDoc;
      if (serverMap) {
        // Sync already brought a newer copy; never step back to an older one.
        if (local && local.rev >= serverMap.rev) return;
        const base = baseFrom({ ...serverMap, doc: serverMap.doc ?? legacyDoc(id, serverMap, serverMap.rev) });
        await tx.bases.put(base);
        bookkeeping = base;
        doc = base.doc;
      } else {
        if (local) throw new Error(`A map with id ${id} already exists on this device`);
        // Whoever is logged in owns it; the server agrees on push. Null when made logged out.
        bookkeeping = { id, shareId: '', createdAt: now, updatedAt: now, ownerId: await readDeviceAccount(tx), rev: 0 };
        doc = emptyDoc();
      }
      const edits = contentEdits(doc, parsed, () => nanoid());
      const stamped = await stamp(tx, doc, edits, { actorId: await readDeviceAccount(tx), nowIso: now });
      await put(tx, viewOf(bookkeeping, stamped.doc));
      await queue(tx, id, stamped.ops, now);
    }));
    notifyLocalEdit();
    return id;
  }

  /** Adds an item to a list (at the end, or before `index`). Refuses a full list. */
  function addItem(mapId: string, level: ListLevelId, text: string, index?: number): Promise<EditResult> {
    return write(mapId, (doc) => {
      if (levelItems(doc, level).length >= MAP_LIMITS.items) throw new MapLimitError(LIST_FULL_MESSAGE);
      return addItemEdits(doc, level, nanoid(), text.trim(), index);
    });
  }

  return {
    saveNewMap,
    write,
    addItem,
    /** Applies edits as they are (undo and redo). */
    applyEdits: (mapId: string, edits: readonly MapEdit[]) => write(mapId, () => [...edits], { inTrash: edits.some((edit) => edit.type === 'restore') }),
    /** Makes the map show `patch` (fields, whole lists by text); items keep their ids where they are the same. */
    updateMap: (mapId: string, patch: SpineMapPatch) => write(mapId, (doc) => contentEdits(doc, patch, () => nanoid())),
    /** Changes an item's text; a blank text removes it. */
    setItemText: (mapId: string, itemId: string, text: string) =>
      write(mapId, (): MapEdit[] => (text.trim() ? [{ type: 'text', item: itemId, text: text.trim() }] : [{ type: 'remove', item: itemId }])),
    /** Moves an item one place up (-1) or down (+1). */
    moveItem: (mapId: string, level: ListLevelId, itemId: string, by: -1 | 1) => write(mapId, (doc) => moveItemEdits(doc, level, itemId, by)),
    removeItem: (mapId: string, itemId: string) => write(mapId, (): MapEdit[] => [{ type: 'remove', item: itemId }]),
    /** Moves a map to Trash (restorable for 30 days, on every device). */
    deleteMap: (mapId: string) => write(mapId, (_doc, map): MapEdit[] => (map.deletedAt ? [] : [{ type: 'delete' }])),
    /** Brings a map back from Trash. */
    restoreMap: (mapId: string) => write(mapId, (_doc, map): MapEdit[] => (map.deletedAt ? [{ type: 'restore' }] : []), { inTrash: true }),
  };
}

/** The map functions of one device. */
export type MapWriter = ReturnType<typeof createMapWriter>;

/** The app's map writes, on the app's database. */
export const mapWriter = createMapWriter(appDb);
/** Saves a new map on this device (see createMapWriter). */
export const saveNewMap = mapWriter.saveNewMap;
/** Edits a map on this device and queues the change (see createMapWriter). */
export const updateMap = mapWriter.updateMap;
/** Moves a map to Trash on this device and queues it (see createMapWriter). */
export const deleteMap = mapWriter.deleteMap;
/** Brings a map back from Trash on this device and queues it (see createMapWriter). */
export const restoreMap = mapWriter.restoreMap;
