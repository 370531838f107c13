// Word lists for naming a system and its things (subject.ts): which words name work, which are
// prefixes, which plurals name one system.

// Words in -ing that name no work ('getting committee members to turn up…').
export const NO_WORK = new Set([
  'getting',
  'asking',
  'having',
  'going',
  'trying',
  'looking',
  'waiting',
  'wanting',
  'coming',
]);

// Functions of an organisation that name their team when named alone.
export const FUNCTIONS = new Set([
  'hr',
  'it',
  'finance',
  'procurement',
  'payroll',
  'admin',
  'compliance',
  'accounts',
  'security',
]);

// Words that are a prefix before a hyphen ('post-season', 'pre-school', 'non-profit'): no thing.
export const PREFIXES = new Set([
  'post',
  'pre',
  'mid',
  'non',
  'anti',
  'multi',
  'semi',
  'ex',
  'self',
  'half',
  'cul',
]);

// Plurals that name one system or its people as one: 'the water treatment works', 'the onboarding folks'.
export const ONE_SYSTEM_PLURALS = new Set([
  'works',
  'operations',
  'services',
  'folks',
  'rooms',
  'affairs',
  'relations',
  'corps',
]);
