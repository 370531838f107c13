import { BundledFeatured, FeaturedGrid } from './FeaturedGrid';
import { FeaturedSkeletons } from './FeaturedSkeletons';
import { selectFeaturedMaps } from './featuredMaps';
import { useFeaturedMapSources } from './useFeaturedMaps';

/** The featured cards from the cached catalogue in Dexie; the bundled examples while it is empty. */
export function LocalFeaturedMaps({ search, onClear }: { search: string; onClear: () => void }) {
  const sources = useFeaturedMapSources();
  if (sources === undefined) return <FeaturedSkeletons />;
  if (sources.examples.length === 0) return <BundledFeatured search={search} onClear={onClear} />;
  return <FeaturedGrid maps={selectFeaturedMaps(sources.examples, search)} onClear={onClear} />;
}
