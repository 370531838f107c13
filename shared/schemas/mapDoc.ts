import { z } from 'zod';
import { LIST_LEVEL_IDS } from '../levels';
import { HLC_PATTERN } from '../sync/hlc';
import { lazySchema } from './lazySchema';

// A map as sync keeps it (design §5, protocol 2): every field and every list item's text, place and
// presence is a last-writer-wins register (a value and the clock of the write that set it), so
// operations can be applied in any order, and twice, with the same result. The lists people see
// are computed from it (shared/sync/materialize.ts).

/** A hybrid logical clock reading in its sortable string form (see shared/sync/hlc.ts). */
export const hlcSchema = lazySchema(() =>
  z.string().regex(HLC_PATTERN, 'Expected an HLC like 000001700000000-000000-node'),
);

/** A list item's id: client-made (nanoid), or derived from a map made before items had ids. */
export const itemIdSchema = lazySchema(() =>
  z.string().regex(/^[A-Za-z0-9_-]{1,40}$/u, 'Expected an item id'),
);

/** The four levels a map holds as lists. */
export const listLevelSchema = lazySchema(() => z.enum(LIST_LEVEL_IDS));

/** A register: the value and the clock of the write that set it. */
export const registerSchema = <T extends z.ZodType>(value: T) => z.object({ value, hlc: hlcSchema });

/** One register's state, as stored. */
export type Register<T> = { value: T; hlc: string };

/**
 * A list item. `level` is set by its add; a register is null until an operation sets it (an edit can
 * arrive before its add). `removed` holds the text clock the remover had seen, or null when the
 * item is present: an edit made without seeing the removal (a later text clock) keeps the item.
 */
export const itemStateSchema = lazySchema(() =>
  z.object({
    level: listLevelSchema.nullable(),
    text: registerSchema(z.string()).nullable(),
    order: registerSchema(z.string()).nullable(),
    removed: registerSchema(hlcSchema.nullable()).nullable(),
  }),
);
export type ItemState = z.infer<typeof itemStateSchema>;

/** Who moved a map to Trash and when; null in the register when the map is not in Trash. */
export const trashSchema = lazySchema(() =>
  z.object({
    at: z.iso.datetime({ offset: true }),
    /** The account that deleted it (null: a logged-out device). */
    by: z.string().nullable(),
  }),
);
export type TrashInfo = z.infer<typeof trashSchema>;

/**
 * A map's registers: its fields (known content fields and unknown ones a newer app added; a null
 * value clears an optional field), its items by id, and its Trash state.
 */
export const mapDocSchema = lazySchema(() =>
  z.object({
    fields: z.record(z.string(), registerSchema(z.unknown())),
    items: z.record(z.string(), itemStateSchema),
    trash: registerSchema(trashSchema.nullable()).nullable(),
  }),
);
export type MapDoc = z.infer<typeof mapDocSchema>;

/** A list item as the editor shows it: id, level, place and text. */
export const mapItemSchema = lazySchema(() =>
  z.object({
    id: itemIdSchema,
    level: listLevelSchema,
    order: z.string(),
    text: z.string(),
  }),
);
export type MapItem = z.infer<typeof mapItemSchema>;
