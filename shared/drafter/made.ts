import type { BoundaryReading } from './route';
import { ANCHOR_INDEX } from './knowledge';
import { hypernymChain, sensesOf } from './lexicon';
import type { Domain } from './types';

// 'Samosa factory', 'sock factory': what a place of making makes names the kind of making. A general
// domain (manufacturing) gives way to its specialisation (food production, textiles) when the lexicon
// files the product, a modifier of the head, under one of the specialisation's anchors.

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

/**
 * The specialisation of `general` that a place of making's product names, if any: the first whose
 * anchors the hypernyms of a modifier's first sense reach. Only a thing one can make (a physical
 * entity) counts, so 'cardiology' (a science) makes nothing.
 */
export function madeAs(general: Domain, reading: BoundaryReading): Domain | undefined {
  if (!isMakingPlace(reading.head)) return undefined;
  for (const modifier of reading.modifiers) {
    const sense = sensesOf(modifier)[0];
    if (!sense) continue;
    const chain = hypernymChain(sense).flatMap((at) => at.words);
    if (!chain.includes('physical entity')) continue;
    for (const word of chain) {
      const found = (ANCHOR_INDEX.get(word) ?? []).find(([domain]) => domain.within === general.id);
      if (found) return found[0];
    }
  }
  return undefined;
}
