import { CATEGORIES } from './labels';
import type { SpineMapListQuery } from './schemas/spineMap';
import type { TemplatesQuery } from './schemas/template';

// The list functions take the fields they read, not whole entities, so cached rows, view models and
// drafts filter the same way as parsed API data.
type Searchable<K extends string> = { readonly [P in K]: string };

/** Card and list sizes of spec §9, so the home page, catalogue and templates agree. */
export const CARD_LIMITS = {
  needsChars: 50,
  values: 3,
  useCases: 3,
  featuredMaps: 6,
} as const;

/** A filter value that means "no filter": absent, blank, or the All choice of a dropdown or chip. */
function isNoFilter(value: string | undefined): value is undefined {
  return value === undefined || value.trim() === '' || value.trim().toLowerCase() === 'all';
}

/** A case-insensitive substring test over the given fields; a blank search matches everything. */
function matchesSearch(search: string | undefined, fields: readonly (string | undefined)[]): boolean {
  const needle = search?.trim().toLowerCase() ?? '';
  if (needle === '') return true;
  return fields.some((field) => field !== undefined && field.toLowerCase().includes(needle));
}

/** Template search (spec §5): name, description, category or any use case; the category is exact. */
export function filterTemplates<T extends Searchable<'name' | 'description' | 'category'> & { useCases: readonly string[] }>(
  list: readonly T[],
  { search, category }: Partial<TemplatesQuery>,
): T[] {
  return list.filter(
    (template) =>
      (isNoFilter(category) || template.category === category.trim()) &&
      matchesSearch(search, [template.name, template.description, template.category, ...template.useCases]),
  );
}

/** The categories present in a template list, each once, in the order the spec lists them. */
export function templateCategories(list: readonly Searchable<'category'>[]): string[] {
  const rank = (category: string) => {
    const index = (CATEGORIES as readonly string[]).indexOf(category);
    return index === -1 ? CATEGORIES.length : index;
  };
  return [...new Set(list.map((template) => template.category))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  );
}

/** Whether a template belongs in the Popular group: its isPopular is the string 'true' (spec §9). */
export function isPopular(template: Searchable<'isPopular'>): boolean {
  return template.isPopular === 'true';
}

/** Catalogue search (spec §5): title, boundary, context or industry; industry and team size exact. */
export function filterMaps<
  T extends Searchable<'title' | 'systemBoundary'> & { context?: string; industry?: string; teamSize?: string },
>(
  list: readonly T[],
  { search, industry, teamSize }: Partial<SpineMapListQuery>,
): T[] {
  return list.filter(
    (map) =>
      (isNoFilter(industry) || map.industry === industry.trim()) &&
      (isNoFilter(teamSize) || map.teamSize === teamSize.trim()) &&
      matchesSearch(search, [map.title, map.systemBoundary, map.context, map.industry]),
  );
}

/** Archetype search (spec §5): title, description or tags; a chip matches tags containing it. */
export function filterArchetypes<T extends Searchable<'title' | 'description'> & { tags: readonly string[] }>(
  list: readonly T[],
  { search, chip }: { search?: string | undefined; chip?: string | undefined },
): T[] {
  return list.filter(
    (archetype) =>
      (isNoFilter(chip) || archetype.tags.some((tag) => tag.toLowerCase().includes(chip.trim().toLowerCase()))) &&
      matchesSearch(search, [archetype.title, archetype.description, ...archetype.tags]),
  );
}

/**
 * The first max characters of a text, with an ellipsis when cut (spec §9 cards). Counts code points,
 * so an emoji is never split in half.
 */
export function truncate(text: string, max: number, ellipsis = '...'): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}${ellipsis}`;
}
