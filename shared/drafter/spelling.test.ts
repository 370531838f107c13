import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { correctSpelling, correctWord } from './spelling';

// Words typed with a slip are read as the word meant (spelling.ts), and nothing else is touched.
describe('reading a slipped word as the word meant', () => {
  it('mends two letters swapped and a double letter typed single or double', () => {
    expect(correctWord('nieghbourhood')).toBe('neighbourhood');
    expect(correctWord('repiars')).toBe('repairs');
    expect(correctWord('acommodation')).toBe('accommodation');
    expect(correctWord('gaurds')).toBe('guards');
    expect(correctSpelling('Nieghbourhood watch')).toBe('Neighbourhood watch');
  });

  it('reads two words typed as one apart when the pair is known', () => {
    expect(correctSpelling('our firestation and the carehome next door')).toBe(
      'our fire station and the care home next door',
    );
    expect(analyse('busdepot').primary.id).toBe('publicTransport');
    // A word the lexicon knows whole stays whole.
    expect(correctWord('workshop')).toBe('workshop');
  });

  it('leaves known words, names, short words, other languages and words that are no noun', () => {
    for (const word of ['library', 'badly', 'fined', 'assess', 'canning', 'inter', 'riads'])
      expect(correctWord(word), word).toBe(word);
    expect(correctSpelling('a bakery in Kibera')).toBe('a bakery in Kibera');
    expect(correctSpelling('Equipo comercial')).toBe('Equipo comercial');
    expect(correctSpelling('Le cabinet vétérinaire de la ville')).toBe('Le cabinet vétérinaire de la ville');
  });

  it('drafts a slipped boundary as the one meant', () => {
    const watch = analyse('Nieghbourhood watch');
    expect([watch.primary.id, watch.assumed]).toEqual(['community', false]);
    expect(analyse('phone repiars').primary.id).toBe('repairShop');
    // Answers to the questions are read the same way: they decide the domain as the boundary does.
    expect(analyse('Our team', '', 'We run the nieghbourhood watch rota and patrols').primary.id).toBe(
      'community',
    );
  });
});
