import { KEYWORD_INDEX } from './knowledge';
import { isLikelyEnglish } from './language';
import { lemmaOf } from './lexicon';
import { normalisePhrase, normaliseWord } from './text';

// People type fast: 'nieghbourhood watch', 'phone repiars', 'student acommodation office'. A word the
// drafter knows neither as a noun nor as a domain's keyword is read as the known word one slip away:
// two letters swapped, a double letter typed single or a single double, or two words typed as one
// ('firestation'). Only slips that leave the first letter alone, in words of six letters or more, and
// never in words whose ending says they are no noun ('badly', 'fined'): the lexicon holds nouns only,
// so a real verb or adjective it does not know must not be 'corrected' into one ('assess' is no
// 'asses', 'canning' no 'caning').

const MIN_LETTERS = 6;
const NOT_NOUN_ENDINGS = /(?:ly|ed)$/u;
// Only plain lower-case letters: names ('Kibera') and other languages' words ('vétérinaire') are as written.
const PLAIN = /^[a-z]+$/u;

// Every word of every keyword phrase: 'comercial' in 'equipo comercial' is a word as written.
let phraseWords: ReadonlySet<string> | undefined;

function known(word: string): boolean {
  phraseWords ??= new Set([...KEYWORD_INDEX.keys()].flatMap((keyword) => keyword.split(' ')));
  return lemmaOf(word) !== undefined || phraseWords.has(normaliseWord(word));
}

/** The known words one slip from `word`, in the order the slips are tried. */
function oneSlipAway(word: string): string[] {
  const found = new Set<string>();
  for (let i = 1; i + 1 < word.length; i++)
    if (word[i] !== word[i + 1]) found.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  for (let i = 1; i < word.length; i++) {
    const letter = word[i] ?? '';
    // A double made single, but not before -ing or at the end ('planning', 'assess' are as meant).
    if (letter === word[i + 1]) {
      if (i + 2 < word.length && word.slice(i + 2) !== 'ing') found.add(word.slice(0, i) + word.slice(i + 1));
    } else if (/[bcdfgklmnprstz]/u.test(letter)) found.add(word.slice(0, i + 1) + letter + word.slice(i + 1));
  }
  return [...found].filter(known);
}

// Two words typed as one ('firestation', 'carehome', 'socialmedia'): read apart when the pair is one
// the lexicon or a keyword knows. Each part has at least this many letters.
const MIN_PART = 3;

/** The known pairs `word` splits into. */
function joinedPair(word: string): string[] {
  const pairs: string[] = [];
  for (let at = MIN_PART; at <= word.length - MIN_PART; at++) {
    const pair = `${word.slice(0, at)} ${word.slice(at)}`;
    if (KEYWORD_INDEX.has(normalisePhrase(pair)) || lemmaOf(pair) !== undefined) pairs.push(pair);
  }
  return pairs;
}

// Words already read, so a long session's repeats cost nothing; bounded, as any text may come in.
const corrected = new Map<string, string>();
const MAX_REMEMBERED = 10_000;

/** The word as meant: itself when known, or the one known word a single slip away. */
export function correctWord(word: string): string {
  const cached = corrected.get(word);
  if (cached !== undefined) return cached;
  const lower = word.toLowerCase();
  let meant = word;
  if (
    word === lower &&
    PLAIN.test(lower) &&
    lower.length >= MIN_LETTERS &&
    !NOT_NOUN_ENDINGS.test(lower) &&
    !known(lower)
  ) {
    const slipped = oneSlipAway(lower);
    const [only, ...more] = slipped.length ? slipped : joinedPair(lower);
    if (only !== undefined && more.length === 0) meant = only;
  }
  if (corrected.size >= MAX_REMEMBERED) corrected.clear();
  corrected.set(word, meant);
  return meant;
}

/** The text with each slipped word read as the word meant; names (capitalised) and text in another language stay as written. */
export function correctSpelling(text: string): string {
  if (!isLikelyEnglish(text)) return text;
  return text.replace(/\p{L}+/gu, (word, at: number) => {
    // The first word's capital is the sentence's, not a name's.
    if (!(at === 0 && /^\p{Lu}\p{Ll}+$/u.test(word))) return correctWord(word);
    const meant = correctWord(word.toLowerCase());
    return meant === word.toLowerCase() ? word : meant.charAt(0).toUpperCase() + meant.slice(1);
  });
}
