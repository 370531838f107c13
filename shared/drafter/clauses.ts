// Where a phrase ends and a clause begins: the words a title or a system's name stops at.

// Words that join a phrase to what follows ('… for a scrum team').
export const CLAUSE_WORDS = new Set([
  'for',
  'with',
  'in',
  'at',
  'on',
  'to',
  'by',
  'that',
  'which',
  'who',
  'where',
  'across',
  'from',
]);

// Words that end a name where a sentence runs on ('team retros have gone stale', 'garage and customers keep…').
export const RUN_ON: ReadonlySet<string> = new Set([
  'have',
  'has',
  'had',
  'is',
  'are',
  'was',
  'were',
  'keep',
  'keeps',
  'never',
  'always',
  'can',
  "can't",
  'cannot',
  "don't",
  "won't",
]);
// After 'and', a word that opens another phrase: 'motor claims and the handoffs…', 'dental nurse
// and our practice' name one thing and go on to the next ('fish and chip shop' stays whole).
export const NEW_PHRASE: ReadonlySet<string> = new Set([
  'the',
  'our',
  'my',
  'a',
  'an',
  'their',
  'his',
  'her',
  'its',
  'we',
  'i',
  'half',
  'nobody',
  'everyone',
  'no',
]);

/** True when the 'and' at `at` of these lower-case words opens a clause: another phrase, or a verb within three words. */
export function andOpensClause(words: readonly string[], at: number): boolean {
  return (
    words[at] === 'and' &&
    (NEW_PHRASE.has(words[at + 1] ?? '') ||
      words.slice(at + 1, at + 4).some((word) => RUN_ON.has(word)) ||
      // 'studio and clients change the brief': a noun, a verb, then its object.
      (OBJECT_OPENS.has(words[at + 3] ?? '') && !PREPOSITIONS.has(words[at + 2] ?? '')))
  );
}

const OBJECT_OPENS = new Set(['the', 'our', 'my', 'their', 'his', 'her', 'its', 'us', 'me', 'them']);
// 'cattle and sheep across the valley', 'groceries and fuel up the highway': a place, not an object.
const PREPOSITIONS = new Set([
  ...CLAUSE_WORDS,
  'of',
  'around',
  'into',
  'onto',
  'near',
  'between',
  'along',
  'through',
  'up',
  'down',
  'over',
  'past',
  'and',
]);

// Words after 'and' that start a clause of their own rather than join a noun to the phrase.
export const CLAUSE_STARTS = new Set([
  'nobody',
  'everyone',
  'everybody',
  'someone',
  'half',
  'most',
  'none',
  'nothing',
  'everything',
  'it',
  'they',
  'we',
  'i',
  'he',
  'she',
  'there',
  'every',
  // '…the building and can't work out who…'.
  'can',
  'cannot',
  'never',
  'always',
  'still',
  // '…our village water plant and when a main breaks…'.
  'when',
  'if',
]);
