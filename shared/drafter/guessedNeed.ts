import type { Analysis } from './analyse';
import { isMass } from './massNouns';
import { subjectOf } from './subject';
import { isPeople, plural } from './subjectWords';
import { pick } from './text';
import type { NeedSource } from './types';

// The need of a map whose domain is a guess: it speaks of what the boundary says the system handles.

// A guess's need when nothing the system handles is known: its work, not the place it is in.
const WORK_NEEDS: readonly NeedSource[] = [
  {
    who: 'the people served and the people who do the work',
    purpose: 'do the work well and say plainly what can and cannot be done',
    benefit: 'everyone can count on the work and what goes wrong is caught early',
  },
  {
    who: 'the people served and the people who run the work',
    purpose: 'do the work safely, well and at a pace that can be kept up',
    benefit: 'the people served are well served and the work stays worth doing',
  },
];

/** A need for a map whose domain is a guess: in the boundary's own things, not the guessed family's (issue 16). */
export function guessedNeed(analysis: Analysis): NeedSource | undefined {
  const subject = subjectOf(analysis);
  if (!subject || !analysis.weakGuess) return undefined;
  const t = subject.handled;
  if (t === undefined) return pick(WORK_NEEDS, analysis.seed, 'guessed-need');
  const ts = plural(t);
  const them = isMass(t) ? 'it' : 'them';
  // No pronoun for the system: 'the roofers working on a church' is plural, 'the passport office' not.
  // People are served, not worked on ('the artist residency exists to work on the artists' read wrong).
  const needs: readonly NeedSource[] = isPeople(t)
    ? [
        {
          who: `the ${ts} it serves`,
          purpose: `give every ${t} the help they came for, on time and in plain words`,
          benefit: `no ${t} is left waiting or guessing`,
        },
        {
          who: `the ${ts} and those who look after them`,
          purpose: `look after every ${t} well and say plainly what can and cannot be done`,
          benefit: `each ${t} knows where they stand and nothing is missed`,
        },
        {
          who: `the ${ts} and the people around them`,
          purpose: `treat every ${t} fairly and keep the promises made to them`,
          benefit: `the ${ts} trust the work and come back to it`,
        },
      ]
    : [
        {
          who: 'the people served and the people who do the work',
          purpose: `look after the ${ts} well and say plainly what can and cannot be done`,
          benefit: 'everyone can count on the work and what goes wrong is caught early',
        },
        {
          who: `everyone who depends on the ${ts}`,
          purpose: `keep the ${ts} in good order and keep every promise made about ${them}`,
          benefit: 'people get what they came for without having to chase it',
        },
        {
          who: 'the people served and the people who run the work',
          purpose: `work on the ${ts} safely, well and at a pace that can be kept up`,
          benefit: 'the people served are well served and the work stays worth doing',
        },
      ];
  return pick(needs, analysis.seed, 'guessed-need');
}
