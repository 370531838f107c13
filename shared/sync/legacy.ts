import { LIST_LEVEL_IDS, type ListLevelId } from '../levels';
import type { ItemState, MapDoc, Register } from '../schemas/mapDoc';
import { fieldNameSchema, type MapOp } from '../schemas/mapOps';
import type { SyncPatch } from '../schemas/sync';
import { emptyDoc } from './applyOps';
import { isAbsent, jsonEqual } from './content';
import { contentEdits } from './contentOps';
import { stampEdit } from './edits';
import { encodeHlc } from './hlc';
import { itemKey } from './itemMatch';
import { initialKeys } from './orderKeys';

// Maps and changes from before items had ids (sync protocol 1). A stored map, on the server or on a
// device, becomes a doc whose item ids are derived from the map id, the level and the text, so both
// sides derive the same ids without talking; an older app's patch against a base revision becomes
// operations against that base, with the clocks of what its writer saw.

/** The clock of every register of a map as it was at revision `rev` before protocol 2: older than any real write. */
export function legacyHlc(rev: number): string {
  return encodeHlc({ ms: 0, counter: Math.min(Math.max(rev, 0), 999_999), node: 'legacy' });
}

/** cyrb53: a fast 53-bit string hash, enough to tell a map's items apart. */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The id an item of a map from before protocol 2 gets: the same on every device and the server. */
export function legacyItemId(mapId: string, level: ListLevelId, text: string): string {
  const key = `${mapId}\u0000${level}\u0000${itemKey(text)}`;
  return `L${hash53(key, 1).toString(36)}${hash53(key, 2).toString(36)}`;
}

/** The doc of a map stored as content (lists of text) at revision `rev`. */
export function legacyDoc(mapId: string, content: Readonly<Record<string, unknown>>, rev: number): MapDoc {
  const hlc = legacyHlc(rev);
  const doc = emptyDoc();
  const levels: ReadonlySet<string> = new Set(LIST_LEVEL_IDS);
  for (const [field, value] of Object.entries(content)) {
    if (levels.has(field) || isAbsent(field, value) || !fieldNameSchema.safeParse(field).success) continue;
    doc.fields[field] = { value, hlc };
  }
  for (const level of LIST_LEVEL_IDS) {
    const list = content[level];
    if (!Array.isArray(list)) continue;
    const seen = new Set<string>();
    const texts = list.filter((text): text is string => {
      if (typeof text !== 'string' || text.trim() === '' || seen.has(itemKey(text))) return false;
      seen.add(itemKey(text));
      return true;
    });
    const keys = initialKeys(texts.length);
    texts.forEach((text, index) => {
      const item: ItemState = {
        level,
        text: { value: text, hlc },
        order: { value: keys[index]!, hlc },
        removed: { value: null, hlc },
      };
      doc.items[legacyItemId(mapId, level, text)] = item;
    });
  }
  return doc;
}

/**
 * The clock an older app's write saw: the current value's when it still equals the base's (the writer
 * saw it, so overwriting it is no conflict), else null (someone changed it since).
 */
function seenClock(base: Register<unknown> | null | undefined, current: Register<unknown> | null | undefined) {
  if (!current) return null;
  return jsonEqual(base?.value ?? null, current.value ?? null) ? current.hlc : null;
}

/** A protocol-1 change as the server receives it: a patch against `base`, or a delete. */
export type LegacyChange = { type: 'upsert'; patch: SyncPatch; hlc: string } | { type: 'delete'; hlc: string };

/**
 * Operations for a protocol-1 change written against `base` (the revision its device had), to be
 * applied to `current` (the server's map now): items keep the ids of `base`, and the clocks of what
 * the writer saw are those of `current` where nothing changed since `base`.
 */
export function translateLegacy(mapId: string, change: LegacyChange, base: MapDoc, current: MapDoc): MapOp[] {
  const { hlc } = change;
  if (change.type === 'delete') return [{ type: 'delete', hlc }];
  const edits = contentEdits(base, change.patch, (level, text) => legacyItemId(mapId, level, text));
  return edits.map((edit): MapOp => {
    const op = stampEdit(current, edit, hlc);
    switch (op.type) {
      case 'set':
        return { ...op, prev: seenClock(base.fields[op.field], current.fields[op.field]) };
      case 'text':
        return { ...op, prev: seenClock(base.items[op.item]?.text, current.items[op.item]?.text) };
      case 'remove': {
        const known = seenClock(base.items[op.item]?.text, current.items[op.item]?.text);
        return { ...op, seen: known ?? base.items[op.item]?.text?.hlc ?? hlc };
      }
      default:
        return op;
    }
  });
}
