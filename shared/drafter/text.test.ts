import { describe, expect, it } from 'vitest';
import {
  hash,
  isPluralPhrase,
  itemDetail,
  itemName,
  needSentence,
  normaliseWord,
  withArticle,
  splitList,
  systemPhrase,
  titleFromBoundary,
} from './text';

describe('drafter text helpers', () => {
  it('puts a or an by the sound', () => {
    expect(
      ['audience', 'incident', 'hour', 'user', 'university', 'parcel', 'umbrella'].map(withArticle),
    ).toEqual(['an audience', 'an incident', 'an hour', 'a user', 'a university', 'a parcel', 'an umbrella']);
  });

  it('singularises plurals in -ves only where the singular ends in f or fe', () => {
    expect(normaliseWord('Midwives')).toBe('midwife');
    expect(normaliseWord('potatoes')).toBe('potato');
    expect(normaliseWord('shoes')).toBe('shoe');
    expect(normaliseWord('buses')).toBe('bus');
    expect(normaliseWord('nurses')).toBe('nurse');
    expect(['churches', 'boxes', 'classes', 'dishes', 'niches', 'crèches'].map(normaliseWord)).toEqual([
      'church',
      'box',
      'class',
      'dish',
      'niche',
      'creche',
    ]);
    expect(normaliseWord('knives')).toBe('knife');
    expect(normaliseWord('shelves')).toBe('shelf');
    expect(normaliseWord('archives')).toBe('archive');
    expect(normaliseWord('executives')).toBe('executive');
  });

  it('reads American spellings as the British ones keywords use, only where both name one thing', () => {
    expect(['Neighborhood', 'tires', 'centers', 'pediatric'].map(normaliseWord)).toEqual([
      'neighbourhood',
      'tyre',
      'centre',
      'paediatric',
    ]);
    expect(['meter', 'program', 'check'].map(normaliseWord)).toEqual(['meter', 'program', 'check']);
  });

  it('reads a word the same with or without its accents, letters no accent-stripping takes apart included', () => {
    expect(['Çağrı', 'Łódź', 'Straße', 'Bærum', 'Øl', 'Đakovo', 'crèche'].map(normaliseWord)).toEqual([
      'cagri',
      'lodz',
      'strasse',
      'baerum',
      'ol',
      'dakovo',
      'creche',
    ]);
  });

  it('singularises plurals in -men, but not the nouns that end so', () => {
    expect(normaliseWord('handymen')).toBe('handyman');
    expect(normaliseWord('womens')).toBe('woman');
    expect(normaliseWord('specimen')).toBe('specimen');
    expect(normaliseWord('omen')).toBe('omen');
  });

  it('reads a word in -ie and its plural in -ies as one word', () => {
    expect(normaliseWord('brickies')).toBe(normaliseWord('brickie'));
    expect(normaliseWord('Sparkies')).toBe(normaliseWord('sparkie'));
    // A short word keeps its -ie ('tie', 'pie').
    expect(normaliseWord('pie')).toBe('pie');
  });

  it("reads an abbreviation's plural, however short ('GPs', 'PMs')", () => {
    expect(normaliseWord('GPs')).toBe('gp');
    expect(normaliseWord('PMs')).toBe('pm');
    // An ordinary short word is left alone.
    expect(normaliseWord('Gas')).toBe('gas');
  });

  it('splits a tool list on commas, semicolons, new lines and "and"', () => {
    expect(splitList('Jira, Slack; GitHub\nNotion and Figma & Miro')).toEqual([
      'Jira',
      'Slack',
      'GitHub',
      'Notion',
      'Figma',
      'Miro',
    ]);
  });

  it('reads name and detail from both item forms', () => {
    expect(itemName('Trust: we keep our word')).toBe('Trust');
    expect(itemDetail('Trust - we keep our word')).toBe('we keep our word');
    expect(itemDetail('Trust')).toBe('');
  });

  it('ends a long title before a joining word', () => {
    expect(titleFromBoundary('Team Retrospective every two weeks for a scrum team of nine')).toBe(
      'Team Retrospective Every Two Weeks',
    );
    expect(titleFromBoundary('We are a small NHS clinic')).toBe('Small NHS Clinic');
    // A title ends where 'and' opens a clause of its own, and loses the writer's 'I'm a'.
    expect(titleFromBoundary('We are a family run car garage and customers keep complaining')).toBe(
      'Family Run Car Garage',
    );
    expect(
      titleFromBoundary('I work in a small ethnographic museum and half of the collection is lost'),
    ).toBe('Small Ethnographic Museum');
    expect(titleFromBoundary('Fish and chip shop')).toBe('Fish and Chip Shop');
    expect(titleFromBoundary("I'm a charge nurse on a surgical ward and handovers keep missing things")).toBe(
      'Charge Nurse',
    );
    expect(titleFromBoundary("I'm on the residents' group for a new-build estate")).toMatch(/^I'm on/);
    expect(titleFromBoundary('im a childminder and the parents keep paying late')).toBe('Childminder');
    // 'and', a noun, a verb and its object open a clause; a place after the pair does not.
    expect(
      titleFromBoundary('we are a small design studio and clients change the brief after we present'),
    ).toBe('Small Design Studio');
    expect(titleFromBoundary('Vets treating cattle and sheep across the valley')).toBe(
      'Vets Treating Cattle and Sheep Across the Valley',
    );
    // 'I work at the county clerk's office' is titled by the office, and a relative clause is no part of a title.
    expect(
      titleFromBoundary('I work at the county DMV and the line is out the door before we even open'),
    ).toBe('County DMV');
    expect(titleFromBoundary('Prison barber shop where trained inmates cut hair')).toBe('Prison Barber Shop');
    // Nor does a title end on a verb or a word that leads on.
    expect(
      titleFromBoundary(
        'our tower climbers have to get council permission for every mast and it takes months',
      ),
    ).toBe('Tower Climbers');
    expect(titleFromBoundary('first aid and ambulance post during the Grand Magal of Touba')).toBe(
      'First Aid and Ambulance Post',
    );
    // Nor on what runs it or where it works from, cut off ('Soup Kitchen Run Out').
    expect(titleFromBoundary('soup kitchen run out of a big old mosque basement in Leicester')).toBe(
      'Soup Kitchen',
    );
    expect(titleFromBoundary('bike and scooter workshop run by volunteers from the church')).toBe(
      'Bike and Scooter Workshop',
    );
    expect(titleFromBoundary('Window cleaners working out of one battered old van in Hull')).toBe(
      'Window Cleaners',
    );
    expect(
      titleFromBoundary('me and my sister run a food truck out of Leeds and the council permits confuse us'),
    ).toBe('Me and My Sister Run a Food Truck');
    // The writer at the head of a short list of people keeps the list.
    expect(titleFromBoundary('Me, my wife and the twins')).toBe('Me, My Wife and the Twins');
  });

  it('names the system from the boundary, or falls back for symbols only', () => {
    expect(systemPhrase('Our mobile team')).toBe('the mobile team');
    expect(systemPhrase('🚀')).toBe('this system');
  });

  it('hashes stably', () => {
    expect(hash('spine')).toBe(hash('spine'));
    expect(hash('spine')).not.toBe(hash('spines'));
  });

  it('keeps names capitalised when it names the system mid-sentence', () => {
    expect(systemPhrase('Monday morning all-hands meeting')).toBe('the Monday morning all-hands meeting');
    expect(systemPhrase('Google Cloud support team')).toBe('the Google Cloud support team');
    // The writer is in it: 'the elderly mum and me exists to…' would read wrong.
    expect(systemPhrase('My elderly mum and me')).toBe('our household');
    expect(systemPhrase('Me, my partner and our twins')).toBe('our household');
    expect(systemPhrase('Me and two friends running a podcast')).toBe('our group');
    expect(systemPhrase('We are four siblings looking after our mum')).toBe(
      'the four siblings looking after our mum',
    );
    expect(systemPhrase('Regional water company')).toBe('the regional water company');
    // After an article the capital is a name's: a family by its surname.
    expect(systemPhrase('The Patels')).toBe('the Patels');
    expect(systemPhrase('The night shelter')).toBe('the night shelter');
    expect(systemPhrase('Me and the missus')).toBe('our household');
    // A group's name comes before its verb; a plural noun after a modifier is no verb.
    expect(systemPhrase('our team teaches English to adult learners')).toBe('the team');
    expect(systemPhrase('Housing repairs team')).toBe('the housing repairs team');
    expect(isPluralPhrase('the crabmen')).toBe(true);
  });

  it('makes the need’s verb agree with a plural system', () => {
    expect(isPluralPhrase('the backend engineers running the payments API')).toBe(true);
    expect(isPluralPhrase('the wastewater plant operators on 12-hour shifts')).toBe(true);
    expect(isPluralPhrase('the team of five engineers')).toBe(false);
    expect(isPluralPhrase('the weekly all-hands meeting for a company of 80')).toBe(false);
    expect(isPluralPhrase('the team retrospective every two weeks')).toBe(false);
    expect(isPluralPhrase('the logistics hub')).toBe(false);
    expect(isPluralPhrase('the council team running the leisure centres')).toBe(false);
    expect(isPluralPhrase('the 45 volunteers')).toBe(true);
    expect(needSentence('patients', 'the ward nurses', 'care', 'they recover')).toBe(
      'From the perspective of patients, the ward nurses exist to care so that they recover.',
    );
  });
});
