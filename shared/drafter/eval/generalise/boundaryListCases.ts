import { MODIFIER_LIST_CASES } from './lists/modifierListCases';
import { SENTENCE_LIST_CASES } from './lists/sentenceListCases';
import { HARD_SENTENCE_LIST_CASES } from './lists/hardSentenceListCases';
import { HARD_SENTENCE_LIST_2_CASES } from './lists/hardSentenceList2Cases';
import { HARD_SENTENCE_LIST_3_CASES } from './lists/hardSentenceList3Cases';

/**
 * Boundary lists (issue 16, seventh round): [family id, boundary] pairs written on 27 November 2026
 * by three helpers that had seen neither the drafter, its knowledge nor any evaluation set, given the
 * family ids with a few subject words each and the labelling rule: 400 boundaries of three to nine
 * words whose place, client or subject belongs to another family ('IT helpdesk for a chain of
 * dentists'), 240 first-person sentences of ten to twenty-five words, and 320
 * harder ones of fourteen to thirty words that name a problem and another field's nouns ('me and my
 * brother run 400 acres of barley near Driffield and the contractor never turns up…'). Those whose
 * wording is that of a held-out case or of a case in an unread probe half were dropped by a script,
 * unread.
 *
 * Development data: read case by case while building (README, seventh round); the test holds their
 * figure.
 *
 * The pairs are in `lists/`, one file per list (the hard sentences in three parts).
 */

export const BOUNDARY_LIST_CASES: ReadonlyArray<readonly [string, string]> = [
  ...MODIFIER_LIST_CASES,
  ...SENTENCE_LIST_CASES,
  ...HARD_SENTENCE_LIST_CASES,
  ...HARD_SENTENCE_LIST_2_CASES,
  ...HARD_SENTENCE_LIST_3_CASES,
];
