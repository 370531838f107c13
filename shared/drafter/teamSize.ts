import type { TEAM_SIZES } from '../labels';
import { termSet, words } from './text';

// A team's size read from the words of a boundary or its context: the drafter's one guess at scale.

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  dozen: 12,
};
const PEOPLE = new Set([
  'people',
  'person',
  'persons',
  'member',
  'engineer',
  'developer',
  'staff',
  'employee',
  'rep',
  'consultant',
  'nurse',
  'doctor',
  'clinician',
  'agent',
  'seller',
  'designer',
  'colleague',
  'worker',
  'volunteer',
  'teacher',
  'fte',
  'headcount',
  'csm',
  'manager',
  'analyst',
]);
const LARGE_WORDS = new Set([
  'department',
  'division',
  'organisation',
  'organization',
  'company',
  'enterprise',
  'firm',
  'hospital',
  'utility',
  'business unit',
  'several team',
  'multiple team',
  'many team',
  'tribe',
  'all hand',
  'company wide',
  'whole company',
  'nationwide',
  'region',
  'chain',
]);
const MEDIUM_WORDS = new Set([
  'medium',
  'mid size',
  'mid sized',
  'midsize',
  'two team',
  'three team',
  'a few team',
  'practice',
  'office',
  'clinic',
  'store',
  'plant',
]);
const SMALL_WORDS = new Set([
  'small',
  'tiny',
  'startup',
  'pair',
  'duo',
  'squad',
  'solo',
  'founder',
  'small team',
  'single team',
  'retrospective',
  'retro',
  'meeting',
  'stand up',
  'standup',
]);

function sizeFromCount(count: number): (typeof TEAM_SIZES)[number] {
  if (count <= 9) return 'Small Team';
  if (count <= 25) return 'Medium Team';
  return 'Large Team';
}

/** Reads a team size from explicit head counts first ('team of 4', '40 people'), then from scope words. */
export function inferTeamSize(text: string): (typeof TEAM_SIZES)[number] | undefined {
  const list = words(text);
  for (let i = 0; i < list.length; i++) {
    const word = list[i] ?? '';
    const count = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
    if (count === undefined || count < 1 || count > 100000) continue;
    const next = list[i + 1] ?? '';
    const before = `${list[i - 2] ?? ''} ${list[i - 1] ?? ''}`;
    if (PEOPLE.has(next) || next === 'strong' || /\b(?:team|group|squad) of$/.test(before))
      return sizeFromCount(count);
  }
  const terms = termSet(text);
  const has = (set: ReadonlySet<string>): boolean => [...set].some((term) => terms.has(term));
  if (has(LARGE_WORDS)) return 'Large Team';
  if (has(MEDIUM_WORDS)) return 'Medium Team';
  if (has(SMALL_WORDS)) return 'Small Team';
  return undefined;
}
