import { LIST_LEVEL_IDS, type ListLevelId } from '../../../shared/levels';
import type { MapDoc } from '../../../shared/schemas/mapDoc';
import type { MapOp } from '../../../shared/schemas/mapOps';
import type { StoredConflict } from '../../../shared/schemas/mapHistory';

// The model of the fault-injection test (issue 15): what the operations people made should leave on
// the server, worked out from the operations alone, without the sync code. Every field, item text
// and item place is a last-writer-wins register: the write with the latest clock stays. An item's
// removal keeps the removal that saw the latest text. A write that a later write replaced without having seen it (its `prev` names another
// value, and it came from another device) was overwritten blindly: the history must hold it as a
// conflict. An item removed by someone who had not seen its latest text stays, and the history
// holds the removal as a conflict.

/** The clock order (fixed-width fields: string order is clock order). */
const later = (a: { hlc: string }, b: { hlc: string }) => a.hlc > b.hlc;

/** The writer's device: the node part of a clock. */
const nodeOf = (hlc: string) => hlc.split('-').slice(2).join('-');

type Write<T> = { value: T; hlc: string; prev: string | null };

/** What a map's registers should hold, per the model. */
export interface ExpectedDoc {
  fields: Record<string, Write<unknown>>;
  items: Record<string, { level: ListLevelId | null; text: Write<string> | null; order: Write<string> | null; removed: Write<string | null> | null }>;
  /** The latest delete or restore a device made: true for a delete. */
  trash: Write<boolean> | null;
}

/** A value the history must keep as lost: a field's or an item text's write, or a removal that lost to an edit. */
export type ExpectedConflict =
  | { kind: 'field' | 'item'; lostHlc: string; lostValue: unknown; itemId?: string }
  | { kind: 'removal'; itemId: string };

function keep<T>(current: Write<T> | null, incoming: Write<T>): Write<T> {
  return current === null || later(incoming, current) ? incoming : current;
}

/** Every write of each register, in the order given. */
function writesOf(ops: readonly MapOp[]) {
  const fields = new Map<string, Write<unknown>[]>();
  const texts = new Map<string, Write<string>[]>();
  const push = <T>(map: Map<string, Write<T>[]>, key: string, write: Write<T>) => map.set(key, [...(map.get(key) ?? []), write]);
  for (const op of ops) {
    if (op.type === 'set') push(fields, op.field, { value: op.value === '' ? null : op.value, hlc: op.hlc, prev: op.prev });
    if (op.type === 'add') push(texts, op.item, { value: op.text, hlc: op.hlc, prev: null });
    if (op.type === 'text') push(texts, op.item, { value: op.text, hlc: op.hlc, prev: op.prev });
  }
  return { fields, texts };
}

/** The registers the accepted operations of one map leave, per last-writer-wins. */
export function expectedDoc(ops: readonly MapOp[]): ExpectedDoc {
  const expected: ExpectedDoc = { fields: {}, items: {}, trash: null };
  for (const op of ops) {
    if (op.type === 'set') {
      // A blank optional field is stored as cleared.
      const value = op.value === '' ? null : op.value;
      expected.fields[op.field] = keep(expected.fields[op.field] ?? null, { value, hlc: op.hlc, prev: op.prev });
      continue;
    }
    if (op.type === 'delete' || op.type === 'restore') {
      expected.trash = keep(expected.trash, { value: op.type === 'delete', hlc: op.hlc, prev: null });
      continue;
    }
    const item = (expected.items[op.item] ??= { level: null, text: null, order: null, removed: null });
    const at = { hlc: op.hlc, prev: null };
    switch (op.type) {
      case 'add':
        item.level = op.level;
        item.text = keep(item.text, { ...at, value: op.text });
        item.order = keep(item.order, { ...at, value: op.order });
        break;
      case 'text':
        item.text = keep(item.text, { ...at, value: op.text, prev: op.prev });
        break;
      case 'move':
        item.order = keep(item.order, { ...at, value: op.order });
        break;
      case 'remove':
        // The removal that saw the latest text counts (then the later clock): one removal made
        // without seeing an edit must not bring back an item another removal hid after the edit.
        if (!item.removed || item.removed.value! < op.seen || (item.removed.value === op.seen && later(at, item.removed))) {
          item.removed = { ...at, value: op.seen };
        }
        break;
    }
  }
  return expected;
}

/** True when an item shows: known, and not removed by someone who had seen its latest text. */
function shows(item: ExpectedDoc['items'][string]): boolean {
  if (!item.level || !item.text || !item.order) return false;
  const seen = item.removed?.value ?? null;
  return seen === null || item.text.hlc > seen;
}

/** The title and the four lists the expected registers show (items by order key, then id). */
export function expectedContent(expected: ExpectedDoc): Record<string, unknown> {
  const content: Record<string, unknown> = { title: expected.fields.title?.value ?? null };
  for (const level of LIST_LEVEL_IDS) {
    content[level] = Object.entries(expected.items)
      .filter(([, item]) => item.level === level && shows(item))
      .sort(([idA, a], [idB, b]) => (a.order!.value < b.order!.value ? -1 : a.order!.value > b.order!.value ? 1 : idA < idB ? -1 : 1))
      .map(([, item]) => item.text!.value);
  }
  return content;
}

/**
 * The writes the history must keep as lost: every write that is not its register's final value,
 * whose value differs from it, that no later write had seen (`prev`), and that its own device did
 * not overwrite later; and every item kept because its text changed after the removal's author saw it.
 */
export function expectedConflicts(ops: readonly MapOp[], expected: ExpectedDoc): ExpectedConflict[] {
  const seenClocks = new Set(ops.flatMap((op) => ('prev' in op && op.prev ? [op.prev] : [])));
  const lost = <T>(writes: readonly Write<T>[], winner: Write<T>) =>
    writes.filter(
      (write) =>
        write.hlc !== winner.hlc &&
        JSON.stringify(write.value) !== JSON.stringify(winner.value) &&
        !seenClocks.has(write.hlc) &&
        !writes.some((other) => later(other, write) && nodeOf(other.hlc) === nodeOf(write.hlc)),
    );
  const { fields, texts } = writesOf(ops);
  const conflicts: ExpectedConflict[] = [];
  for (const [field, writes] of fields) {
    for (const write of lost(writes, expected.fields[field]!)) conflicts.push({ kind: 'field', lostHlc: write.hlc, lostValue: write.value });
  }
  for (const [itemId, writes] of texts) {
    const item = expected.items[itemId];
    if (!item?.text) continue;
    for (const write of lost(writes, item.text)) conflicts.push({ kind: 'item', itemId, lostHlc: write.hlc, lostValue: write.value });
    if (item.removed?.value && shows(item)) conflicts.push({ kind: 'removal', itemId });
  }
  return conflicts;
}

/** True when the history holds the expected conflict. */
export function hasConflict(history: readonly StoredConflict[], expected: ExpectedConflict): boolean {
  if (expected.kind === 'removal') return history.some((entry) => entry.kind === 'removal' && entry.itemId === expected.itemId);
  return history.some(
    (entry) =>
      entry.kind === expected.kind &&
      entry.lostHlc === expected.lostHlc &&
      JSON.stringify(entry.lostValue) === JSON.stringify(expected.lostValue),
  );
}

/** Differences between the expected registers and a doc's, in words (empty: they agree). */
export function registerDifferences(expected: ExpectedDoc, doc: MapDoc, serverNode: string): string[] {
  const problems: string[] = [];
  const same = (a: { value: unknown; hlc: string } | null | undefined, b: { value: unknown; hlc: string } | null | undefined) =>
    (a ?? null) === null ? (b ?? null) === null : b != null && a!.hlc === b.hlc && JSON.stringify(a!.value) === JSON.stringify(b.value ?? null);
  const show = (register: { value: unknown; hlc: string } | null | undefined) => (register ? `${JSON.stringify(register.value)}@${register.hlc}` : 'none');
  for (const [field, write] of Object.entries(expected.fields)) {
    if (!same(write, doc.fields[field])) problems.push(`field ${field}: expected ${show(write)}, server has ${show(doc.fields[field])}`);
  }
  for (const [id, item] of Object.entries(expected.items)) {
    const stored = doc.items[id];
    if (!stored) {
      problems.push(`item ${id}: missing on the server`);
      continue;
    }
    if (stored.level !== item.level) problems.push(`item ${id}: level ${item.level}, server has ${stored.level}`);
    for (const register of ['text', 'order', 'removed'] as const) {
      if (!same(item[register], stored[register])) problems.push(`item ${id} ${register}: expected ${show(item[register])}, server has ${show(stored[register])}`);
    }
  }
  for (const id of Object.keys(doc.items)) if (!expected.items[id]) problems.push(`item ${id}: on the server, made by no operation`);
  // Trash: the latest device delete or restore, unless the server restored the map after it (an
  // edit arrived from a device that had not seen the delete).
  const trash = doc.trash;
  if (trash && nodeOf(trash.hlc) === serverNode) {
    if (trash.value !== null) problems.push(`trash: the server's own write is a delete`);
    if (expected.trash && !(trash.hlc > expected.trash.hlc)) problems.push(`trash: a server restore older than the last delete or restore`);
  } else if ((trash?.hlc ?? null) !== (expected.trash?.hlc ?? null) || (trash?.value != null) !== (expected.trash?.value ?? false)) {
    problems.push(`trash: expected ${expected.trash ? `${expected.trash.value ? 'delete' : 'restore'}@${expected.trash.hlc}` : 'none'}, server has ${show(trash)}`);
  }
  return problems;
}
