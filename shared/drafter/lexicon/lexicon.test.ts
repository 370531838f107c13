import { describe, expect, it } from 'vitest';
import lexiconFile from './lexicon.json';
import { WIDE_ANCHORS } from '../knowledge/wideAnchors';
import { DOMAINS } from '../knowledge';
import { hypernymChain, isNoun, lemmaOf, sensesOf } from './index';

const chainWords = (word: string, sense = 0): string[] => {
  const found = sensesOf(word)[sense];
  return found ? hypernymChain(found).flatMap((at) => at.words) : [];
};

describe('the WordNet lexicon', () => {
  it('gives the hypernym chains the issue names: vineyard → farm, choir → musical group, hangar → structure', () => {
    expect(chainWords('vineyard')).toContain('farm');
    expect(chainWords('choir')).toContain('musical group');
    expect(chainWords('hangar')).toContain('structure');
    expect(chainWords('hangar').at(-1)).toBe('entity');
  });

  it('keeps short glosses that name the domain’s own nouns', () => {
    expect(sensesOf('winery')[0]?.gloss).toBe('an establishment where wine is made');
    expect(sensesOf('hangar')[0]?.gloss).toContain('airport');
  });

  it('lists senses commonest first and reads plurals and two-word compounds', () => {
    expect(lemmaOf('libraries')).toBe('library');
    expect(lemmaOf('shelves')).toBe('shelf');
    expect(lemmaOf('buses')).toBe('bus');
    expect(lemmaOf('houses')).toBe('house');
    // A word is no '-ves' plural unless it ends so: 'the' is no plural of the letter f.
    expect(lemmaOf('the')).toBeUndefined();
    expect(sensesOf('pharmacy').length).toBe(2);
    expect(chainWords('fire station')).toContain('facility');
    expect(isNoun('kubernetes')).toBe(false);
    expect(sensesOf('qwertyuiop')).toEqual([]);
  });

  it('keeps the animals and plants people name, so a farm’s or a fishery’s nouns reach their family', () => {
    expect(chainWords('goat')).toContain('bovid');
    expect(chainWords('salmon')).toContain('fish');
    expect(chainWords('pine')).toContain('conifer');
    expect(chainWords('lettuce', 1)).toContain('greens');
  });

  it('names every wide anchor as a lemma or headword of the lexicon, for a domain that exists', () => {
    const names = new Set(
      lexiconFile.synsets
        .split('\n')
        .flatMap((line) => (line.split('|')[1] ?? '').replace(/^=/, '').split(','))
        .map((word) => word.replace(/^\*/, '')),
    );
    const ids = new Set(DOMAINS.map((domain) => domain.id));
    for (const [id, anchors] of Object.entries(WIDE_ANCHORS)) {
      expect(ids.has(id), id).toBe(true);
      for (const anchor of Object.keys(anchors)) expect(names.has(anchor), `${id}: ${anchor}`).toBe(true);
    }
  });
});
