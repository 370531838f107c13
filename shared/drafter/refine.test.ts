import { describe, expect, it } from 'vitest';
import type { ListLevelId } from '../levels';
import {
  refinementProposalSchema,
  type RefinedSpineMap,
  type RefinementProposal,
} from '../schemas/refinement';
import { draftSpineMap } from './draft';
import { ALL_ITEMS, ITEMS_BY_NAME, SIGNALS } from './knowledge';
import { refineSpineMap } from './refine';
import { itemDetail, itemName, nameKey, words } from './text';
import { topicOf } from './topics';

const LISTS = ['values', 'principles', 'practices', 'tools'] as const;

const software = draftSpineMap({
  systemBoundary: 'Our mobile app development team',
  currentTools: 'Jira, Trello, GitHub',
});
const water = draftSpineMap({ systemBoundary: 'A regional water utility operations team' });
const bakery = draftSpineMap({
  systemBoundary: 'A small family bakery',
  currentTools: 'Square, Google Sheets',
});
const family = draftSpineMap({ systemBoundary: 'Our family of four' });

/** The map with an item a person typed in by hand, at the end of a level. */
function withItem(map: RefinedSpineMap, level: ListLevelId, item: string): RefinedSpineMap {
  return map[level].some((entry) => nameKey(entry) === nameKey(item))
    ? map
    : { ...map, [level]: [...map[level], item] };
}

const names = (list: readonly string[]): string[] => list.map(itemName);
const added = (before: RefinedSpineMap, after: RefinedSpineMap, level: ListLevelId): string[] =>
  names(after[level]).filter((name) => !before[level].some((item) => nameKey(item) === name.toLowerCase()));
const removed = (before: RefinedSpineMap, after: RefinedSpineMap, level: ListLevelId): string[] =>
  names(before[level]).filter((name) => !after[level].some((item) => nameKey(item) === name.toLowerCase()));
const allAdded = (before: RefinedSpineMap, after: RefinedSpineMap): string[] =>
  LISTS.flatMap((level) => added(before, after, level));
const allRemoved = (before: RefinedSpineMap, after: RefinedSpineMap): string[] =>
  LISTS.flatMap((level) => removed(before, after, level));

function refine(
  map: RefinedSpineMap,
  feedback: string,
  target?: Parameters<typeof refineSpineMap>[2],
): RefinementProposal {
  const proposal = refineSpineMap(map, feedback, target);
  expect(refinementProposalSchema.safeParse(proposal).success).toBe(true);
  return proposal;
}

// Words that may surround a quoted phrase in any sentence; a subject word outside the quote would mean a keyword echo.
const FRAME = new Set(['make', 'more', 'than', 'team', 'suitable', 'focus']);

/** A sentence that quotes the user's phrase exactly once and never repeats its words as loose keywords. */
function expectQuotesOnce(text: string, phrase: string): void {
  const quoted = `“${phrase}”`;
  expect(text.split(quoted).length - 1, text).toBe(1);
  const outside = new Set(words(text.replace(quoted, '')));
  for (const word of words(phrase))
    if (word.length > 3 && !FRAME.has(word))
      expect(outside.has(word), `"${word}" repeated in: ${text}`).toBe(false);
  expect(text).toMatch(/^[A-Z]/);
  expect(text).toMatch(/\.$/);
}

/** Every change of a proposal explains itself with the user's phrase quoted once. */
function expectRationales(proposal: RefinementProposal, phrase: string): void {
  expect(proposal.changes.length).toBeGreaterThan(0);
  for (const change of proposal.changes) expectQuotesOnce(change.reasoning, phrase);
  expect(proposal.summary).toContain(`“${phrase}”`);
}

/** Whether a knowledge item's tags speak to a topic phrase. */
// Several domains may hold an item of one name ('Belonging'): any of them being about the topic counts.
function aboutTopic(name: string, phrase: string): boolean {
  const topic = topicOf(phrase);
  return ALL_ITEMS.some(
    ({ item }) => nameKey(item.name) === nameKey(name) && item.tags.some((tag) => topic.terms.has(tag)),
  );
}

describe('refineSpineMap: add', () => {
  it('adds a quoted item to the level named, with a written detail that does not echo its name', () => {
    const proposal = refine(water, 'add "weekly stand-up" to practices');
    expect(added(water, proposal.refinedSpineMap, 'practices')).toEqual(['Weekly stand-up']);
    expect(allRemoved(water, proposal.refinedSpineMap)).toEqual([]);
    const item = proposal.refinedSpineMap.practices.find((p) => itemName(p) === 'Weekly stand-up') ?? '';
    const detail = itemDetail(item);
    expect(detail.split(/\s+/).length).toBeGreaterThanOrEqual(8);
    expect(detail).not.toMatch(/stand-up|weekly/i);
    expect(proposal.changes).toHaveLength(1);
    expect(proposal.changes[0]).toMatchObject({ section: 'Practices' });
    expectQuotesOnce(proposal.changes[0]?.reasoning ?? '', 'weekly stand-up');
  });

  it('uses the knowledge base detail for an item it knows', () => {
    const map = { ...software, practices: software.practices.filter((p) => !/pair programming/i.test(p)) };
    const proposal = refine(map, 'Please add Pair programming to the practices.');
    const item = proposal.refinedSpineMap.practices.find((p) => itemName(p) === 'Pair programming');
    expect(itemDetail(item ?? '')).toBe(ITEMS_BY_NAME.get('pair programming')?.item.detail);
  });

  it('adds a value about a topic, named for it', () => {
    const proposal = refine(bakery, 'add a value about honesty');
    expect(added(bakery, proposal.refinedSpineMap, 'values')).toEqual(['Honesty']);
    const detail = itemDetail(proposal.refinedSpineMap.values.find((v) => itemName(v) === 'Honesty') ?? '');
    expect(detail.length).toBeGreaterThan(15);
    expect(detail).not.toMatch(/honesty/i);
    expectRationales(proposal, 'honesty');
  });

  it('adds several items and places a known tool in Tools', () => {
    const proposal = refine(
      family,
      'add board games and a weekly family meeting to practices. We also use Figma',
    );
    expect(added(family, proposal.refinedSpineMap, 'practices')).toEqual([
      'Board games',
      'Weekly family meeting',
    ]);
    expect(added(family, proposal.refinedSpineMap, 'tools')).toEqual(['Figma']);
  });

  it('adds to the target section when the feedback names no level', () => {
    const proposal = refine(software, 'add Psychological safety', 'values');
    expect(added(software, proposal.refinedSpineMap, 'values')).toEqual(['Psychological safety']);
  });
});

describe('refineSpineMap: remove and rename', () => {
  it('removes the named tool and nothing else', () => {
    const proposal = refine(software, 'remove Jira');
    expect(allRemoved(software, proposal.refinedSpineMap)).toEqual(['Jira']);
    expect(proposal.changes.map((c) => c.change)).toContain('Removed “Jira”');
    expectRationales(proposal, 'Jira');
  });

  it('drops "the stand-up practice" by part of its name', () => {
    const map = withItem(water, 'practices', 'Daily stand-up: ten minutes on the day’s jobs and risks');
    const proposal = refine(map, 'drop the stand-up practice');
    expect(allRemoved(map, proposal.refinedSpineMap)).toEqual(['Daily stand-up']);
  });

  it('tops a level back up to three items after a removal empties it', () => {
    const map = { ...bakery, tools: ['Square: takes card payments', 'Google Sheets: the order book'] };
    const proposal = refine(map, 'remove Square');
    expect(names(proposal.refinedSpineMap.tools)).not.toContain('Square');
    expect(proposal.refinedSpineMap.tools.length).toBe(3);
  });

  it('renames an item in place and keeps its detail', () => {
    const proposal = refine(software, 'rename Trello to Planner');
    const before = software.tools.findIndex((t) => itemName(t) === 'Trello');
    expect(proposal.refinedSpineMap.tools[before]).toBe(
      `Planner: ${itemDetail(software.tools[before] ?? '')}`,
    );
    expect(allRemoved(software, proposal.refinedSpineMap)).toEqual(['Trello']);
    expectQuotesOnce(proposal.changes[0]?.reasoning ?? '', 'Trello');
  });

  it('renames with "call X “Y” instead"', () => {
    const map = withItem(bakery, 'values', 'Speed: bread is on the shelves before the doors open');
    const proposal = refine(map, 'call Speed "Pace" instead');
    expect(proposal.refinedSpineMap.values.at(-1)).toBe(
      'Pace: bread is on the shelves before the doors open',
    );
  });

  it('replaces an item with another', () => {
    const proposal = refine(software, 'replace GitHub with GitLab');
    expect(names(proposal.refinedSpineMap.tools)).toContain('GitLab');
    expect(names(proposal.refinedSpineMap.tools)).not.toContain('GitHub');
  });

  it('says so when nothing has the name to remove or rename', () => {
    const proposal = refine(water, 'remove Kubernetes; rename Jira to Linear');
    expect(proposal.changes).toEqual([]);
    expect(proposal.summary).toContain('Nothing on the map is called “Kubernetes”');
    expect(proposal.summary).toContain('Nothing on the map is called “Jira”');
  });
});

describe('refineSpineMap: subjects', () => {
  it('makes a map suitable for "a remote-first team" with the remote items, quoting the phrase', () => {
    const remote = SIGNALS.find((signal) => signal.id === 'remote');
    for (const map of [software, water]) {
      const proposal = refine(map, 'Make it suitable for a remote-first team!');
      for (const level of LISTS) {
        const expected = (remote?.items[level] ?? [])
          .map((item) => item.name)
          .filter((name) => !map[level].some((entry) => nameKey(entry) === name.toLowerCase()));
        const gained = added(map, proposal.refinedSpineMap, level);
        expect(gained, level).toHaveLength(Math.min(1, expected.length));
        for (const name of gained) expect(expected, level).toContain(name);
      }
      expect(allRemoved(map, proposal.refinedSpineMap)).toEqual([]);
      expectRationales(proposal, 'a remote-first team');
      expect(proposal.summary).not.toMatch(/\bmake and remote|remote and first/i);
    }
  });

  it('makes a map suitable for a setting no signal names by its words', () => {
    const proposal = refine(bakery, 'make it suitable for customers who order online');
    const gained = allAdded(bakery, proposal.refinedSpineMap);
    expect(gained.length).toBeGreaterThan(0);
    for (const name of gained) expect(aboutTopic(name, 'customers who order online'), name).toBe(true);
    expect(allRemoved(bakery, proposal.refinedSpineMap)).toEqual([]);
    expectRationales(proposal, 'customers who order online');
  });

  it('makes a map more customer-focused with customer items, one per level, removing nothing', () => {
    for (const map of [software, water]) {
      const proposal = refine(map, 'make it more customer-focused');
      const gained = allAdded(map, proposal.refinedSpineMap);
      expect(gained.length).toBeGreaterThanOrEqual(2);
      for (const level of LISTS)
        expect(added(map, proposal.refinedSpineMap, level).length).toBeLessThanOrEqual(1);
      for (const name of gained) expect(aboutTopic(name, 'customer'), name).toBe(true);
      expect(allRemoved(map, proposal.refinedSpineMap)).toEqual([]);
      expectRationales(proposal, 'customer-focused');
    }
  });

  it('adds more about safety to a water utility, removing nothing', () => {
    const proposal = refine(water, 'more about safety');
    const gained = allAdded(water, proposal.refinedSpineMap);
    expect(gained.length).toBeGreaterThanOrEqual(2);
    for (const name of gained) expect(aboutTopic(name, 'safety'), name).toBe(true);
    expect(allRemoved(water, proposal.refinedSpineMap)).toEqual([]);
    expectRationales(proposal, 'safety');
  });

  it('reads "more learning than speed" as learning items in, speed-only items out', () => {
    const map = withItem(software, 'principles', 'Speed over polish: ship the first version fast');
    const proposal = refine(map, 'more learning than speed');
    const gained = allAdded(map, proposal.refinedSpineMap);
    expect(gained.length).toBeGreaterThan(0);
    for (const name of gained) expect(aboutTopic(name, 'learning'), name).toBe(true);
    const gone = allRemoved(map, proposal.refinedSpineMap);
    expect(gone).toContain('Speed over polish');
    const speed = topicOf('speed');
    const learning = topicOf('learning');
    for (const name of gone) {
      const item = LISTS.flatMap((level) => map[level]).find((entry) => itemName(entry) === name) ?? '';
      const terms = [...(ITEMS_BY_NAME.get(name.toLowerCase())?.item.tags ?? []), ...words(item)];
      expect(
        terms.some((term) => speed.terms.has(term)),
        name,
      ).toBe(true);
      expect(
        terms.some((term) => learning.terms.has(term)),
        name,
      ).toBe(false);
    }
    for (const level of LISTS) expect(proposal.refinedSpineMap[level].length).toBeGreaterThanOrEqual(3);
    expectRationales(proposal, 'more learning than speed');
  });

  it('focuses on "onboarding new volunteers" with onboarding items', () => {
    for (const map of [bakery, family]) {
      const proposal = refine(map, 'focus on onboarding new volunteers');
      const gained = allAdded(map, proposal.refinedSpineMap);
      expect(gained.length).toBeGreaterThan(0);
      for (const name of gained) expect(aboutTopic(name, 'onboarding new volunteers'), name).toBe(true);
      expect(allRemoved(map, proposal.refinedSpineMap)).toEqual([]);
      expectRationales(proposal, 'onboarding new volunteers');
    }
  });

  it('quotes a remark that is no instruction whole when it names a known subject', () => {
    const proposal = refine(software, 'security matters a lot to us');
    for (const name of allAdded(software, proposal.refinedSpineMap))
      expect(aboutTopic(name, 'security'), name).toBe(true);
    expectRationales(proposal, 'security matters a lot to us');
    expect(proposal.refinedSpineMap.needs).toBe(software.needs);
  });

  it('says honestly when it knows nothing about a subject', () => {
    const proposal = refine(family, 'more about zorbling');
    expect(proposal.changes).toEqual([]);
    expect(proposal.summary).toContain('knows no further items about “zorbling”');
  });
});

describe('refineSpineMap: items a person added stay', () => {
  const HAND = 'Friday bread tasting: everyone tastes the new loaves together';

  it.each([
    'make it suitable for a remote-first team',
    'make it more customer-focused',
    'focus on onboarding new volunteers',
    'more about safety',
    'add Kanban board to tools',
    'remove Square',
    'suggest more practices',
  ])('keeps a hand-added practice through "%s"', (feedback) => {
    const map = withItem(bakery, 'practices', HAND);
    const proposal = refine(map, feedback);
    expect(proposal.refinedSpineMap.practices).toContain(HAND);
  });

  it('adds to a full list without dropping anything', () => {
    const full = {
      ...software,
      practices: ['A one: x', 'B two: x', 'C three: x', 'D four: x', 'E five: x', HAND],
    };
    const proposal = refine(full, 'add Mob programming to practices and focus on onboarding');
    expect(proposal.refinedSpineMap.practices.slice(0, 6)).toEqual(full.practices);
    expect(names(proposal.refinedSpineMap.practices)).toContain('Mob programming');
    expect(proposal.changes.some((c) => c.change.startsWith('Removed'))).toBe(false);
  });

  it('keeps the first refinement’s additions through a second one', () => {
    const first = refine(software, 'make it more customer-focused and add "weekly stand-up" to practices');
    const kept = allAdded(software, first.refinedSpineMap);
    expect(kept).toContain('Weekly stand-up');
    const second = refine(
      first.refinedSpineMap,
      'make it suitable for a remote-first team; focus on security',
    );
    for (const name of kept)
      expect(names(LISTS.flatMap((level) => second.refinedSpineMap[level]))).toContain(name);
    expect(allRemoved(first.refinedSpineMap, second.refinedSpineMap)).toEqual([]);
  });

  it('simplifies by taking off only the drafter’s own suggestions', () => {
    const map = {
      ...withItem(bakery, 'practices', HAND),
      principles: [
        'Own words one: x',
        'Own words two: x',
        'Own words three: x',
        'Own words four: x',
        'Own words five: x',
      ],
    };
    const proposal = refine(map, 'simplify');
    expect(proposal.refinedSpineMap.practices).toContain(HAND);
    expect(proposal.refinedSpineMap.principles).toEqual(map.principles);
    expect(proposal.summary).toMatch(/Principles was written by people, so it stays/);
    for (const name of allRemoved(map, proposal.refinedSpineMap))
      expect(ITEMS_BY_NAME.has(name.toLowerCase()), name).toBe(true);
    expect(proposal.refinedSpineMap.values.length).toBeLessThanOrEqual(4);
    expect(proposal.refinedSpineMap.tools.length).toBeLessThanOrEqual(4);
  });
});

describe('refineSpineMap: sections and other requests', () => {
  it('changes only the target section', () => {
    const proposal = refine(software, 'make it suitable for a remote-first team', 'practices');
    const { practices: after, ...restAfter } = proposal.refinedSpineMap;
    const { practices: before, ...restBefore } = software;
    expect(restAfter).toEqual(restBefore);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(added(software, proposal.refinedSpineMap, 'practices').length).toBeGreaterThan(0);
    expect(added(software, proposal.refinedSpineMap, 'practices').length).toBeLessThanOrEqual(2);
    expect(proposal.changes.every((c) => c.section === 'Practices')).toBe(true);
  });

  it('leaves a level the feedback names alone when another section is targeted, and says why', () => {
    const proposal = refine(software, 'add Pair programming to practices', 'tools');
    expect(proposal.changes).toEqual([]);
    expect(proposal.summary).toContain(
      'Practices was left alone because this refinement only changes Tools.',
    );
  });

  it('adds a focus to the needs when the needs are the target', () => {
    const proposal = refine(water, 'focus on drought resilience', 'needs');
    expect(proposal.refinedSpineMap.needs).toBe(
      `${water.needs} It pays particular attention to drought resilience.`,
    );
    expectRationales(proposal, 'drought resilience');
  });

  it('adds details to items that lack them when asked to be more specific', () => {
    const bare = { ...software, values: ['Trust', 'Zest', 'Quality'] };
    const proposal = refine(bare, 'make the values more specific');
    for (const value of proposal.refinedSpineMap.values) expect(itemDetail(value)).not.toBe('');
    expect(itemDetail(proposal.refinedSpineMap.values[1] ?? '')).not.toMatch(/zest/i);
    expect(proposal.changes.every((c) => c.section === 'Values')).toBe(true);
  });

  it('sharpens the needs with the members’ perspective', () => {
    const proposal = refine(software, 'more specific please', 'needs');
    expect(proposal.refinedSpineMap.needs.startsWith(software.needs)).toBe(true);
    expect(proposal.refinedSpineMap.needs.length).toBeGreaterThan(software.needs.length);
    expect(proposal.changes).toHaveLength(1);
  });

  it('reads "change the values to be more concrete" as a request for detail, not a rename', () => {
    const proposal = refine(software, 'change the values to be more concrete');
    expect(proposal.changes).toEqual([]);
    expect(proposal.summary).toMatch(/Values already has a detail/);
  });

  it('says no change was needed, and how to phrase feedback, when nothing applies', () => {
    const proposal = refine(software, 'looks fine to me');
    expect(proposal.changes).toEqual([]);
    expect(proposal.refinedSpineMap).toEqual(software);
    expect(proposal.summary).toMatch(/No change was needed/);
    expect(proposal.summary).toContain('make it suitable for a remote-first team');
  });

  it('does not change the map it was given, and is deterministic', () => {
    const snapshot = structuredClone(software);
    refine(software, 'remove Jira and then add Kanban board to tools; make it more customer-focused');
    expect(software).toEqual(snapshot);
    expect(refineSpineMap(software, 'focus on quality')).toEqual(
      refineSpineMap(software, 'focus on quality'),
    );
  });
});

describe('refineSpineMap: what it could not read', () => {
  it('never adds more of a subject the feedback asks to have less of', () => {
    const proposal = refine(software, 'less speed please');
    expect(proposal.changes).toEqual([]);
    expect(proposal.summary).toContain('could not turn “less speed” into a change');
  });

  it('names a clause it could not read next to the ones it applied', () => {
    const proposal = refine(software, 'remove Jira; the colours are nice');
    expect(allRemoved(software, proposal.refinedSpineMap)).toEqual(['Jira']);
    expect(proposal.summary).toContain('could not turn “the colours are nice” into a change');
  });

  it('applies one addition per level named in a list', () => {
    const proposal = refine(water, 'add Honesty to values and Kanban board and Miro to tools');
    expect(added(water, proposal.refinedSpineMap, 'values')).toEqual(['Honesty']);
    expect(added(water, proposal.refinedSpineMap, 'tools')).toEqual(['Kanban board', 'Miro']);
  });
});
