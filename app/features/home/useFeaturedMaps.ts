import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';
import type { SpineMap } from '../../../shared/schemas/spineMap';

/**
 * The maps the home page can feature, from Dexie: the cached catalogue (public examples), never
 * this device's own maps. `undefined` while IndexedDB answers.
 */
export function useFeaturedMapSources(): { examples: SpineMap[] } | undefined {
  return useLiveQuery(async () => ({ examples: await db.examples.toArray() }), []);
}

let bundled: Promise<SpineMap[]> | undefined;

/**
 * The examples bundled with the app, loaded on demand (they are not in the home chunk). Used when
 * Dexie has nothing yet, e.g. the very first visit before the library has been seeded.
 */
export function loadBundledExamples(): Promise<SpineMap[]> {
  bundled ??= import('../../../shared/content/examples').then((module) =>
    module.EXAMPLE_MAPS.map((example) => module.exampleToSpineMap(example)),
  );
  return bundled;
}
