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
  /** The catalogue's maps open at their share link. */
  shareId: string;
};

function toFeatured(map: SpineMap): FeaturedMap {
  return {
    id: map.id,
    title: map.title,
    systemBoundary: map.systemBoundary,
    context: map.context,
    industry: map.industry,
    teamSize: map.teamSize,
    needs: truncate(map.needs, CARD_LIMITS.needsChars),
    values: map.values.slice(0, CARD_LIMITS.values),
    shareId: map.shareId,
  };
}

/** A map with neither needs nor values says nothing on a card ("NEEDS — Not specified"). */
function hasSomethingToShow(map: SpineMap): boolean {
  return map.needs.trim() !== '' || map.values.length > 0;
}

/**
 * The home page's featured maps: the catalogue's public maps ("see how other teams describe their
 * systems"), never the visitor's own drafts, each once, without empty ones, narrowed by the search
 * box (catalogue rules, spec §5), at most six (spec §9).
 */
export function selectFeaturedMaps(examples: readonly SpineMap[], search: string): FeaturedMap[] {
  const seen = new Set<string>();
  const shared = examples.filter((map) => !map.deletedAt && hasSomethingToShow(map)).map(toFeatured);
  const unique = shared.filter((map) => {
    if (seen.has(map.id)) return false;
    seen.add(map.id);
    return true;
  });
  return filterMaps(unique, { search }).slice(0, CARD_LIMITS.featuredMaps);
}
