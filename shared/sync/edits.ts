import type { MapDoc } from '../schemas/mapDoc';
import type { MapEdit, MapOp } from '../schemas/mapOps';
import { isVisible } from './applyOps';

// From a person's edit to an operation, and back: a device stamps each edit with its clock and with
// the clocks of what it was looking at (`prev`, `seen`), and keeps the edits that undo it.

/**
 * The operation for `edit` made on a device showing `doc`: the edit with its clock, and the clock
 * of the value it replaces (set, text) or removes (remove).
 */
export function stampEdit(doc: MapDoc, edit: MapEdit, hlc: string): MapOp {
  switch (edit.type) {
    case 'set':
      return { ...edit, prev: doc.fields[edit.field]?.hlc ?? null, hlc };
    case 'text':
      return { ...edit, prev: doc.items[edit.item]?.text?.hlc ?? null, hlc };
    case 'remove':
      // Nothing to have seen: the remove then removes any text older than itself.
      return { ...edit, seen: doc.items[edit.item]?.text?.hlc ?? hlc, hlc };
    default:
      return { ...edit, hlc };
  }
}

/** The edits that undo `edit` on `doc` (computed before it is applied); [] when it changes nothing undoable. */
export function inverseEdits(doc: MapDoc, edit: MapEdit): MapEdit[] {
  switch (edit.type) {
    case 'set':
      return [{ type: 'set', field: edit.field, value: (doc.fields[edit.field]?.value ?? null) as never }];
    case 'delete':
      return [{ type: 'restore' }];
    case 'restore':
      return [{ type: 'delete' }];
    default:
      break;
  }
  const item = doc.items[edit.item];
  const shown = item !== undefined && isVisible(item);
  switch (edit.type) {
    case 'add':
      return shown
        ? [
            { type: 'text', item: edit.item, text: item.text!.value },
            { type: 'move', item: edit.item, order: item.order!.value },
          ]
        : [{ type: 'remove', item: edit.item }];
    case 'text':
      return item?.text ? [{ type: 'text', item: edit.item, text: item.text.value }] : [];
    case 'move':
      return item?.order ? [{ type: 'move', item: edit.item, order: item.order.value }] : [];
    case 'remove':
      return shown
        ? [{ type: 'add', item: edit.item, level: item.level!, order: item.order!.value, text: item.text!.value }]
        : [];
  }
}
