import { useLiveQuery } from 'dexie-react-hooks';
import type { Archetype } from '../../../shared/schemas/archetype';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import type { Template } from '../../../shared/schemas/template';
import { db } from '../../db/db';
import { accountMaps } from '../../sync/deviceAccount';
import { CATALOGUE_META, catalogueOrderSchema, type CatalogueOrder } from './catalogueCache';

// Catalogue reads for the screens: Dexie live queries, undefined while loading. Until the cache has
// been filled once (bundle or server), they stay undefined, so a first visit shows skeletons rather
// than a false "nothing found".

async function isReady(): Promise<boolean> {
  return (await db.meta.get(CATALOGUE_META.ready))?.value === true;
}

async function order(): Promise<CatalogueOrder> {
  const parsed = catalogueOrderSchema.safeParse((await db.meta.get(CATALOGUE_META.order))?.value);
  return parsed.success ? parsed.data : { templates: [], archetypes: [] };
}

/** Sorts rows by their position in `ids`; rows not listed go last, by `fallback`. */
function byOrder<T extends { id: string }>(rows: T[], ids: string[], fallback: (row: T) => string): T[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return rows.sort(
    (a, b) =>
      (rank.get(a.id) ?? ids.length) - (rank.get(b.id) ?? ids.length) || fallback(a).localeCompare(fallback(b)),
  );
}

/** Every cached template, in library order. */
export function useTemplates(): Template[] | undefined {
  return useLiveQuery(async () => {
    if (!(await isReady())) return undefined;
    return byOrder(await db.templates.toArray(), (await order()).templates, (t) => t.name);
  });
}

/** Every cached archetype, in library order. */
export function useArchetypes(): Archetype[] | undefined {
  return useLiveQuery(async () => {
    if (!(await isReady())) return undefined;
    return byOrder(await db.archetypes.toArray(), (await order()).archetypes, (a) => a.title);
  });
}

/** One cached archetype: undefined while loading, null when the cache does not hold it. */
export function useCachedArchetype(id: string): Archetype | null | undefined {
  return useLiveQuery(async () => {
    if (!(await isReady())) return undefined;
    return (await db.archetypes.get(id)) ?? null;
  }, [id]);
}

/**
 * The example library: the device's own maps first (newest edit first), then example and public
 * maps (newest first), each id once — the device's copy wins, as it may hold unsynced edits.
 */
export function useCatalogueMaps(): SpineMap[] | undefined {
  return useLiveQuery(async () => {
    if (!(await isReady())) return undefined;
    const [local, examples] = await Promise.all([accountMaps(db), db.examples.toArray()]);
    const own = local.filter((map) => !map.deletedAt).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    const seen = new Set(local.map((map) => map.id));
    const listed = examples
      .filter((map) => !seen.has(map.id) && !map.deletedAt)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return [...own, ...listed];
  });
}
