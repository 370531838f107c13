import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';
import { accountMaps } from '../../sync/deviceAccount';
import type { SpineMap } from '../../../shared/schemas/spineMap';

/**
 * The maps the home page can feature, from Dexie: this device's maps and the cached public
 * examples. `undefined` while IndexedDB answers.
 */
export function useFeaturedMapSources(): { own: SpineMap[]; examples: SpineMap[] } | undefined {
  return useLiveQuery(async () => {
    const [own, examples] = await Promise.all([accountMaps(db), db.examples.toArray()]);
    return { own, examples };
  }, []);
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
