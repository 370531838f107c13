import { describe, expect, it } from 'vitest';
import { refinementProposalSchema } from '../schemas/refinement';
import { ASSUMED_OPENING, draftExplained, draftSpineMap } from './draft';
import { namedDomain } from './redraft';
import { refineSpineMap } from './refine';

describe('a refinement that names the domain', () => {
  it('reads the domain from "redo it for …", "it is …, not …" and "this is …"', () => {
    expect(namedDomain('Redo it for a library branch')?.domain.id).toBe('library');
    expect(namedDomain('it’s a pharmacy, not a ward')?.domain.id).toBe('pharmacy');
    expect(namedDomain('This is a community choir')?.domain.id).toBe('performingArts');
    expect(namedDomain('make it more customer-focused')).toBeUndefined();
    expect(namedDomain('make it suitable for a remote-first team')).toBeUndefined();
    expect(namedDomain('looks fine to me')).toBeUndefined();
  });

  it('redrafts the whole map from the named domain, keeping the boundary and title', () => {
    const before = draftSpineMap({ systemBoundary: 'Our branch on the high street' });
    const proposal = refineSpineMap(before, 'Redo it for a library branch');
    expect(refinementProposalSchema.safeParse(proposal).success).toBe(true);
    expect(proposal.summary).toMatch(/^Redrafted as a public library/);
    expect(proposal.refinedSpineMap.systemBoundary).toBe(before.systemBoundary);
    expect(proposal.refinedSpineMap.title).toBe(before.title);
    const text = [...proposal.refinedSpineMap.values, ...proposal.refinedSpineMap.practices].join('\n');
    expect(text).toMatch(/\bbook|\bloan|\breader/i);
    expect(proposal.refinedSpineMap.context ?? '').not.toContain(ASSUMED_OPENING);
  });
});

describe('the assumed domain, named on the map', () => {
  it('says which domain it assumed when the evidence is only the lexicon’s', () => {
    // 'vinery' is no keyword: WordNet puts it in one synset with 'vineyard'.
    const { map, analysis } = draftExplained({ systemBoundary: 'The vinery' });
    expect(analysis.assumed).toBe(true);
    expect(analysis.primary.id).toBe('farming');
    expect(map.context).toMatch(/^Drafted as a farm; not right\? Tell me what it is/);
  });

  it('says nothing of an assumption when the user’s own words name the domain', () => {
    const { map, analysis } = draftExplained({ systemBoundary: 'Municipal library branch' });
    expect(analysis.primary.id).toBe('library');
    expect(analysis.assumed).toBe(false);
    expect(map.context).toBeUndefined();
  });

  it('routes by the head noun before the modifiers and its hypernyms before guessing', () => {
    expect(draftExplained({ systemBoundary: 'Aircraft maintenance engineers' }).analysis.primary.id).toBe(
      'aviation',
    );
    expect(draftExplained({ systemBoundary: 'Hospital pharmacy' }).analysis.primary.id).toBe('pharmacy');
    expect(draftExplained({ systemBoundary: 'Kubernetes platform team' }).analysis.primary.id).toBe(
      'platformOps',
    );
    expect(draftExplained({ systemBoundary: 'Community choir' }).analysis.primary.id).toBe('performingArts');
  });
});
