import { CARD_LIMITS, filterMaps, truncate } from '../../../shared/search';
import type { SpineMap } from '../../../shared/schemas/spineMap';

/** A map shown on the home page, with where its card leads. */
export type FeaturedMap = {
  id: string;
  title: string;
  systemBoundary: string;
  context?: string | undefined;
  industry?: string | undefined;
  teamSize?: string | undefined;
  /** Needs cut to the card length of spec §9. */
  needs: string;
  /** The first values, as many as a card shows (spec §9). */
  values: string[];
  /** Own maps open in the editor; public examples open at their share link. */
  link: { kind: 'own'; id: string } | { kind: 'shared'; shareId: string };
};

function toFeatured(map: SpineMap, kind: 'own' | 'shared'): FeaturedMap {
  return {
    id: map.id,
    title: map.title,
    systemBoundary: map.systemBoundary,
    context: map.context,
    industry: map.industry,
    teamSize: map.teamSize,
    needs: truncate(map.needs, CARD_LIMITS.needsChars),
    values: map.values.slice(0, CARD_LIMITS.values),
    link: kind === 'own' ? { kind, id: map.id } : { kind, shareId: map.shareId },
  };
}

/**
 * The home page's featured maps: the device's own live maps (newest first), then the public
 * examples, each once, narrowed by the search box (catalogue rules, spec §5), at most six (spec §9).
 */
export function selectFeaturedMaps(
  own: readonly SpineMap[],
  examples: readonly SpineMap[],
  search: string,
): FeaturedMap[] {
  const seen = new Set<string>();
  const mine = own
    .filter((map) => !map.deletedAt)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .map((map) => toFeatured(map, 'own'));
  const shared = examples.filter((map) => !map.deletedAt).map((map) => toFeatured(map, 'shared'));
  const unique = [...mine, ...shared].filter((map) => {
    if (seen.has(map.id)) return false;
    seen.add(map.id);
    return true;
  });
  return filterMaps(unique, { search }).slice(0, CARD_LIMITS.featuredMaps);
}
