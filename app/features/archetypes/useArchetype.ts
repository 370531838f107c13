import { useEffect, useState } from 'react';
import type { Archetype } from '../../../shared/schemas/archetype';
import { catalogueCache } from '../content/catalogueSync';
import { useCachedArchetype } from '../content/useCatalogue';

/**
 * One archetype for the detail page: undefined while loading, null when it does not exist. An id the
 * cache lacks is asked of the server once (when online) before it counts as not found.
 */
export function useArchetype(id: string): Archetype | null | undefined {
  const cached = useCachedArchetype(id);
  const [checked, setChecked] = useState<string | null>(null);
  const missing = cached === null && checked !== id;

  useEffect(() => {
    if (!missing) return;
    let active = true;
    const lookup = navigator.onLine ? catalogueCache.fetchArchetype(id) : Promise.resolve(null);
    // A found archetype lands in Dexie and the live query shows it; only a miss ends the loading state here.
    void lookup.then((found) => {
      if (active && !found) setChecked(id);
    });
    return () => {
      active = false;
    };
  }, [id, missing]);

  return missing ? undefined : cached;
}
