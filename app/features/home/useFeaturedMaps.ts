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
