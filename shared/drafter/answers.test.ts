import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { lossPurpose, routineDetail, servedPhrase, splitRoutines } from './answers';
import { draftSpineMap } from './draft';
import { itemName, nameKey } from './text';

describe('servedPhrase', () => {
  it('keeps who is served as written, lower-casing only a common first word', () => {
    expect(servedPhrase('The children in year 5 and their parents.')).toBe(
      'the children in year 5 and their parents',
    );
    expect(servedPhrase('Patients on the ward')).toBe('patients on the ward');
    expect(servedPhrase('Maria and the kids')).toBe('Maria and the kids');
    expect(servedPhrase('It serves the NHS trusts in our region')).toBe('the NHS trusts in our region');
  });
});

describe('lossPurpose', () => {
  it.each([
    ['a safe place to learn', 'give them a safe place to learn', 'they never have to go without it'],
    [
      'They would lose their hot meal on Sundays.',
      'give them their hot meal on Sundays',
      'they never have to go without it',
    ],
    [
      "they'd miss the only bus into town",
      'give them the only bus into town',
      'they never have to go without it',
    ],
    [
      'they would not get to work on time',
      'help them get to work on time',
      'they can count on it every time',
    ],
    ['get repairs done fast', 'help them get repairs done fast', 'they can count on it every time'],
    // What would happen to them, not what they would lose.
    [
      'families would wait months for a hearing',
      'make sure they never have to wait months for a hearing',
      'they can count on it every time',
    ],
    [
      'getting their bins collected',
      'help them keep getting their bins collected',
      'they can count on it every time',
    ],
  ])('turns "%s" into a purpose that reads as part of the sentence', (answer, purpose, benefit) => {
    expect(lossPurpose(answer)).toEqual({ purpose, benefit });
  });

  it('ignores an answer that names no loss', () => {
    expect(lossPurpose('nothing really')).toBeUndefined();
    expect(lossPurpose('  ')).toBeUndefined();
  });
});

describe('weekly routines', () => {
  it('splits on lines, semicolons, commas and sentences, but keeps "and" inside a routine', () => {
    expect(
      splitRoutines(
        'Monday planning, Friday cake and a chat\n- we also walk the route every Tuesday; 1. rota check',
      ),
    ).toEqual(['Monday planning', 'Friday cake and a chat', 'walk the route every Tuesday', 'rota check']);
  });

  it('gives each routine a real one-sentence detail, never the routine echoed back', () => {
    const analysis = analyse('our team');
    for (const routine of [
      'Monday planning huddle',
      'Sunday family dinner',
      'phonics group every morning',
      'Friday retrospective',
    ]) {
      const detail = routineDetail(routine, analysis);
      expect(detail.split(/\s+/).length, routine).toBeGreaterThanOrEqual(6);
      expect(detail.toLowerCase(), routine).not.toContain(routine.toLowerCase());
    }
    expect(routineDetail('phonics group every morning', analysis)).toContain('every morning');
    // Orders a court issues are not bought before they run out; a weekly stock order is.
    expect(routineDetail('issue orders and keep case files ready', analysis)).not.toMatch(/bought/);
    expect(routineDetail('weekly stock order', analysis)).toMatch(/bought or ordered/);
  });
});

describe('drafting from the answers', () => {
  const answers = {
    served: 'The children in year 5 and their parents',
    loss: 'a safe place to learn, and someone who knows each child',
    weekly: 'Monday planning huddle, Friday look back at the week',
    tools: 'Google Classroom, a paper register',
  };

  it('states the need from who is served and what they would lose, in their words', () => {
    const map = draftSpineMap({ systemBoundary: 'our team', answers });
    expect(map.needs).toBe(
      'From the perspective of the children in year 5 and their parents, the team exists to give them a safe place to learn, and someone who knows each child so that they never have to go without it.',
    );
  });

  it("speaks first of the family's things the answers name", () => {
    const map = draftSpineMap({
      systemBoundary: 'Registry of a family court',
      answers: {
        served: 'separating parents and their children',
        weekly: 'we list hearings and keep case files ready',
      },
    });
    const lists = [...map.values, ...map.principles, ...map.practices, ...map.tools].join('\n');
    expect(lists).toMatch(/\bhearings?\b/i);
    expect(lists).not.toMatch(/\bprisons?\b/i);
  });

  it('puts the weekly routines first in practices, without a knowledge item that says the same', () => {
    const map = draftSpineMap({ systemBoundary: 'our team', answers });
    expect(map.practices.slice(0, 2).map(itemName)).toEqual([
      'Monday planning huddle',
      'Friday look back at the week',
    ]);
    expect(map.practices.map(itemName)).not.toContain('Planning together');
    expect(map.practices.length).toBeLessThanOrEqual(6);
  });

  it('treats the tools answer like current tools', () => {
    const map = draftSpineMap({ systemBoundary: 'our team', currentTools: 'WhatsApp', answers });
    expect(map.tools.slice(0, 3).map(nameKey)).toEqual(['whatsapp', 'google classroom', 'a paper register']);
  });

  it('takes the missing half of the need from the domain, and ignores answers that say nothing', () => {
    const onlyServed = draftSpineMap({
      systemBoundary: 'Nursing team on a surgical ward',
      answers: { served: 'Older patients after surgery' },
    });
    expect(onlyServed.needs).toMatch(
      /^From the perspective of older patients after surgery, the nursing team on a surgical ward exists to .+ so that .+\.$/,
    );
    const plain = draftSpineMap({ systemBoundary: 'Nursing team on a surgical ward' });
    expect(draftSpineMap({ systemBoundary: 'Nursing team on a surgical ward', answers: {} })).toEqual(plain);
  });
});

describe('answers as evidence for the domain', () => {
  const escapeRoom = {
    systemBoundary: 'Escape room business',
    answers: {
      served: 'groups of friends and work teams who book a room for an hour',
      loss: 'a fun, safe hour solving puzzles together',
      weekly: 'reset the rooms between bookings, test the locks on Monday, Friday staff huddle',
      tools: 'booking system, walkie-talkies, CCTV',
    },
  };

  it('does not let the tools answer decide the domain: CCTV serves many kinds of work', () => {
    const map = draftSpineMap(escapeRoom);
    const text = [...map.values, ...map.principles, ...map.practices].join('\n');
    expect(text).not.toMatch(/patrol|guard|officer/i);
  });

  it('reads the word after a subject pronoun as a verb: people who book a room are no library', () => {
    expect(analyse('Escape room business', '', escapeRoom.answers.served).primary.id).not.toBe('library');
    // The same word as a noun still counts.
    expect(analyse('Our team', '', 'readers who borrow books and the library users').primary.id).toBe(
      'library',
    );
  });
});
