// A map's title and the phrase its need names the system by, both read from the boundary's leading
// noun phrase: its first clause, without the writer's 'we are' or 'I'm a', cut before a joining word.
import { tagLast } from './problemFirst';
import { whoThenWhat } from './systemName';
import { andOpensClause, CLAUSE_WORDS } from './clauses';
import { isLikelyEnglish } from './language';
import { beforeGroupVerb, lowerFirstCommon, namesThenVerbAt, SMALL_WORDS, titleCase } from './text';

const LEADING =
  /^(?:(?:we|i)\s+(?:are|am|run|lead|manage|have|work\s+in|work\s+on)\s+|this\s+is\s+|it'?s\s+|there\s+is\s+)/i;
const ARTICLE = /^(?:the|a|an|our|my|their|your)\s+/i;

// Words that join a phrase to what follows, so a shortened phrase never ends on one.
function isJoiningWord(word: string): boolean {
  const lower = word.toLowerCase();
  return SMALL_WORDS.has(lower) || /^(?:its|their|our|his|her|into|onto|who)$/.test(lower);
}

// A word a shortened phrase may stop before: a joining word or a participle ('drafting').
function isBreakWord(word: string): boolean {
  return isJoiningWord(word) || /^\p{Ll}{3,}ing$/u.test(word);
}

/**
 * The boundary's leading noun phrase: first clause, at most maxWords. English loses its 'we are' and
 * article; other languages keep every word as written, since the drafter cannot tell which is which.
 */
export function corePhrase(boundary: string, maxWords: number, english = true): string {
  // '…we had to cancel twelve patients, small dental practice in Surrey': the tag names the system.
  const named = (english ? tagLast(boundary) : undefined) ?? boundary;
  const [lead = '', listed = ''] =
    named
      .trim()
      .split(/[.!?;:\n(]|\s[-–—]\s/)[0]
      ?.split(/,\s/) ?? [];
  // 'Me, my partner and the kids': the writer heads a list of people, not a title of one word.
  const people = /^(?:me|us)$/i.test(lead.trim()) && listed !== '';
  const first = people ? `${lead}, ${listed}` : lead;
  let phrase = english ? first.trim().replace(LEADING, '').replace(ARTICLE, '').trim() : first.trim();
  let parts = phrase.split(/\s+/).filter(Boolean);
  if (english) {
    parts = beforeGroupVerb(parts);
    phrase = parts.join(' ');
  }
  if (parts.length > maxWords) {
    if (!english) return parts.slice(0, maxWords).join(' ');
    // Prefer ending before a joining word ('… for a scrum team') over cutting mid-phrase; failing
    // that, end at the last natural break that fits ('… API' of '… API and its on-call rota').
    const join = parts.findIndex(
      (word, i) => i >= 2 && i <= maxWords && CLAUSE_WORDS.has(word.toLowerCase()),
    );
    const breaks = parts
      .map((word, i) =>
        i >= 2 &&
        i <= maxWords &&
        (isBreakWord(word) || outOf(word.toLowerCase(), parts[i + 1]?.toLowerCase() ?? '', false))
          ? i
          : -1,
      )
      .filter((i) => i > 0);
    const cut = parts.slice(0, join > 0 ? join : (breaks.at(-1) ?? maxWords));
    // Ending on a joining word reads as a broken sentence; drop it.
    while (cut.length > 1 && isJoiningWord(cut[cut.length - 1] ?? '')) cut.pop();
    phrase = cut.join(' ');
  }
  if (!english) return phrase;
  // 'We are a family garage and customers keep complaining' is titled by the garage; 'I'm a ward
  // sister' by the ward sister (after the cut above, so a title never grows by it).
  // Read in the whole clause, which the cut may have shortened ('studio and clients change the brief').
  const lower = parts.map((word) => word.toLowerCase());
  const clause = lower.findIndex(
    (_, i) => i >= 2 && (andOpensClause(lower, i) || (TOLD.test(boundary) && andDoing(lower, i))),
  );
  // A relative clause is no part of a title ('Rural Village Where the Only Shop…'), nor what the
  // group named does ('Small Firm Surveys Water Mains').
  const relative = lower.findIndex((word, i) => i >= 2 && RELATIVE.has(word));
  const verb = lower.findIndex((_, i) => i >= 2 && namesThenVerbAt(lower, i));
  // Nor what is wrong after the person or body ('Scout Leader and Parents' Consent Forms…').
  const wrong = lower.findIndex(
    (word, i) =>
      i >= 2 &&
      word === 'and' &&
      lower.slice(i + 1, i + 4).some((what) => whoThenWhat(lower[i - 1] ?? '', what)),
  );
  // A short list of people is whole: 'and the kids' is one of them, not a new clause.
  const ends =
    people && parts.length <= maxWords ? [] : [clause, relative, verb, wrong].filter((at) => at > 0);
  const words = phrase.split(' ').slice(0, ends.length ? Math.min(...ends) : undefined);
  // Nor does it end on a verb or a word that leads on ('Tower Climbers Have', '… Post During'), nor on
  // what runs into a place or a body cut off ('Food Bank Run Out' of 'food bank run out of a church').
  const last = (): string => words.at(-1)?.toLowerCase() ?? '';
  const next = (): string => lower[words.length] ?? '';
  while (words.length > 2 && (LEADS_ON.test(last()) || outOf(last(), next()) || ranBy(last(), next())))
    words.pop();
  const whole = words.join(' ');
  // 'I work at a small architecture office…' is titled by the office, not 'I Work'.
  if (/^(?:i|we) \S+$/i.test(whole)) {
    const place = PLACE_AFTER.exec(first.trim())?.[1];
    if (place) return corePhrase(place, maxWords, english);
  }
  return whole.replace(I_AM, '').replace(ARTICLE, '') || whole;
}

// A message the writer tells in the first person, where 'and' may go on to what they do.
const TOLD = /^\s*(?:i|i['’]m|im|we|we['’]re|my|our)\b/i;

/**
 * True when 'and' at i opens what the writer does next, a word in -ing with its object after a noun
 * ('funeral home and coordinating families…'); 'bike sales and servicing in Leeds' is one trade,
 * 'council tax and housing benefit calls' one list.
 */
function andDoing(lower: readonly string[], i: number): boolean {
  const doing = lower[i + 1] ?? '';
  const after = lower[i + 2];
  return (
    lower[i] === 'and' &&
    /^\p{L}{3,}ing$/u.test(doing) &&
    !/ing$/.test(lower[i - 1] ?? '') &&
    after !== undefined &&
    // Its object: people, a plural or a determiner ('housing benefit calls' is one noun).
    (/^(?:and|the|a|an|our|my|their|every|everyone|which|what|who|people)$/.test(after) ||
      /[^s]s$/.test(after))
  );
}

/** True when a word is 'out' before 'of', or before 'to' too ('a trawler out of Brixham'); both lower case. */
function outOf(word: string, next: string, orTo = true): boolean {
  return word === 'out' && (next === 'of' || (orTo && next === 'to'));
}

/** True when a word is a participle of running or working that what follows names ('co-op run by'). */
function ranBy(word: string, next: string): boolean {
  return /^(?:run|running|working|looking)$/.test(word) && /^(?:by|out|from|of)$/.test(next);
}

const PLACE_AFTER = /^(?:i|we)\s+\S+\s+(?:\S+\s+)?(?:at|in|on|for)\s+(?:the|a|an|our|my)\s+(.+)$/i;

const RELATIVE = new Set(['where', 'which', 'whose']);

const LEADS_ON =
  /^(?:have|has|had|is|are|was|were|keep|keeps|go|goes|get|gets|can|never|always|during|around|near|after|before|while|when|because|behind|between|inside|outside|but|so|and|or|of|we|they)$/i;

// 'I'm a', 'we're the', unless what follows is no name ('I'm on the residents' group', 'we're always…').
const I_AM =
  /^(?:(?:we|i)['’](?:re|m)|im)\s+(?!(?:on|in|at|with|from|for|not|so|just|always|never|still|really|also|trying|having|getting|going|looking)\b)/i;

const HAS_TEXT = /[\p{L}\p{N}]/u;

/** How the needs statement names the system: 'the mobile app team', 'the system “Équipe Montréal”', or 'this system'. */
export function systemPhrase(boundary: string): string {
  const english = isLikelyEnglish(boundary);
  const core = corePhrase(boundary, 10, english);
  if (!HAS_TEXT.test(core)) return 'this system';
  if (!english) return `the system “${core}”`;
  // 'My elderly mum and me', 'Me, my partner and our twins': the writer is in it, so it is ours.
  const words = core.toLowerCase().split(/[^\p{L}]+/u);
  if (words.some((word) => PERSONAL.has(word))) return KIN.test(boundary) ? 'our household' : 'our group';
  // 'The Patels': after an article the capital is a name's, not the sentence's.
  if (/^\s*[Tt]he\s+\p{Lu}\p{Ll}/u.test(boundary)) return `the ${core}`;
  return `the ${lowerFirstCommon(core)}`;
}

const PERSONAL = new Set(['i', 'me', 'we', 'us', 'myself', 'ourselves']);
const KIN =
  /\b(?:mum|mom|dad|parents?|partner|husband|wife|missus|missis|hubby|kids?|children|child|twins?|toddlers?|bab(?:y|ies)|son|daughter|siblings?|sister|brother|family|grand(?:ma|pa|parents?|children)|flatmates?|housemates?)\b/i;

/** A short map title from the boundary (at most 80 characters): title case in English, the user's words as written otherwise. */
export function titleFromBoundary(boundary: string): string {
  const english = isLikelyEnglish(boundary);
  const core = corePhrase(boundary, 8, english);
  let title = HAS_TEXT.test(core) ? (english ? titleCase(core) : core) : 'Spine Map';
  if (title.length > 80)
    title =
      title
        .slice(0, 80)
        .replace(/\s+\S*$/, '')
        .trim() || title.slice(0, 80);
  return title;
}
