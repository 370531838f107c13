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

  it('hashes stably', () => {
    expect(hash('spine')).toBe(hash('spine'));
    expect(hash('spine')).not.toBe(hash('spines'));
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
