import { Suspense } from 'react';
import { lazyOptional } from '../../ui/lazyOptional';
import { BundledFeatured } from './FeaturedGrid';
import { FeaturedSkeletons } from './FeaturedSkeletons';
import { useLocalDataOnce } from './useLocalDataOnce';

// The catalogue cache is in Dexie: only a device with local data loads it (and Dexie with it).
const LocalFeaturedMaps = lazyOptional(() =>
  import('./LocalFeaturedMaps').then((module) => module.LocalFeaturedMaps),
);

/**
 * The featured map cards, narrowed by `search`: up to six catalogue maps from Dexie on a device that
 * has local data, else the bundled examples (a first visit, which has no catalogue cache yet).
 */
export function FeaturedMapsGrid({ search, onClear }: { search: string; onClear: () => void }) {
  const local = useLocalDataOnce();
  if (local === undefined) return <FeaturedSkeletons />;
  return (
    <Suspense fallback={<FeaturedSkeletons />}>
      {local ? (
        <LocalFeaturedMaps search={search} onClear={onClear} />
      ) : (
        <BundledFeatured search={search} onClear={onClear} />
      )}
    </Suspense>
  );
}
