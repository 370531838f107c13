import { z } from 'zod';
import { archetypeSchema, type Archetype } from '../../../shared/schemas/archetype';
import { spineMapSchema, type SpineMap } from '../../../shared/schemas/spineMap';
import { templateSchema, type Template } from '../../../shared/schemas/template';
import { getJson } from '../../api/client';
import { inTransaction, type SpineDb, type SpineTableName, type SpineTables } from '../../db/db';
import type { CatalogueBundle } from './bundledContent';
import { lazySchema } from '../../../shared/schemas/lazySchema';

/** Meta keys of the catalogue cache. */
export const CATALOGUE_META = {
  /** Fingerprint of the bundled content last seeded, so a new build reseeds once. */
  seedVersion: 'catalogueSeedVersion',
  /** Set once any source (bundle or server) has filled the cache: until then screens show skeletons. */
  ready: 'catalogueReady',
  /** The server's (or bundle's) order of templates and archetypes, which Dexie does not keep. */
  order: 'catalogueOrder',
  /** When the server last answered a refresh (ISO time). */
  refreshedAt: 'catalogueRefreshedAt',
} as const;

/** The list order of templates and archetypes, by id. */
export const catalogueOrderSchema = lazySchema(() =>
  z.object({
    templates: z.array(z.string()),
    archetypes: z.array(z.string()),
  }),
);
export type CatalogueOrder = z.infer<typeof catalogueOrderSchema>;

/** What a refresh got from the server, per source; a failed source keeps its cached rows. */
export interface RefreshResult {
  templates: boolean;
  archetypes: boolean;
  examples: boolean;
}

type Bundle = { BUNDLED_CATALOGUE: CatalogueBundle; BUNDLED_CATALOGUE_VERSION: string };

async function readOrder(database: SpineTables): Promise<CatalogueOrder> {
  const parsed = catalogueOrderSchema.safeParse((await database.meta.get(CATALOGUE_META.order))?.value);
  return parsed.success ? parsed.data : { templates: [], archetypes: [] };
}

/**
 * The catalogue cache on one database (design §5): seeding from the bundled content and refreshing
 * from the API both only write Dexie; screens read Dexie.
 */
export function createCatalogueCache(
  database: SpineDb,
  loadBundle: () => Promise<Bundle> = () => import('./bundledContent'),
) {
  const tables: SpineTableName[] = ['templates', 'archetypes', 'examples', 'meta'];

  /**
   * Fills the cache from the bundled content when this build's content was never seeded; returns
   * whether it wrote. Idempotent: a second call (another tab, a reload) changes nothing.
   */
  async function seed(): Promise<boolean> {
    const { BUNDLED_CATALOGUE: bundle, BUNDLED_CATALOGUE_VERSION: version } = await loadBundle();
    return inTransaction(database, 'rw', tables, async (tx) => {
      if ((await tx.meta.get(CATALOGUE_META.seedVersion))?.value === version) return false;
      await tx.templates.bulkPut([...bundle.templates]);
      await tx.archetypes.bulkPut([...bundle.archetypes]);
      await tx.examples.bulkPut([...bundle.examples]);
      const order: CatalogueOrder = {
        templates: bundle.templates.map((template) => template.id),
        archetypes: bundle.archetypes.map((archetype) => archetype.id),
      };
      await tx.meta.bulkPut([
        { key: CATALOGUE_META.seedVersion, value: version },
        { key: CATALOGUE_META.ready, value: true },
        { key: CATALOGUE_META.order, value: order },
      ]);
      return true;
    });
  }

  async function storeTemplates(templates: Template[]): Promise<void> {
    await inTransaction(database, 'rw', tables, async (tx) => {
      // The server's list is the whole library: templates it no longer has go.
      await tx.templates.clear();
      await tx.templates.bulkPut(templates);
      const order = await readOrder(tx);
      await tx.meta.put({
        key: CATALOGUE_META.order,
        value: { ...order, templates: templates.map((t) => t.id) },
      });
      await tx.meta.put({ key: CATALOGUE_META.ready, value: true });
    });
  }

  async function storeArchetypes(archetypes: Archetype[]): Promise<void> {
    await inTransaction(database, 'rw', tables, async (tx) => {
      await tx.archetypes.clear();
      await tx.archetypes.bulkPut(archetypes);
      const order = await readOrder(tx);
      await tx.meta.put({
        key: CATALOGUE_META.order,
        value: { ...order, archetypes: archetypes.map((a) => a.id) },
      });
      await tx.meta.put({ key: CATALOGUE_META.ready, value: true });
    });
  }

  /**
   * Mirrors the server's newest public maps. Only public maps are catalogue material (the caller's
   * own private maps reach `maps` by sync). A cached map with an owner that the server no longer
   * lists went private, was deleted, or fell off the newest page: it leaves the device. Ownerless
   * maps (the curated examples) cannot change, so they stay however long the list grows.
   */
  async function storeExamples(maps: SpineMap[]): Promise<void> {
    const listed = maps.filter((map) => map.visibility === 'public' && !map.deletedAt);
    const listedIds = new Set(listed.map((map) => map.id));
    await inTransaction(database, 'rw', tables, async (tx) => {
      await tx.examples.filter((map) => map.ownerId !== null && !listedIds.has(map.id)).delete();
      await tx.examples.bulkPut(listed);
      await tx.meta.put({ key: CATALOGUE_META.ready, value: true });
    });
  }

  /** Refreshes templates, archetypes and public maps from the server; each source independently. */
  async function refresh(): Promise<RefreshResult> {
    const [templates, archetypes, examples] = await Promise.allSettled([
      getJson('/api/templates', z.array(templateSchema)).then(storeTemplates),
      getJson('/api/archetypes', z.array(archetypeSchema)).then(storeArchetypes),
      getJson('/api/spine-maps', z.array(spineMapSchema)).then(storeExamples),
    ]);
    const result = {
      templates: templates.status === 'fulfilled',
      archetypes: archetypes.status === 'fulfilled',
      examples: examples.status === 'fulfilled',
    };
    if (result.templates || result.archetypes || result.examples) {
      await database.meta.put({ key: CATALOGUE_META.refreshedAt, value: new Date().toISOString() });
    }
    return result;
  }

  /** Fetches one archetype the cache does not hold (e.g. added on the server since the last refresh). */
  async function fetchArchetype(id: string): Promise<Archetype | null> {
    try {
      const archetype = await getJson(`/api/archetypes/${encodeURIComponent(id)}`, archetypeSchema);
      await database.archetypes.put(archetype);
      return archetype;
    } catch {
      return null;
    }
  }

  return { seed, refresh, fetchArchetype };
}

/** The catalogue cache of one database. */
export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
