import { VOCABULARY_EVERYDAY_CASES } from './lists/vocabularyEverydayCases';
import { VOCABULARY_JARGON_CASES } from './lists/vocabularyJargonCases';
import { VOCABULARY_LONG_TAIL_CASES } from './lists/vocabularyLongTailCases';
import { VOCABULARY_LONG_TAIL_2_CASES } from './lists/vocabularyLongTail2Cases';
import { VOCABULARY_SHORT_NAME_CASES } from './lists/vocabularyShortNameCases';
import { VOCABULARY_UNIT_CASES } from './lists/vocabularyUnitCases';
import { VOCABULARY_ONE_WORD_CASES } from './lists/vocabularyOneWordCases';
import { VOCABULARY_TWO_WORD_CASES } from './lists/vocabularyTwoWordCases';
import { VOCABULARY_SHORT_2_CASES } from './lists/vocabularyShort2Cases';

/**
 * Vocabulary lists (issue 16, seventh round): [family id, name] pairs, one to four words, the way
 * people type the name of a workplace, trade, group or home ('Scaffolders', 'Sorting office', 'Our
 * flat', 'IAPT'). Written on 27 November 2026 by three helpers that had seen neither the drafter, its
 * knowledge nor any evaluation set, given the family ids with a few subject words each and the
 * labelling rule (the later lists also the earlier ones, so as not to repeat them): 450, 500 and 600
 * names, the third the long tail of each family. 10 pairs labelled with ids that are no family were
 * dropped, and 21 whose wording is that of a held-out case (5) or of a case in an unread probe half
 * (16), by a script, unread (README: the knowledge had already been filled from them, so those figures
 * are also given without those cases).
 *
 * A fourth list was written the same way on 27 November 2026 (eighth round): 456 names of one to three
 * words, six per family, everyday words for a unit, trades and people in plural, and places of the
 * family's work ('Pit crew', 'Sparkies', 'Net loft'); the script dropped 10 that repeated a measured
 * case, unread. A fifth, of 456 units, rooms, desks and shifts of large organisations as their insiders
 * name them ('Goods inward', 'Cath lab', 'Fly floor'); 3 dropped the same way. A sixth, of 456 single
 * words ('Glaziers', 'Creamery', 'PICU'); 9 dropped the same way. A seventh, of 456 two-word names from
 * each family's long tail ('Ropewalk crew', 'Piano tuners'); 13 dropped the same way. An eighth, of 456
 * one- or two-word names as outsiders and insiders say them ('Chip shop', 'Sluice room'); 14 dropped.
 *
 * Development data: the drafter's knowledge was filled from them (README, seventh round), so their
 * figure says nothing about unseen boundaries; the test holds it so the vocabulary is not lost.
 *
 * The pairs are in `lists/`, one file per list (the third vocabulary list in two halves).
 */

export const VOCABULARY_CASES: ReadonlyArray<readonly [string, string]> = [
  ...VOCABULARY_EVERYDAY_CASES,
  ...VOCABULARY_JARGON_CASES,
  ...VOCABULARY_LONG_TAIL_CASES,
  ...VOCABULARY_LONG_TAIL_2_CASES,
  ...VOCABULARY_SHORT_NAME_CASES,
  ...VOCABULARY_UNIT_CASES,
  ...VOCABULARY_ONE_WORD_CASES,
  ...VOCABULARY_TWO_WORD_CASES,
  ...VOCABULARY_SHORT_2_CASES,
];
