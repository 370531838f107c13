/** The five Spine Model levels, in order, with the spec's descriptions, colours and icons. */
export const LEVELS = [
  {
    id: 'needs',
    title: 'Needs',
    description: 'The fundamental purpose this system exists to achieve.',
    colour: 'red',
    icon: 'Target',
  },
  {
    id: 'values',
    title: 'Values',
    description: 'What we optimize for to meet our needs more effectively.',
    colour: 'orange',
    icon: 'Heart',
  },
  {
    id: 'principles',
    title: 'Principles',
    description: 'Systemic levers we use to get more of what we value.',
    colour: 'blue',
    icon: 'Compass',
  },
  {
    id: 'practices',
    title: 'Practices',
    description: 'Activities we do to apply principles in context.',
    colour: 'green',
    icon: 'Users',
  },
  {
    id: 'tools',
    title: 'Tools',
    description: 'What we use to apply practices more efficiently.',
    colour: 'purple',
    icon: 'Wrench',
  },
] as const;

/** A level's id: needs, values, principles, practices or tools. */
export type LevelId = (typeof LEVELS)[number]['id'];

/** The level ids in spine order. */
export const LEVEL_IDS = LEVELS.map((level) => level.id) as [LevelId, ...LevelId[]];

/** The four levels a map holds as lists (needs is one text). */
export const LIST_LEVEL_IDS = ['values', 'principles', 'practices', 'tools'] as const;

/** A list level's id. */
export type ListLevelId = (typeof LIST_LEVEL_IDS)[number];

/** Looks a level up by id. */
export function levelById(id: LevelId): (typeof LEVELS)[number] {
  const level = LEVELS.find((candidate) => candidate.id === id);
  if (!level) throw new Error(`Unknown level: ${id}`);
  return level;
}
