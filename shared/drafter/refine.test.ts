import { describe, expect, it } from 'vitest';
import { refinementProposalSchema } from '../schemas/refinement';
import type { RefinedSpineMap } from '../schemas/refinement';
import { draftSpineMap } from './draft';
import { refineSpineMap } from './refine';
import { itemDetail, itemName, nameKey } from './text';

const base: RefinedSpineMap = draftSpineMap({ systemBoundary: 'Our mobile app development team', currentTools: 'Jira, GitHub' });
const names = (list: readonly string[]): string[] => list.map(itemName);
const LISTS = ['values', 'principles', 'practices', 'tools'] as const;

function expectWellFormed(map: RefinedSpineMap): void {
  const all = LISTS.flatMap((level) => map[level].map(nameKey));
  expect(new Set(all).size).toBe(all.length);
  for (const level of LISTS) expect(map[level].length).toBeLessThanOrEqual(6);
}

describe('refineSpineMap', () => {
  it("adds 'Pair programming' to practices when asked to", () => {
    const map = { ...base, practices: base.practices.filter((p) => !/pair programming/i.test(p)).slice(0, 4) };
    const proposal = refineSpineMap(map, 'add Pair programming to practices');
    expect(refinementProposalSchema.safeParse(proposal).success).toBe(true);
    expect(names(proposal.refinedSpineMap.practices)).toContain('Pair programming');
    const added = proposal.refinedSpineMap.practices.find((p) => itemName(p) === 'Pair programming');
    expect(itemDetail(added ?? '')).not.toBe('');
    expect(proposal.changes[0]).toMatchObject({ section: 'Practices' });
    expect(proposal.changes[0]?.reasoning.length).toBeGreaterThan(10);
    expect(map.practices).not.toContain(added);
  });

  it('adds to the target section when the feedback names none', () => {
    const proposal = refineSpineMap(base, 'add Psychological safety', 'values');
    expect(names(proposal.refinedSpineMap.values)).toContain('Psychological safety');
  });

  it('puts a tool the team uses into Tools', () => {
    const proposal = refineSpineMap(base, 'We also use Figma');
    expect(names(proposal.refinedSpineMap.tools)).toContain('Figma');
    expectWellFormed(proposal.refinedSpineMap);
  });

  it('keeps a list at six items when adding to a full list', () => {
    const full = { ...base, practices: ['A one: x', 'B two: x', 'C three: x', 'D four: x', 'E five: x', 'F six: x'] };
    const proposal = refineSpineMap(full, 'add Mob programming to practices');
    expect(proposal.refinedSpineMap.practices).toHaveLength(6);
    expect(names(proposal.refinedSpineMap.practices)).toContain('Mob programming');
    expect(proposal.changes.some((c) => c.change.startsWith('Removed'))).toBe(true);
  });

  it('removes matching items and keeps at least three', () => {
    const proposal = refineSpineMap(base, 'remove Jira');
    expect(names(proposal.refinedSpineMap.tools)).not.toContain('Jira');
    expect(proposal.refinedSpineMap.tools.length).toBeGreaterThanOrEqual(3);
    expect(proposal.changes.some((c) => c.section === 'Tools' && c.change.includes('Jira'))).toBe(true);
  });

  it('renames an item and keeps its detail', () => {
    const first = base.values[0] ?? '';
    const proposal = refineSpineMap(base, `rename ${itemName(first)} to Courage`);
    expect(proposal.refinedSpineMap.values[0]).toBe(`Courage: ${itemDetail(first)}`);
  });

  it('replaces an item with another', () => {
    const proposal = refineSpineMap(base, 'replace GitHub with GitLab');
    expect(names(proposal.refinedSpineMap.tools)).toContain('GitLab');
    expect(names(proposal.refinedSpineMap.tools)).not.toContain('GitHub');
  });

  it('adds details to items that lack them when asked to be more specific', () => {
    const bare = { ...base, values: ['Trust', 'Speed', 'Quality'] };
    const proposal = refineSpineMap(bare, 'make the values more specific');
    for (const value of proposal.refinedSpineMap.values) expect(itemDetail(value)).not.toBe('');
    expect(proposal.changes.every((c) => c.section === 'Values')).toBe(true);
  });

  it('sharpens the needs with the members’ perspective', () => {
    const proposal = refineSpineMap(base, 'more specific please', 'needs');
    expect(proposal.refinedSpineMap.needs.startsWith(base.needs)).toBe(true);
    expect(proposal.refinedSpineMap.needs.length).toBeGreaterThan(base.needs.length);
    expect(proposal.changes).toHaveLength(1);
  });

  it('simplifies long lists to three or four items', () => {
    const long = { ...base, principles: ['A: x', 'B: x', 'C: x', 'D: x', 'E: x', 'F: x'] };
    const proposal = refineSpineMap(long, 'simplify');
    expect(proposal.refinedSpineMap.principles).toEqual(['A: x', 'B: x', 'C: x', 'D: x']);
    for (const level of LISTS) expect(proposal.refinedSpineMap[level].length).toBeLessThanOrEqual(4);
  });

  it('steers items toward a focus topic', () => {
    const proposal = refineSpineMap(base, 'focus on security');
    const text = [...proposal.refinedSpineMap.principles, ...proposal.refinedSpineMap.practices, ...proposal.refinedSpineMap.tools, ...proposal.refinedSpineMap.values].join('\n');
    expect(text).toMatch(/secur/i);
    expectWellFormed(proposal.refinedSpineMap);
  });

  it('changes only the target section', () => {
    const proposal = refineSpineMap(base, 'add Pair programming to practices and simplify', 'tools');
    const { tools: _t, ...restAfter } = proposal.refinedSpineMap;
    const { tools: _b, ...restBefore } = base;
    expect(restAfter).toEqual(restBefore);
    expect(proposal.changes.every((c) => c.section === 'Tools')).toBe(true);
  });

  it('says no change was needed, and how to phrase feedback, when nothing applies', () => {
    const proposal = refineSpineMap(base, 'looks fine to me');
    expect(proposal.changes).toEqual([]);
    expect(proposal.refinedSpineMap).toEqual(base);
    expect(proposal.summary).toMatch(/No change was needed/);
    expect(proposal.summary).toMatch(/add Pair programming to practices/);
  });

  it('does not change the map it was given', () => {
    const snapshot = structuredClone(base);
    refineSpineMap(base, 'remove Jira and then add Kanban board to tools');
    expect(base).toEqual(snapshot);
  });

  it('is deterministic', () => {
    expect(refineSpineMap(base, 'focus on quality')).toEqual(refineSpineMap(base, 'focus on quality'));
  });
});

describe('refineSpineMap intent parsing', () => {
  it('reads "change the values to be more concrete" as a request for detail, not a rename', () => {
    const proposal = refineSpineMap(base, 'change the values to be more concrete');
    expect(proposal.changes).toEqual([]);
    expect(proposal.summary).toMatch(/Values already has a detail/);
  });

  it('handles two instructions joined by "and"', () => {
    const proposal = refineSpineMap(base, 'add Kanban board to tools and remove GitHub');
    expect(names(proposal.refinedSpineMap.tools)).toContain('Kanban board');
    expect(names(proposal.refinedSpineMap.tools)).not.toContain('GitHub');
  });

  it('steers toward a topic named in feedback that is not an instruction', () => {
    const proposal = refineSpineMap(base, 'security matters a lot to us');
    expect(proposal.changes.length).toBeGreaterThan(0);
    expect(proposal.refinedSpineMap.needs).toBe(base.needs);
  });
});
