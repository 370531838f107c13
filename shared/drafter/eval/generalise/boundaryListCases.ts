import { MODIFIER_LIST_CASES } from './lists/modifierListCases';
import { SENTENCE_LIST_CASES } from './lists/sentenceListCases';
import { HARD_SENTENCE_LIST_CASES } from './lists/hardSentenceListCases';
import { HARD_SENTENCE_LIST_2_CASES } from './lists/hardSentenceList2Cases';
import { HARD_SENTENCE_LIST_3_CASES } from './lists/hardSentenceList3Cases';
import { ROLE_SENTENCE_LIST_CASES } from './lists/roleSentenceListCases';
import { PEOPLE_LIST_CASES } from './lists/peopleListCases';
import { WORLD_ENGLISH_LIST_CASES } from './lists/worldEnglishListCases';
import { DOING_LIST_CASES } from './lists/doingListCases';
import { PROBLEM_FIRST_LIST_CASES } from './lists/problemFirstListCases';
import { COMPOUND_LIST_CASES } from './lists/compoundListCases';
import { SERVING_LIST_CASES } from './lists/servingListCases';
import { PLAIN_LIST_CASES } from './lists/plainListCases';
import { SOCIAL_LIST_CASES } from './lists/socialListCases';
import { PUBLIC_LIST_CASES } from './lists/publicListCases';
import { FUNCTION_LIST_CASES } from './lists/functionListCases';
import { HEALTH_LIST_CASES } from './lists/healthListCases';
import { INDUSTRY_LIST_CASES } from './lists/industryListCases';
import { SERVICES_LIST_CASES } from './lists/servicesListCases';
import { EDUCATION_LIST_CASES } from './lists/educationListCases';
import { TECH_LIST_CASES } from './lists/techListCases';
import { LAND_LIST_CASES } from './lists/landListCases';
import { SENTENCE_LIST_3_CASES } from './lists/sentenceList3Cases';
import { MODIFIER_LIST_2_CASES } from './lists/modifierList2Cases';

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
 * Three more were written the same way on 27 November 2026 (eighth round), given the same family list:
 * 304 first-person sentences naming the writer's own job title, mostly one any field has ('I'm a
 * shift supervisor at…'); 304 groups of people named by what they are ('Fitters at a sugar mill'); and
 * 304 names, phrases and sentences in the words of English outside Britain ('matatu sacco', 'barangay
 * hall'). The same script dropped 7 whose wording is that of a measured case, unread. Then two more:
 * 304 sentences that describe a group by what it does, mostly without naming the workplace ('we check
 * the boilers in council flats every year'), and 304 messages that put a problem in other fields'
 * words first and name the team late ('Too many meetings, not enough decisions: the board of our
 * residents' association'); none repeated a measured case. And 304 compounds of two to five words
 * without a preposition in which one word names another family's place or client ('Hospital
 * laundry', 'Prison library'); none repeated a measured case. And 304 teams whose own work is one
 * family's, serving or inside an organisation of another ('Legal team at a football club'), and 304
 * messages in the plain, quick English of people writing in a second language or on a phone ('i am
 * working in small hotel kitchen, we are 4 cooks'); none repeated a measured case. And 400 for the
 * groups of everyday life, fifty for each of households, communities, volunteering, youth, faith,
 * associations, charities and amateur sport (8 that repeated a measured case dropped unread), and
 * 360 teams and units of the public sector in several countries (6 dropped the same way), and 360
 * teams that do one business function inside companies of every industry (4 dropped the same way).
 * Then three lists by field: 320 health and care units, 360 industrial and trade crews, 360 service,
 * culture and leisure teams (14 dropped the same way); and 250 for education and youth work, 312 for
 * technology and professional services, 360 for land, transport, retail, policy, justice and
 * emergency services (10 dropped the same way). Last, in the held-out set's shapes again: 304
 * first-person sentences and 304 phrases with another family's modifier (6 dropped the same way).
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
  ...ROLE_SENTENCE_LIST_CASES,
  ...PEOPLE_LIST_CASES,
  ...WORLD_ENGLISH_LIST_CASES,
  ...DOING_LIST_CASES,
  ...PROBLEM_FIRST_LIST_CASES,
  ...COMPOUND_LIST_CASES,
  ...SERVING_LIST_CASES,
  ...PLAIN_LIST_CASES,
  ...SOCIAL_LIST_CASES,
  ...PUBLIC_LIST_CASES,
  ...FUNCTION_LIST_CASES,
  ...HEALTH_LIST_CASES,
  ...INDUSTRY_LIST_CASES,
  ...SERVICES_LIST_CASES,
  ...EDUCATION_LIST_CASES,
  ...TECH_LIST_CASES,
  ...LAND_LIST_CASES,
  ...SENTENCE_LIST_3_CASES,
  ...MODIFIER_LIST_2_CASES,
];
