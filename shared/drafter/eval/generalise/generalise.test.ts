import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../knowledge';
import { FAMILIES } from '../../knowledge/families';
import { generaliseFigures, judgeCase } from './figures';
import { FAMILY_WORDS } from './familyWords';
import { analyse } from '../../analyse';
import { ALL_GENERALISE_CASES, DEV_CASES, HELD_OUT_CASES, isNearFamily, PROBE_BATCHES } from './index';
import { BOUNDARY_LIST_CASES } from './boundaryListCases';
import { VOCABULARY_CASES } from './vocabularyCases';

// Issue 16's acceptance on the development set only; the held-out set is measured by
// `npm run bench` and never asserted on case by case.

/** FNV-1a of a text: a fingerprint of the words the sets are judged by. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16);
}

const judged = DEV_CASES.map(judgeCase);

// Development cases still drafted with another family's words, each with the reason; the share of
// such drafts is held to budget below.
const KNOWN_MISSES: ReadonlySet<string> = new Set([
  // A shop with a vet's word close behind is a guess, whose map speaks of the boundary's own things:
  // 'pets' is the user's 'pet' in the plural, which the case lists as a vet's word.
  'Pet shop',
]);

describe('the generalisation evaluation set', () => {
  it('has at least 300 cases, three or more per family, split in two halves', () => {
    expect(ALL_GENERALISE_CASES.length).toBeGreaterThanOrEqual(300);
    expect(FAMILIES.length + DOMAINS.length - FAMILIES.length).toBeGreaterThanOrEqual(60);
    for (const family of Object.keys(FAMILY_WORDS)) {
      expect(
        DOMAINS.map((domain) => domain.id),
        family,
      ).toContain(family);
      const cases = ALL_GENERALISE_CASES.filter((evalCase) => evalCase.family === family);
      expect(cases.length, family).toBeGreaterThanOrEqual(3);
    }
    for (const domain of DOMAINS) expect(Object.keys(FAMILY_WORDS), domain.id).toContain(domain.id);
    expect(DEV_CASES.length + HELD_OUT_CASES.length).toBe(ALL_GENERALISE_CASES.length);
    expect(HELD_OUT_CASES.length).toBeGreaterThanOrEqual(150);
    const devBoundaries = new Set(DEV_CASES.map((evalCase) => evalCase.boundary.toLowerCase()));
    for (const evalCase of HELD_OUT_CASES) {
      expect(devBoundaries.has(evalCase.boundary.toLowerCase()), evalCase.boundary).toBe(false);
      expect(Object.keys(FAMILY_WORDS), evalCase.boundary).toContain(evalCase.family);
    }
  });

  it('judges the held-out set by the words fixed when it was written', () => {
    // The second held-out set (heldOutCases.ts) was judged by FAMILY_WORDS as they stood when it was
    // written; changing a subject, tell or near word changes how it is judged, so it needs a new
    // held-out set (README). Splitting the file or reordering keys does not change the fingerprint.
    const canonical = Object.keys(FAMILY_WORDS)
      .sort()
      .map((id) => {
        const words = FAMILY_WORDS[id]!;
        return [id, words.subject, words.tells, words.near ?? []];
      });
    expect(fingerprint(JSON.stringify(canonical))).toBe('7b7951e1');
  });

  it.each(judged.map((draft, index) => [draft.evalCase.boundary, index] as const))(
    '%s: no other family’s words that the user did not write',
    (boundary, index) => {
      const draft = judged[index]!;
      // Tell-tale words the user wrote reach the title; only those the drafter wrote are its mistake.
      if (KNOWN_MISSES.has(boundary))
        expect(draft.foreignBeyondInput, 'fixed: drop it from KNOWN_MISSES').not.toEqual([]);
      else expect(draft.foreignBeyondInput, `drafted as ${draft.drafted}`).toEqual([]);
    },
  );

  it('meets the issue’s budgets on the development set', () => {
    const figures = generaliseFigures(judged);
    expect(figures.ownSubjectShare).toBeGreaterThanOrEqual(0.9);
    expect(figures.wrongDomainShare).toBeLessThanOrEqual(0.02);
    expect(figures.wrongDomainBeyondInputShare).toBeLessThanOrEqual(0.02);
    expect(figures.crossFamilyRepeatedShare).toBeLessThanOrEqual(0.1);
  });

  it('keeps the vocabulary lists apart from every case measured unread', () => {
    const norm = (text: string): string =>
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    const measured = new Set(
      [HELD_OUT_CASES, ...PROBE_BATCHES.map((batch) => batch.unread)]
        .flat()
        .map((evalCase) => norm(evalCase.boundary)),
    );
    // A count, not the names: a failure must not print a held-out case.
    for (const list of [VOCABULARY_CASES, BOUNDARY_LIST_CASES])
      expect(list.filter(([, name]) => measured.has(norm(name))).length).toBe(0);
  });

  // Share of a list the drafter places in its family (or a near one), and share on the generic pool.
  const placed = (list: ReadonlyArray<readonly [string, string]>): { right: number; generic: number } => {
    const drafted = list.map(([family, text]) => [family, analyse(text).primary.id] as const);
    return {
      right: drafted.filter(([family, id]) => isNearFamily(family, id)).length / drafted.length,
      generic: drafted.filter(([, id]) => id === 'generic').length / drafted.length,
    };
  };

  it('keeps the vocabulary it was given: names of workplaces, trades and homes reach their family', () => {
    const { right, generic } = placed(VOCABULARY_CASES);
    expect(right).toBeGreaterThanOrEqual(0.9);
    expect(generic).toBeLessThanOrEqual(0.05);
  });

  it('places boundaries with another family’s modifier, and first-person sentences, in their family', () => {
    const { right, generic } = placed(BOUNDARY_LIST_CASES);
    expect(right).toBeGreaterThanOrEqual(0.85);
    expect(generic).toBeLessThanOrEqual(0.02);
  });
});
