/**
 * The h2 headings every archetype body uses, in this order: the boundary, the five levels from a
 * prospective adopter's point of view, then fit and advice. A shared order lets readers compare
 * frameworks level by level.
 */
export const ARCHETYPE_SECTION_HEADINGS = [
  'Where it fits: the system boundary',
  'Needs: why people adopt it',
  'Values: what it optimises for',
  'Principles: what it is based on',
  'Practices: what it suggests you do',
  'Tools: what it suggests you use',
  'When it fits badly',
  'Before you adopt it',
] as const;

/** Spine Explorer's byline on archetypes written by the project itself. */
export const ARCHETYPE_AUTHOR = 'Spine Explorer team';
