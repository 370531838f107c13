import type { Analysis } from './analyse';
import { KEYWORD_INDEX } from './knowledge';
import { lemmaOf, sensesOf } from './lexicon';
import { isGroupNoun } from './routeWords';
import { hyphenParts, looksAdjective, NOT_THINGS } from './subjectWords';
import { verbOrState, wordsBeforeObject } from './verbOrState';

// What a boundary names after its main phrase: whom the system serves or what it works on.

const SPOUSES = new Set(['wife', 'husband']);

/** Nouns of the boundary after its main phrase ('roofers working on a church' → church): whom it serves or what it works on. */
export function restNouns(analysis: Analysis): string[] {
  const main = new Set(analysis.reading.mainPhrase.split(/\s+/));
  const raw = analysis.seed.match(/[\p{L}]+/gu) ?? [];
  const parts = hyphenParts(analysis.seed);
  const actsOn = wordsBeforeObject(analysis.seed);
  // A pair the lexicon knows as one noun ('high street', 'town hall') says where, not what: neither
  // of its words is a thing the system handles ('the highs').
  const inPair = new Set<number>();
  raw.forEach((word, i) => {
    const next = raw[i + 1];
    if (next && sensesOf(`${word} ${next}`).length > 0) inPair.add(i).add(i + 1);
  });
  return raw
    .map((word, i) => [word, i] as const)
    .filter(
      ([word, i]) =>
        word.length >= 4 &&
        !inPair.has(i) &&
        !parts.has(word) &&
        !main.has(word) &&
        !/ing$/.test(word) &&
        !verbOrState(raw, i, actsOn),
    )
    .map(([word, i]) => withGroupNoun(lemmaOf(word), raw[i + 1]))
    .filter(
      (noun): noun is string =>
        noun !== undefined &&
        !NOT_THINGS.has(noun) &&
        !looksAdjective(noun) &&
        !isGroupNoun(noun) &&
        // A spouse is not a thing a home handles ('me, my wife, our three kids').
        !SPOUSES.has(noun) &&
        // The sentence's verb is what people do ('I play in a band'), not a thing they handle; nor
        // are the people who act ('my wife and I').
        noun !== analysis.reading.verb &&
        !analysis.reading.subjectTerms.has(noun),
    )
    .slice(0, 3);
}

/** A noun with the group noun after it when a domain names the pair ('leisure centres' → leisure centre, not leisure). */
function withGroupNoun(noun: string | undefined, next: string | undefined): string | undefined {
  const group = lemmaOf(next ?? '');
  return noun !== undefined &&
    group !== undefined &&
    isGroupNoun(group) &&
    KEYWORD_INDEX.has(`${noun} ${group}`)
    ? `${noun} ${group}`
    : noun;
}
