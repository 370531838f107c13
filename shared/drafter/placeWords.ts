import { firstSenseUnder, lemmaOf } from './lexicon';
import { DETERMINERS } from './subjectWords';

// Where a boundary says the system is, or whom it works for: such words are no thing it handles
// (subject.ts ranks them after the boundary's other nouns).

// Words that open a phrase saying where the system is ('at a castle', 'in a fishing village').
const WHERE = new Set(['at', 'in', 'inside', 'near', 'within', 'outside', 'beside']);
// Words that end such a phrase: what follows is no longer the place.
const PLACE_ENDS = new Set([
  'for',
  'with',
  'that',
  'which',
  'who',
  'where',
  'when',
  'and',
  'but',
  'because',
  'to',
  'from',
  'by',
  'of',
  'so',
  'while',
]);

/** Words that open a noun phrase and name no thing: 'a', 'the', 'our'. */

// What a place or an organisation is: 'for a hospital chain' says whom the system serves, not what it handles.
const PLACE_KINDS = new Set(['location', 'structure', 'establishment', 'organisation']);

/**
 * The words of the phrases that say where the system is ('vet team at a safari park caring for…' →
 * safari, park), and the places and organisations it works for ('for a city marathon' → city).
 */
export function placeWords(text: string): ReadonlySet<string> {
  const found = new Set<string>();
  let inPlace: 'where' | 'for' | undefined;
  for (const token of text.toLowerCase().split(/(?=[,.;:!?()])|\s+/)) {
    const word = token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    if (/^[,.;:!?()]/.test(token) || PLACE_ENDS.has(word) || /(?:ing|ed)$/.test(word)) inPlace = undefined;
    if (WHERE.has(word)) inPlace = 'where';
    // 'On the university campus', 'on a mine site': a place when the noun is one ('work on tractors' is not).
    else if (word === 'for' || word === 'on') inPlace = 'for';
    else if (inPlace && word && !DETERMINERS.has(word))
      // 'In the sub-county': each part of a hyphenated word is the place's.
      for (const part of word.split('-'))
        if (inPlace === 'where' || firstSenseUnder(lemmaOf(part) ?? part, PLACE_KINDS)) found.add(part);
  }
  return found;
}

/**
 * Where a head's gloss puts the system, which is not what it handles: a hangar is 'a large structure
 * at an airport', a boat 'a small vessel for travel on water'. Not a word the boundary names too
 * ('flight ops': a flight is 'in flight').
 */
export function glossPlaceNouns(gloss: string | undefined, terms: ReadonlySet<string>): ReadonlySet<string> {
  return new Set(
    [...(gloss ?? '').toLowerCase().matchAll(/\b(?:at|in|on)\s+(?:an?\s+|the\s+)?(\p{L}+)/gu)]
      .map((match) => lemmaOf(match[1] ?? '') ?? match[1] ?? '')
      .filter((noun) => noun && !terms.has(noun)),
  );
}
