import { z } from 'zod';
import { LIST_LEVEL_IDS } from '../levels';
import { isValidOrderKey } from '../sync/orderKeys';
import { hlcSchema, itemIdSchema, listLevelSchema } from './mapDoc';
import { MAP_LIMITS, spineMapSchema } from './spineMap';
import { lazySchema, once } from './lazySchema';

// The operations of sync protocol 2 (design §5.1): what one local edit records in the outbox and
// the server applies as last-writer-wins registers (shared/sync/applyOps.ts). `prev` and `seen`
// carry the clock of the value the writer was looking at, so the server can tell an overwrite the
// writer knew about from a concurrent one, which it keeps as a conflict.

/** Keys of a map that are identity, sync bookkeeping or lists: never a `set` operation's field. */
// Made on first use: reading the map schema's shape builds it (lazySchema.ts).
const NOT_SETTABLE = once(
  (): ReadonlySet<string> =>
    new Set([
      ...Object.keys(spineMapSchema.shape),
      ...LIST_LEVEL_IDS,
      'items',
      'doc',
      'notice',
      'trash',
      'createdAt',
    ]),
);
const SETTABLE_KNOWN = ['title', 'systemBoundary', 'context', 'needs', 'industry', 'teamSize', 'visibility'];

/** A map field a `set` may change: a known content field, or an unknown one a newer app added. */
export const fieldNameSchema = lazySchema(() =>
  z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/u, 'Expected a field name')
    .refine((name) => SETTABLE_KNOWN.includes(name) || !NOT_SETTABLE().has(name), 'This field cannot be set'),
);

/** A list item's order key (fractional-indexing). */
export const orderKeySchema = lazySchema(() => z.string().refine(isValidOrderKey, 'Expected an order key'));

/** A list item's text, as the editor accepts it. */
export const itemTextSchema = lazySchema(() => z.string().trim().min(1).max(MAP_LIMITS.item));

const clock = { hlc: hlcSchema };
/** The clock of the value the writer saw; null when the field or item was new to it. */
const prev = lazySchema(() => hlcSchema.nullable());

/** Sets a map field (null clears an optional one). */
export const setOpSchema = lazySchema(() =>
  z.object({ type: z.literal('set'), field: fieldNameSchema, value: z.json(), prev, ...clock }),
);
/** Adds a list item (or brings a removed one back, under the same id). */
export const addOpSchema = lazySchema(() =>
  z.object({
    type: z.literal('add'),
    item: itemIdSchema,
    level: listLevelSchema,
    order: orderKeySchema,
    text: itemTextSchema,
    ...clock,
  }),
);
/** Changes an item's text. */
export const textOpSchema = lazySchema(() =>
  z.object({ type: z.literal('text'), item: itemIdSchema, text: itemTextSchema, prev, ...clock }),
);
/** Moves an item: a new order key. */
export const moveOpSchema = lazySchema(() =>
  z.object({ type: z.literal('move'), item: itemIdSchema, order: orderKeySchema, ...clock }),
);
/** Removes an item; `seen` is the clock of the text the remover saw (a later edit keeps the item). */
export const removeOpSchema = lazySchema(() =>
  z.object({ type: z.literal('remove'), item: itemIdSchema, seen: hlcSchema, ...clock }),
);
/** Moves the map to Trash. */
export const deleteOpSchema = lazySchema(() => z.object({ type: z.literal('delete'), ...clock }));
/** Brings the map back from Trash. */
export const restoreOpSchema = lazySchema(() => z.object({ type: z.literal('restore'), ...clock }));

/** One operation on a map. */
export const mapOpSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    setOpSchema,
    addOpSchema,
    textOpSchema,
    moveOpSchema,
    removeOpSchema,
    deleteOpSchema,
    restoreOpSchema,
  ]),
);
export type MapOp = z.infer<typeof mapOpSchema>;
export type MapOpType = MapOp['type'];

/**
 * One local edit before it has a clock: an operation without `hlc`, `prev` and `seen`, which the
 * device fills in from the map it shows (shared/sync/edits.ts). Undo and redo are lists of these.
 */
export const mapEditSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    setOpSchema.omit({ hlc: true, prev: true }),
    addOpSchema.omit({ hlc: true }),
    textOpSchema.omit({ hlc: true, prev: true }),
    moveOpSchema.omit({ hlc: true }),
    removeOpSchema.omit({ hlc: true, seen: true }),
    deleteOpSchema.omit({ hlc: true }),
    restoreOpSchema.omit({ hlc: true }),
  ]),
);
export type MapEdit = z.infer<typeof mapEditSchema>;
