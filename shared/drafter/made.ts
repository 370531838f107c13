import type { BoundaryReading } from './route';
import { DISTINCT_KEYWORD } from './evidence';
import { ANCHOR_INDEX, KEYWORD_INDEX } from './knowledge';
import type { Sense } from './lexicon';
import { hypernymChain, sensesOf } from './lexicon';
import type { DomainEvidence } from './evidence';
import type { Domain } from './types';

// A word of a boat's specialisation this weighty ('catch') says what the boats do.
const CATCH_WORD = 3;

// 'Samosa factory', 'sock factory': what a place of making makes names the kind of making. A general
// domain (manufacturing) gives way to its specialisation (food production, textiles) when the lexicon
// files the product, a modifier of the head, under one of the specialisation's anchors. So, too, a boat's
// catch: 'tuna boats' are fishing, not any shipping.

/** Places things are made in: what their modifier names is what they make. */
const MAKING_PLACES = new Set([
  'factory',
  'plant',
  'works',
  'mill',
  'workshop',
  'unit',
  'facility',
  'line',
  'production',
]);

/** True when `head` names a place things are made in: any word of its boundary may name what it makes. */
export function isMakingPlace(head: string | undefined): boolean {
  return head !== undefined && MAKING_PLACES.has(head);
}

// 'A plant that makes plastic garden furniture', 'the prison workshop that makes school desks': a place
// of making said to make something is making, whatever it makes and wherever it is.
const MAKES_THINGS = new RegExp(
  String.raw`\b(?:${[...MAKING_PLACES].join('|')})\s+(?:that|which)\s+(?:makes|produces|manufactures|assembles)\b`,
  'iu',
);

/** True when the boundary names a place of making that makes something. */
export function makesThings(boundary: string): boolean {
  return MAKES_THINGS.test(boundary);
}

/** True when `head` names a boat or ship: what names it ('crab boats', 'tuna boat') is what it catches. */
function isCraft(head: string | undefined): boolean {
  const sense = head === undefined ? undefined : sensesOf(head)[0];
  return sense !== undefined && hypernymChain(sense).some((at) => at.words.includes('vessel'));
}

/** The first specialisation of `general` whose anchors a hypernym of one of these senses reaches. */
function specialFiled(general: Domain, senses: readonly Sense[]): Domain | undefined {
  for (const sense of senses) {
    const chain = hypernymChain(sense).flatMap((at) => at.words);
    // Only a thing one can make or catch (a physical entity): 'cardiology' (a science) makes nothing.
    if (!chain.includes('physical entity')) continue;
    for (const word of chain) {
      const found = (ANCHOR_INDEX.get(word) ?? []).find(([domain]) => domain.within === general.id);
      if (found) return found[0];
    }
  }
  return undefined;
}

/**
 * The specialisation of `general` that a modifier of the head names, if any: a place of making's
 * product by the modifier's first sense ('samosa factory'), a boat's catch by any of its senses
 * ('snapper' is a footballer first, a fish second).
 */
export function kindNamed(
  general: Domain,
  reading: BoundaryReading,
  ranked: readonly DomainEvidence<Domain>[],
): Domain | undefined {
  const craft = isCraft(reading.head);
  if (!isMakingPlace(reading.head) && !craft) return undefined;
  // 'We run two boats and the catch is good': boats whose boundary names their catch anywhere fish.
  const caught = craft
    ? ranked.find(
        (evidence) =>
          evidence.domain.within === general.id && evidence.terms.some((t) => t.weight >= CATCH_WORD),
      )
    : undefined;
  if (caught) return caught.domain;
  for (const modifier of reading.modifiers) {
    // A product the specialisation lists by name ('kimchi factory') needs no lexicon.
    const listed = (KEYWORD_INDEX.get(modifier) ?? []).find(
      ([domain, weight]) => domain.within === general.id && weight >= DISTINCT_KEYWORD,
    );
    if (listed) return listed[0];
    const found = specialFiled(general, craft ? sensesOf(modifier) : sensesOf(modifier).slice(0, 1));
    if (found) return found;
  }
  return undefined;
}
