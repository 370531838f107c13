import { z } from 'zod';
import { mapDocSchema } from './mapDoc';
import { memberRoleSchema } from './members';
import { optionalText, QUERY_TEXT_MAX } from './text';
import { lazySchema } from './lazySchema';

/** Limits that keep one map small enough to sync, render and export comfortably. */
export const MAP_LIMITS = {
  title: 200,
  systemBoundary: 2000,
  context: 4000,
  needs: 4000,
  item: 500,
  /** Items a person may add to one list (the editor's limit). */
  items: 50,
  /** Items one list may reach when concurrent additions merge: a merge never drops an item. */
  mergedItems: 200,
  label: 60,
  /** A map's content as JSON text, unknown fields included (checked on the device first). */
  contentChars: 200_000,
} as const;

/**
 * A map id (issue 18): lowercase letters and digits in words joined by single hyphens, at most 64
 * characters. Client and server ids are lowercase UUIDs and the seeded examples are kebab-case, so
 * both fit; markup, paths, spaces and bidirectional controls do not. Every route and sync schema
 * takes map ids through this one schema.
 */
export const mapIdSchema = lazySchema(() =>
  z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a map id: lowercase letters, digits and hyphens'),
);

/**
 * The id of a map a client creates: a lowercase UUID, so nobody can take an id the server will
 * seed later (an example map's kebab-case id).
 */
export const newMapIdSchema = lazySchema(() =>
  z
    .string()
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      'A new map needs a UUID for its id',
    ),
);

/** Who may read a map: only its owner, anyone with the link, or everyone (listed in the catalogue). */
export const visibilitySchema = lazySchema(() => z.enum(['private', 'unlisted', 'public']));
export type Visibility = z.infer<typeof visibilitySchema>;

const listSchema = lazySchema(() =>
  z.array(z.string().trim().min(1).max(MAP_LIMITS.item)).max(MAP_LIMITS.mergedItems),
);

// A function, so its field schemas are built with the first schema that uses them (lazySchema.ts).
const contentShape = () => ({
  title: z.string().trim().min(1).max(MAP_LIMITS.title),
  systemBoundary: z.string().trim().min(1).max(MAP_LIMITS.systemBoundary),
  context: z.string().trim().max(MAP_LIMITS.context).optional(),
  needs: z.string().trim().max(MAP_LIMITS.needs),
  values: listSchema,
  principles: listSchema,
  practices: listSchema,
  tools: listSchema,
  industry: z.string().trim().max(MAP_LIMITS.label).optional(),
  teamSize: z.string().trim().max(MAP_LIMITS.label).optional(),
});

/** The fields a person edits: what a map says, without identity or sync bookkeeping. */
export const spineMapContentSchema = lazySchema(() =>
  z.object({ ...contentShape(), visibility: visibilitySchema.default('unlisted') }),
);
export type SpineMapContent = z.infer<typeof spineMapContentSchema>;

/**
 * A spine map (spec §3 plus design §4's sync fields). Unknown fields are kept, so a newer
 * server or client never loses what an older one does not understand.
 */
export const spineMapSchema = lazySchema(() =>
  spineMapContentSchema
    .extend({
      id: mapIdSchema,
      shareId: z.string().min(1).max(64),
      createdAt: z.iso.datetime({ offset: true }),
      updatedAt: z.iso.datetime({ offset: true }),
      ownerId: z.string().nullable(),
      rev: z.number().int().nonnegative(),
      deletedAt: z.iso.datetime({ offset: true }).nullable().default(null),
      /** The caller's role when they are a member (sync and member reads); absent for everyone else. */
      role: memberRoleSchema.optional(),
      /** The map's registers (sync protocol 2), sent to its members and its creator so they can edit it by item. */
      doc: mapDocSchema.optional(),
    })
    .loose(),
);
export type SpineMap = z.infer<typeof spineMapSchema>;

/** A partial change to a map's content: only the changed fields, no defaults filled in. */
export const spineMapPatchSchema = lazySchema(() =>
  z.object({ ...contentShape(), visibility: visibilitySchema }).partial(),
);
export type SpineMapPatch = z.infer<typeof spineMapPatchSchema>;

/** A map's text without its sharing setting: what markdown export and import carry. */
export const spineMapTextSchema = lazySchema(() => spineMapContentSchema.omit({ visibility: true }));
export type SpineMapText = z.infer<typeof spineMapTextSchema>;

/** Query parameters of GET /api/spine-maps (catalogue filters); blank or 'all' means no filter. */
export const spineMapListQuerySchema = lazySchema(() =>
  z.object({
    search: optionalText(QUERY_TEXT_MAX),
    industry: optionalText(QUERY_TEXT_MAX),
    teamSize: optionalText(QUERY_TEXT_MAX),
  }),
);
export type SpineMapListQuery = z.infer<typeof spineMapListQuerySchema>;
