import { lemmaOf, someSenseUnder } from './lexicon';
import { isGroupName } from './text';

// Messages that do not open with their team: a problem put first ('Too many meetings: the stroke
// unit team') names the team last, and a list of what the team handles names it after the list.

// A message that puts its problem first names the team last: after a colon, a dash or a full stop
// ('Too many meetings, not enough beds: the stroke unit team at our hospital'), or as the place
// the writer works ('…at the council revenues team where I work').
const TEAM_LAST =
  /(?:[:–—]|\s-\s|\.\s)\s*(?:(?:that['’]?s|that is|this is|it['’]?s)\s+)?((?:the|our|my|a|an)\s[^:–—.]+?)\s*\.?\s*$/iu;
const TEAM_WHERE =
  /\b(?:at|in|on|for)\s+((?:the|our|a|an|my)\s[^,;:.–—]+?)\s+(?:(?:where|that|which)\s+)?(?:i|we)\b/iu;
// '…live in a shoebox. Mixed dairy and crop farm, 3 of us': a last sentence that names the team and counts it.
const TEAM_COUNTED_LAST =
  /(?:[.:–—]|\s-\s)\s*([^.:–—,]+?),\s*(?:about\s+|around\s+)?\d+\s+(?:of us|staff|people|\p{L}+)\s*\.?\s*$/iu;
// A message that opens with its problem ('Too many WhatsApp groups…') and ends on where it happens
// ('…at our cricket club').
const PROBLEM_AT_END =
  /^\s*(?:too many|too much|not enough|nobody|no one)\b.*\b(?:at|in|for)\s+((?:the|our|my)\s[^,;:.–—]+?)\s*[.!]?\s*$/iu;

// A message that starts by naming its team or its writer ('Our software team of seven: …', 'We …') is
// not problem-first, whatever its later sentences say ('Outside it: the central platform team').
const NAMES_FIRST = /^\s*(?:the|our|my|a|an|we|i|me|us|this|that|there)\b/iu;

const DRAWN = /\b(?:inside|outside)(?:\s+(?:it|the\s+boundary|the\s+system|scope))?\s*[:—–-]/iu;

/** The part of a problem-first message that names the team, if the message has that shape. */
export function teamLast(boundary: string): string | undefined {
  // 'Inside: … Outside: …' draws the boundary; its last part is what the system leaves out.
  if (NAMES_FIRST.test(boundary) || DRAWN.test(boundary)) return undefined;
  return (
    TEAM_LAST.exec(boundary)?.[1] ??
    TEAM_COUNTED_LAST.exec(boundary)?.[1] ??
    TEAM_WHERE.exec(boundary)?.[1] ??
    PROBLEM_AT_END.exec(boundary)?.[1]
  );
}

// '…and the cleaners' cupboard floods every time it rains, I run facilities for an office block': a
// problem told first, then the writer saying what they do in the last clause.
// Not a wish or a worry ('I want to understand it'): that says what they want, not what they do.
const WRITER_LAST =
  /,\s*((?:i|we)(?:['’](?:m|re)|\s+(?:am|are))?\s+(?!(?:want|need|would|wish|hope|think|feel|guess|don['’]?t|can['’]?t|just)\b)[^,;:.!?]+?)\s*[.!]?\s*$/iu;
// '…are rising and I run the security team at a big A&E': after 'and', only the writer running something.
const WRITER_RUNS_LAST =
  /\sand\s+((?:i|we)\s+(?:run|lead|manage|head|supervise|coordinate)\s[^,;:.!?]+?)\s*[.!]?\s*$/iu;
const PROBLEM_WORDS = 6;
const WRITER_FIRST = /^\s*(?:i|we|me|im|i['’]m|we['’]re)\b/iu;

/** The last clause of a problem-first message when it is the writer saying what they do. */
export function writerLast(boundary: string): string | undefined {
  const found = WRITER_FIRST.test(boundary)
    ? null
    : (WRITER_LAST.exec(boundary) ?? (NAMES_FIRST.test(boundary) ? null : WRITER_RUNS_LAST.exec(boundary)));
  // Only after a problem told at length: a short name before the comma ('Ward 7, I run nights') is the system.
  return found && boundary.slice(0, found.index).trim().split(/\s+/).length >= PROBLEM_WORDS
    ? found[1]
    : undefined;
}

/**
 * A message that opens with a list of what the team handles ('Bins, potholes, the village hall and the
 * Christmas lights, our street group…') names the team in the first later clause that starts with
 * its owner ('our street group'), not in the list's first item.
 */
export function afterList(clauses: readonly string[]): string | undefined {
  const short = (part: string | undefined): boolean =>
    part !== undefined && part.trim().split(/\s+/).length <= 4 && part.trim().length > 0;
  if (!short(clauses[0]) || !short(clauses[1]) || clauses.length < 3) return undefined;
  return clauses.slice(2).find((part) => /^\s*(?:our|my|the|we|i|me)\b/i.test(part));
}

// '…and we lost the bundles, small litigation practice': a problem told as a sentence, then a tag
// naming the system, with no verb of its own ('small dental practice in Surrey', 'security firm in
// Vancouver', 'small practice doing barn conversions').
const TAG_LAST = /,\s*((?:an?\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,7})\s*[.!]?\s*$/iu;
const TAG_GROUP_WORDS = 4;

/** The tag after a problem told at length that names the system by its group noun, if there is one. */
export function tagLast(boundary: string): string | undefined {
  // A message that opens with its writer names the system there ('we are a family textile business…').
  if (WRITER_FIRST.test(boundary) || /^\s*my\b/iu.test(boundary)) return undefined;
  const found = TAG_LAST.exec(boundary);
  // The problem is a sentence, not the last item of a list ('Our household: two parents, three kids, school runs').
  const before =
    boundary
      .slice(0, found?.index ?? 0)
      .split(/[,;:]/)
      .at(-1) ?? '';
  if (!found || before.trim().split(/\s+/).length < PROBLEM_WORDS) return undefined;
  const tag = found[1] ?? '';
  const words = tag.toLowerCase().split(/\s+/);
  // A group noun early in the tag, and no one acting in it ('we', 'I', 'our crew is small').
  const group = words
    .slice(0, TAG_GROUP_WORDS)
    .findIndex((word) => isGroupName(word) || someSenseUnder(lemmaOf(word) ?? word, PLACES_OF_WORK));
  // A tag that opens with a verb ('meeting families the day after') says what is done, not who does it.
  return group >= 0 &&
    !words.some((word) => PERSONS.has(word)) &&
    !/^(?:the|our|my)$/.test(words[0] ?? '') &&
    !/ing$/.test(words[0] ?? '')
    ? tag
    : undefined;
}

// What a tag's noun is when it names a place of work: 'salon', 'clinic', 'garage', 'hotel', 'pharmacy'.
const PLACES_OF_WORK = new Set(['establishment', 'organization', 'business', 'enterprise', 'institution']);
const PERSONS = new Set(['i', 'we', 'me', 'us', 'our', 'my', 'is', 'are', 'was', 'were']);
