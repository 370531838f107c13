import { describe, expect, it } from 'vitest';
import type { RefinedSpineMap } from '../../schemas/refinement';
import { servedPhrase } from '../answers';
import { UNKNOWN_TOOL_OPENING } from '../draft';
import { DOMAINS, GENERIC_DOMAIN } from '../knowledge';
import { FAMILIES } from '../knowledge/families';
import { nameKey } from '../text';
import { evalFigures, type EvalDraft } from './figures';
import { EVAL_CASES } from './index';
import { draftCase } from './run';

// Issue 11's acceptance test: the drafter on every case of the evaluation set. Data-driven, so a
// domain's cases are covered as soon as its file is listed in EVAL_CASES.

const LISTS = ['values', 'principles', 'practices', 'tools'] as const;
const NEED = /^From the perspective of (.+?), .+ exists? to .+ so that .+\.$/s;
const GENERIC_WHO = new Set(GENERIC_DOMAIN.needs.map((need) => need.who));

const drafts = EVAL_CASES.map(draftCase);

/** What the drafter wrote (the user's boundary and context are left out: they would make must-words trivial). */
function drafted(map: RefinedSpineMap): string {
  return [map.title, map.needs, ...LISTS.flatMap((list) => map[list])].join('\n');
}

/** A word or phrase at a word start, case-insensitive: 'pupil' finds 'Pupils', 'care' does not find 'scared'. */
function mentions(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}`, 'iu').test(text);
}

describe('the drafter over the evaluation set', () => {
  // The families added for issue 16 are covered by the generalisation set (generalise/).
  it('covers every knowledge domain with at least two cases, each naming a known domain', () => {
    const known = new Set([...DOMAINS.map((domain) => domain.id), GENERIC_DOMAIN.id]);
    for (const evalCase of EVAL_CASES) expect(known, evalCase.boundary).toContain(evalCase.domain);
    for (const domain of DOMAINS.filter((domain) => !FAMILIES.includes(domain))) {
      expect(
        EVAL_CASES.filter((evalCase) => evalCase.domain === domain.id).length,
        domain.id,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(
    EVAL_CASES.map((evalCase, index) => [evalCase.boundary.slice(0, 60), evalCase.domain, index] as const),
  )(
    '%s → %s: fits the domain, says what it must and nothing it must not, 3–6 items a list, tools placed, need names who is served',
    (_label, _domain, index) => {
      const evalCase = EVAL_CASES[index]!;
      const { map, analysis, givenTools } = drafts[index]!;
      expect(analysis.primary.id, 'domain').toBe(evalCase.domain);

      const text = drafted(map);
      for (const word of evalCase.must) expect(mentions(text, word), `must say "${word}"`).toBe(true);
      for (const word of evalCase.mustNot) expect(mentions(text, word), `must not say "${word}"`).toBe(false);

      for (const list of LISTS) {
        expect(map[list].length, list).toBeGreaterThanOrEqual(3);
        expect(map[list].length, list).toBeLessThanOrEqual(6);
      }
      const placed = map.tools.map(nameKey);
      for (const tool of givenTools) expect(placed, 'tools').toContain(nameKey(tool));

      const who = NEED.exec(map.needs)?.[1];
      expect(who, map.needs).toBeTruthy();
      if (evalCase.answers?.served) expect(who).toBe(servedPhrase(evalCase.answers.served));
      else if (evalCase.domain !== GENERIC_DOMAIN.id)
        expect(GENERIC_WHO.has(who ?? ''), `who: ${who}`).toBe(false);
    },
  );

  it('never writes one item word for word into maps of more than two domains', () => {
    expect(evalFigures(drafts).sharedItems).toEqual([]);
  });

  it('knows every tool a case names: none gets the stock detail of an unknown tool', () => {
    expect(evalFigures(drafts).unknownTools).toEqual([]);
  });
});

describe('evalFigures', () => {
  const map = (values: string[], tools: string[] = ['Board: shows the work']): RefinedSpineMap => ({
    title: 'T',
    systemBoundary: 'B',
    needs: 'N',
    values,
    principles: ['P: a principle'],
    practices: ['R: a practice'],
    tools,
  });
  const draft = (
    domain: string,
    values: string[],
    fellBack = false,
    tools?: string[],
    givenTools: string[] = [],
  ): EvalDraft => ({
    domain,
    map: map(values, tools),
    fellBack,
    givenTools,
  });

  it('counts slots repeated across domains, not within one, and leaves the user’s own tools out', () => {
    const figures = evalFigures([
      draft('a', ['Trust: x', 'Care: y'], false, ['Excel: sheets'], ['Excel']),
      draft('a', ['Trust: x', 'Focus: z'], false, ['Excel: sheets'], ['Excel']),
      draft('b', ['Care: y', 'Calm: w'], true, ['Excel: sheets'], ['Excel']),
    ]);
    // Slots: 3 maps × (2 values + principle + practice) = 12; the given Excel is not the drafter's.
    expect(figures.slots).toBe(12);
    // 'Care: y' twice, and every principle and practice (same text in both domains) 6 times.
    expect(figures.repeatedSlots).toBe(8);
    expect(figures.repeatedShare).toBeCloseTo(8 / 12);
    expect(figures.fallbackShare).toBeCloseTo(1 / 3);
    expect(figures.sharedItems).toEqual([]);
    expect(figures.unknownTools).toEqual([]);
  });

  it('lists the user’s tools that got the stock detail of an unknown tool', () => {
    const unknown = `Abacus: ${UNKNOWN_TOOL_OPENING}; name the practice it serves and replace it if it gets in the way`;
    const figures = evalFigures([
      draft(
        'a',
        ['Trust: x'],
        false,
        [unknown, 'Excel: sheets', `Board: ${UNKNOWN_TOOL_OPENING}`],
        ['Abacus', 'Excel'],
      ),
    ]);
    expect(figures.unknownTools).toEqual([`a → ${unknown}`]);
  });

  it('lists items found in maps of more than two domains', () => {
    const figures = evalFigures([
      draft('a', ['Trust: x']),
      draft('b', ['Trust: x']),
      draft('c', ['Trust: x', 'Care: y']),
    ]);
    expect(figures.sharedItems.map((shared) => shared.item)).toEqual([
      'Board: shows the work',
      'P: a principle',
      'R: a practice',
      'Trust: x',
    ]);
    expect(figures.sharedItems[0]?.domains).toEqual(['a', 'b', 'c']);
    expect(evalFigures([]).repeatedShare).toBe(0);
  });
});
