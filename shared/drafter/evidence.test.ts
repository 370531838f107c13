import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { judgeEvidence, type DomainEvidence, type TermEvidence } from './evidence';
import { GENERIC_DOMAIN } from './knowledge';

const term = (name: string, weight: number, rival = 0, factor = 1): TermEvidence => ({
  term: name,
  weight,
  rival,
  factor,
});
const domain = (id: string, terms: TermEvidence[]): DomainEvidence<string> => ({
  domain: id,
  score: terms.reduce((sum, t) => sum + t.weight * t.factor, 0),
  terms,
});

describe('judgeEvidence', () => {
  it('calls no evidence, or too little, thin', () => {
    expect(judgeEvidence([])).toBe('thin');
    expect(judgeEvidence([domain('water', [term('pipe', 2)])])).toBe('thin');
  });

  it('never lets one ambiguous word decide, whatever its weight', () => {
    expect(judgeEvidence([domain('councils', [term('council', 5)])])).toBe('thin');
    expect(judgeEvidence([domain('sales', [term('pipeline', 4)])])).toBe('thin');
    // A word two domains claim equally cannot pick one of them alone.
    expect(
      judgeEvidence([domain('retail', [term('bakery', 4, 4)]), domain('food', [term('bakery', 4, 4)])]),
    ).toBe('thin');
  });

  it('lets one weighty, specific word or phrase decide', () => {
    expect(judgeEvidence([domain('water', [term('wastewater', 4)])])).toBe('strong');
    // A phrase and the words inside it are one piece of evidence, not three.
    const phrase = [term('customer support', 5), term('customer', 1.5), term('support', 2)];
    expect(judgeEvidence([domain('customerSuccess', phrase)])).toBe('strong');
  });

  it('judges a year 5 teaching team at a primary school strong for a schools domain', () => {
    const schools = domain('schools', [term('primary school', 5), term('teaching', 3), term('year 5', 4)]);
    expect(judgeEvidence([schools, domain('waterUtility', [term('team', 0.5)])])).toBe('strong');
  });

  it('calls a near tie on modest evidence contested, and a near tie on plenty of evidence strong', () => {
    expect(
      judgeEvidence([
        domain('product', [term('product', 3), term('design', 2)]),
        domain('software', [term('app', 2), term('web', 2.5)]),
      ]),
    ).toBe('contested');
    expect(
      judgeEvidence([
        domain('healthcare', [term('hospital', 4), term('nursing', 4)]),
        domain('emergency', [term('emergency department', 5), term('hospital', 3)]),
      ]),
    ).toBe('strong');
  });

  it('counts context at its factor, so a single word from the extra details stays thin', () => {
    expect(judgeEvidence([domain('software', [term('software', 4, 0, 0.5)])])).toBe('thin');
  });
});

describe('analyse with the built-in domains', () => {
  it('places a council pothole repair team with public services, not a water utility or sales', () => {
    for (const boundary of ['council pothole repair team', 'Pothole repair pipeline']) {
      const analysis = analyse(boundary);
      expect(analysis.primary.id, boundary).toBe('publicServices');
      expect(['waterUtility', 'sales'], boundary).not.toContain(analysis.secondary?.id);
    }
  });

  it('does not decide on one ambiguous word', () => {
    for (const boundary of ['The council', 'Our pipeline', 'Morning triage']) {
      const analysis = analyse(boundary);
      expect(analysis.verdict, boundary).toBe('thin');
      expect(analysis.industry, boundary).toBeUndefined();
    }
  });

  it.each(['our team', 'the group', 'my project', 'We sell things'])(
    'finds "%s" too thin to place',
    (boundary) => {
      const analysis = analyse(boundary);
      expect(analysis.verdict).toBe('thin');
      expect(analysis.primary).toBe(GENERIC_DOMAIN);
    },
  );

  it('guesses, and asks, from thin evidence that points somewhere rather than fall back to the generic pool', () => {
    const analysis = analyse('Foundation funding arts projects');
    expect([analysis.verdict, analysis.primary.id, analysis.assumed]).toEqual(['thin', 'nonprofit', true]);
  });

  it.each([
    ['Nursing team on a surgical ward at a city hospital', 'healthcare'],
    ['Wastewater treatment operators', 'waterUtility'],
    ['Inside sales team booking demos', 'sales'],
    ['Our fortnightly sprint retrospective', 'retrospectives'],
  ])('places "%s" firmly in %s', (boundary, id) => {
    const analysis = analyse(boundary);
    expect(analysis.verdict).toBe('strong');
    expect(analysis.primary.id).toBe(id);
  });

  it('lets answers to the questions supply the evidence a thin boundary lacks', () => {
    expect(analyse('Our team').verdict).toBe('thin');
    const answered = analyse(
      'Our team',
      '',
      'patients on the ward and their families\nhandover at every shift change',
    );
    expect(answered.verdict).toBe('strong');
    expect(answered.primary.id).toBe('healthcare');
  });

  it('reads a sommelier as a waiter, not a server of computers', () => {
    // The lexicon keeps only the waiter and tennis senses of 'server'.
    expect(analyse('Sommeliers').primary.id).toBe('hospitality');
    expect(analyse('Server team').primary.id).toBe('platformOps');
  });

  it('reads a hospice and a chiropractor as health care; hospice volunteers stay volunteers', () => {
    expect(analyse('Hospice').primary.id).toBe('healthcare');
    expect(analyse('Chiropractor').primary.id).toBe('healthcare');
    expect(analyse('Hospice volunteers').primary.id).toBe('volunteering');
  });

  it('reads a parish or town council as local government, not a church', () => {
    for (const boundary of ['Parish council', 'Town council planning committee'])
      expect(analyse(boundary).primary.id, boundary).toBe('publicServices');
  });

  it('asks when an unrelated domain has nearly as much evidence as the best, however much that is', () => {
    const split = analyse(
      'our youth group collects plastic bottles for recycling and we cannot keep track of who brought what',
    );
    expect(split.ranked[0]?.score).toBeGreaterThanOrEqual(12);
    expect(split.assumed).toBe(true);
    expect(split.rival?.id).toBe('wasteRecycling');
  });

  it('reads dressmaking and knitwear or fashion design as the making of clothes', () => {
    expect(analyse('bridal dressmaking studio').primary.id).toBe('textiles');
    expect(analyse('knitwear design studio').primary.id).toBe('textiles');
  });

  it('reads a shipbreaking yard as recycling ships for their steel', () => {
    expect(analyse('shipbreaking yard in Alang').primary.id).toBe('wasteRecycling');
  });

  it('reads things hired out as rented, and people hired as taken on', () => {
    expect(analyse('we hire out skips for builders').primary.id).not.toBe('peopleTeam');
    expect(analyse('we hire seasonal pickers every summer').primary.id).toBe('peopleTeam');
  });

  it('reads a startup by what it makes, not by whom it makes it for', () => {
    expect(analyse('dairy herd software startup').primary.id).toBe('software');
    expect(analyse('church management software startup').primary.id).toBe('software');
  });

  it('reads a parent–teacher association as an association, wherever its school is', () => {
    expect(analyse('PTA committee at a primary school').primary.id).toBe('association');
  });

  it('reads the writer’s own dwelling as a household, and only a dwelling', () => {
    for (const boundary of ['our house', 'My bungalow', 'Our home']) {
      const analysis = analyse(boundary);
      expect(analysis.primary.id, boundary).toBe('household');
      expect(analysis.verdict, boundary).toBe('strong');
    }
    expect(analyse('Our hotel').primary.id).toBe('hospitality');
    expect(analyse('Our care home').primary.id).toBe('socialCare');
    // Without 'our' or 'my' a house is anyone's: an estate agent's, a builder's.
    expect(analyse('The house').primary.id).not.toBe('household');
  });

  it('takes the main phrase’s own words over what a participle says the team works on', () => {
    // 'site team' has no head noun; 'building a new primary school' is the work, not the people.
    const analysis = analyse('Site team building a new primary school');
    expect(analysis.primary.id).toBe('construction');
    expect(analysis.assumed).toBe(true);
  });

  it('routes unseen single words through the hierarchy the lexicon knows', () => {
    // Each through a wide anchor, named as a guess: trades under artificer, zoos and aquariums
    // (ISIC 91 puts zoological gardens beside museums), an embassy, a lighthouse; 'midwives' is
    // the plural of 'midwife', not 'midwive'.
    for (const [boundary, id] of [
      ['Thatchers', 'construction'],
      ['Glaziers', 'construction'],
      ['Zoo', 'museum'],
      ['Aquarium', 'museum'],
      ['Embassy', 'governmentPolicy'],
      ['Lighthouse', 'maritime'],
      ['Midwives', 'healthcare'],
    ] as const) {
      const analysis = analyse(boundary);
      expect(analysis.primary.id, boundary).toBe(id);
      expect(analysis.assumed, boundary).toBe(true);
    }
  });

  it('asks about a lone head word that does not define its domain, even with no rival', () => {
    // 'Workshop' is a retrospective's word, but a workshop group could be anything.
    expect(analyse('The Tuesday workshop group').assumed).toBe(true);
    // A defining word alone, or a reading of the whole sentence, is still sure.
    expect(analyse('Fire station').assumed).toBe(false);
    expect(analyse('our house').assumed).toBe(false);
  });

  it('reads spraying or seeding crops from the air as flying work, whatever the crops', () => {
    for (const boundary of ['aerial crop spraying company', 'we do aerial spraying for sugar cane estates']) {
      const analysis = analyse(boundary);
      expect([analysis.primary.id, analysis.assumed], boundary).toEqual(['aviation', false]);
    }
  });
});
