import type { ItemState, MapDoc, Register, TrashInfo } from '../schemas/mapDoc';
import type { MapOp } from '../schemas/mapOps';
import type { MergeConflict } from '../schemas/sync';
import { jsonEqual } from './content';
import { compareHlc, hlcNode } from './hlc';

// Applying operations to a map's registers (design §5.2, Actual Budget's model). Every register
// keeps the write with the later clock, so applying an operation twice, or two operations in either
// order, gives the same registers. What the registers cannot say — that a value lost to a write its
// author had not seen — is reported as a conflict, for the history.

/** A map with no fields, items or Trash state: what a new map's first operations apply to. */
export function emptyDoc(): MapDoc {
  return { fields: {}, items: {}, trash: null };
}

/** A copy that operations may change without touching `doc` (registers are never changed in place). */
export function cloneDoc(doc: MapDoc): MapDoc {
  const items: Record<string, ItemState> = {};
  for (const [id, item] of Object.entries(doc.items)) items[id] = { ...item };
  return { fields: { ...doc.fields }, items, trash: doc.trash };
}

/** Who applies an operation and when: what a delete records in the Trash register. */
export interface ApplyContext {
  actorId: string | null;
  nowIso: string;
}

/** True when `incoming` replaces `current`: a later clock; on equal clocks the larger value, so order never matters. */
function wins<T>(incoming: Register<T>, current: Register<T> | null): boolean {
  if (current === null) return true;
  const order = compareHlc(incoming.hlc, current.hlc);
  if (order !== 0) return order > 0;
  return (JSON.stringify(incoming.value) ?? '') > (JSON.stringify(current.value) ?? '');
}

/** The register after a write: the winner of the two. */
function lww<T>(current: Register<T> | null, incoming: Register<T>): Register<T> {
  return wins(incoming, current) ? incoming : (current as Register<T>);
}

/**
 * Writes a register and reports a concurrent overwrite: values differ, the writers differ, and the
 * loser is either the current value its overwriter had not seen (`prev`), or the incoming value
 * that arrived too late. A device's own writes never conflict with each other.
 */
function writeReported<T>(
  current: Register<T> | null,
  incoming: Register<T>,
  prev: string | null,
  report: (kept: Register<T>, lost: Register<T>) => void,
): Register<T> {
  if (current === null || current.hlc === incoming.hlc) return lww(current, incoming);
  const incomingWins = wins(incoming, current);
  const concurrent =
    !jsonEqual(current.value ?? null, incoming.value ?? null) && hlcNode(current.hlc) !== hlcNode(incoming.hlc);
  if (concurrent && incomingWins && current.hlc !== prev) report(incoming, current);
  if (concurrent && !incomingWins) report(current, incoming);
  return incomingWins ? incoming : current;
}

/**
 * The removal register keeps the most informed removal: the one that saw the latest text (then the
 * later clock). Plain last-writer-wins would let a later removal made without seeing an edit bring
 * back an item that an earlier removal, made after the edit, had hidden. Max is a lattice, so the
 * order removals arrive in never matters. An add leaves the register alone: it writes the text with
 * its own clock, which is newer than anything a remover saw, so an undone removal shows again.
 */
function mostInformed(current: Register<string | null> | null, incoming: Register<string | null>): Register<string | null> {
  if (current === null) return incoming;
  const seen = compareHlc(incoming.value ?? '', current.value ?? '');
  return seen > 0 || (seen === 0 && compareHlc(incoming.hlc, current.hlc) > 0) ? incoming : current;
}

/** True when an item shows in its list: fully known and not removed (or edited after the removal it beat). */
export function isVisible(item: ItemState): boolean {
  if (item.level === null || item.text === null || item.order === null) return false;
  const seen = item.removed?.value ?? null;
  return seen === null || compareHlc(item.text.hlc, seen) > 0;
}

const blankItem = (): ItemState => ({ level: null, text: null, order: null, removed: null });

/** Optional text fields cleared with '' (older patches) are stored as null, like any cleared field. */
const normaliseValue = (value: unknown): unknown => (value === '' || value === undefined ? null : value);

/**
 * Applies one operation to `doc` in place (pass a clone) and returns the conflicts it made. The
 * registers' result does not depend on the order operations arrive in; the conflicts are reported
 * by whichever of two clashing operations arrives second.
 */
export function applyOp(doc: MapDoc, op: MapOp, context: ApplyContext): MergeConflict[] {
  const conflicts: MergeConflict[] = [];
  switch (op.type) {
    case 'set': {
      const incoming = { value: normaliseValue(op.value), hlc: op.hlc };
      doc.fields[op.field] = writeReported(doc.fields[op.field] ?? null, incoming, op.prev, (kept, lost) =>
        conflicts.push({
          field: op.field,
          kind: 'field',
          keptValue: kept.value,
          lostValue: lost.value,
          keptHlc: kept.hlc,
          lostHlc: lost.hlc,
        }),
      );
      return conflicts;
    }
    case 'delete':
    case 'restore': {
      const value: TrashInfo | null = op.type === 'delete' ? { at: context.nowIso, by: context.actorId } : null;
      doc.trash = lww(doc.trash, { value, hlc: op.hlc });
      return conflicts;
    }
    default:
      break;
  }

  const item = (doc.items[op.item] = { ...(doc.items[op.item] ?? blankItem()) });
  const wasVisible = isVisible(item);
  const removal = (kept: Register<string>, lostHlc: string) =>
    conflicts.push({
      field: item.level ?? 'items',
      kind: 'removal',
      itemId: op.item,
      keptValue: kept.value,
      lostValue: null,
      keptHlc: kept.hlc,
      lostHlc,
    });
  switch (op.type) {
    case 'add':
      // A level never changes; were two adds ever to disagree, the same one wins everywhere.
      if (item.level === null || op.level < item.level) item.level = op.level;
      item.text = lww(item.text, { value: op.text, hlc: op.hlc });
      item.order = lww(item.order, { value: op.order, hlc: op.hlc });
      break;
    case 'text':
      item.text = writeReported(item.text, { value: op.text, hlc: op.hlc }, op.prev, (kept, lost) =>
        conflicts.push({
          field: item.level ?? 'items',
          kind: 'item',
          itemId: op.item,
          keptValue: kept.value,
          lostValue: lost.value,
          keptHlc: kept.hlc,
          lostHlc: lost.hlc,
        }),
      );
      // An edit made without seeing a removal brings the item back; the removal is kept as a conflict.
      if (!wasVisible && isVisible(item) && item.removed?.value) removal(item.text, item.removed.hlc);
      break;
    case 'move':
      item.order = lww(item.order, { value: op.order, hlc: op.hlc });
      break;
    case 'remove': {
      const known = item.removed?.hlc === op.hlc;
      item.removed = mostInformed(item.removed, { value: op.seen, hlc: op.hlc });
      // The text changed after what the remover saw: the edit beats the removal.
      if (wasVisible && isVisible(item) && !known) removal(item.text!, op.hlc);
      break;
    }
  }
  return conflicts;
}

/** Applies operations in order to a copy of `doc`; returns the new doc and every conflict. */
export function applyOps(
  doc: MapDoc,
  ops: readonly MapOp[],
  context: ApplyContext,
): { doc: MapDoc; conflicts: MergeConflict[] } {
  const next = cloneDoc(doc);
  const conflicts: MergeConflict[] = [];
  for (const op of ops) conflicts.push(...applyOp(next, op, context));
  return { doc: next, conflicts };
}
