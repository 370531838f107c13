/**
 * An honest guess at whether a text is English: the built-in drafter only knows English, so for
 * anything else it says so on the map instead of pretending it understood.
 */

const LETTER = /\p{L}/gu;
const LATIN = /\p{Script=Latin}/gu;
const WORD = /\p{L}+/gu;
// Latin letters outside ASCII (é, ü, ß, ø, ł …): common in most European languages, rare in English.
const ACCENTED = /[\u00C0-\u024F\u1E00-\u1EFF]/u;

// Short words that are frequent in English boundaries and rare as words elsewhere.
const ENGLISH = new Set([
  'the',
  'and',
  'of',
  'for',
  'our',
  'my',
  'we',
  'with',
  'to',
  'in',
  'at',
  'on',
  'who',
  'that',
  'which',
  'is',
  'are',
  'team',
  'people',
  'group',
  'us',
  'their',
  'from',
  'by',
  'this',
  'it',
  'an',
  'a',
  'or',
  'how',
  'what',
  'every',
  'each',
  'work',
  'run',
  'help',
  'all',
  'new',
  'small',
  'local',
  'school',
  'family',
  'company',
  'service',
  'services',
]);

// Frequent function words of other languages written in Latin script, left out where they are also
// English words ('as', 'do', 'a', 'an') so an English boundary never counts against itself.
const FOREIGN = new Set([
  // German
  'und',
  'der',
  'die',
  'das',
  'für',
  'mit',
  'von',
  'ein',
  'eine',
  'unser',
  'unsere',
  'wir',
  'ist',
  'sind',
  'den',
  'dem',
  'des',
  'im',
  'auf',
  'zu',
  'bei',
  'aus',
  'nicht',
  'auch',
  // French
  'le',
  'la',
  'les',
  'et',
  'pour',
  'avec',
  'une',
  'nous',
  'notre',
  'nos',
  'du',
  'au',
  'aux',
  'dans',
  'sur',
  'est',
  'sont',
  'à',
  'équipe',
  // Spanish and Portuguese
  'el',
  'los',
  'las',
  'para',
  'con',
  'una',
  'nuestro',
  'nuestra',
  'nuestros',
  'del',
  'que',
  'por',
  'um',
  'uma',
  'com',
  'nosso',
  'nossa',
  'os',
  'não',
  'equipo',
  'equipe',
  // Italian
  'il',
  'di',
  'per',
  'che',
  'della',
  'delle',
  'degli',
  'gli',
  'nostro',
  'nostra',
  'squadra',
  // Dutch and Scandinavian
  'het',
  'een',
  'voor',
  'met',
  'onze',
  'van',
  'og',
  'och',
  'för',
  'med',
  'af',
  'ikke',
  'inte',
  'niet',
  // Polish, Czech and Turkish
  'dla',
  'nasz',
  'nasza',
  'się',
  've',
  'bir',
  'için',
  'ile',
]);
// Words of other languages that English also uses ('I', 'pro', 'de' in names): they count in full only
// when a clearly foreign word agrees.
const WEAK_FOREIGN = new Set(['i', 'pro', 'w', 'z', 'na', 'en', 'y', 'de', 'vi']);

/** True when the text reads as English, or is too short to tell; false when it clearly is not. */
export function isLikelyEnglish(text: string): boolean {
  const letters = text.match(LETTER)?.length ?? 0;
  if (letters === 0) return true;
  const latin = text.match(LATIN)?.length ?? 0;
  // Mostly another script (Japanese, Cyrillic, Arabic, …): certainly not English.
  if (latin / letters < 0.5) return false;
  let english = 0;
  let foreign = 0;
  let weak = 0;
  let accented = 0;
  for (const raw of text.match(WORD) ?? []) {
    const word = raw.toLowerCase();
    if (ENGLISH.has(word)) english += 1;
    else if (WEAK_FOREIGN.has(word)) weak += 1;
    else if (FOREIGN.has(word)) foreign += 1;
    if (ACCENTED.test(word)) accented += 1;
  }
  const evidence = foreign + (foreign > 0 ? weak : weak / 2) + accented / 2;
  return !(evidence >= 1.5 && evidence > english);
}

/** The line the built-in drafter adds to a map drafted from input it could not read as English. */
export const DRAFTED_IN_ENGLISH =
  'Drafted in English: the built-in drafter only understands English, so it could not use your description. Translate the items you keep into your own words, or describe the system in English for a closer draft.';
