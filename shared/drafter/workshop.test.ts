import { describe, expect, it } from 'vitest';
import { chatReply } from './chat';
import { findGaps, gapsReply } from './chatMap';
import { draftSpineMap } from './draft';
import { sizedWorkshopPlan, timeBoxes, workshopNumbers } from './workshop';

const ask = (content: string, map?: Parameters<typeof chatReply>[0]['map']) =>
  chatReply({ messages: [{ role: 'user', content }], ...(map ? { map } : {}) });

describe('a workshop plan sized to the numbers given', () => {
  it('reads people and minutes, hours included', () => {
    expect(workshopNumbers('a workshop for 12 people in 90 minutes')).toEqual({ people: 12, minutes: 90 });
    expect(workshopNumbers('plan a 1.5 hour workshop')).toEqual({ minutes: 90 });
    expect(workshopNumbers('how do I run a workshop?')).toEqual({});
  });

  it('splits the minutes into time boxes that add up exactly', () => {
    for (const total of [45, 60, 90, 120, 135, 180]) {
      const boxes = timeBoxes(total);
      expect(
        boxes.reduce((sum, m) => sum + m, 0),
        String(total),
      ).toBe(total);
      expect(boxes.every((m) => m >= 0)).toBe(true);
    }
  });

  it('answers "12 people in 90 minutes" with a plan that honours both numbers', () => {
    const reply = ask('Can you plan a spine workshop for 12 people in 90 minutes?');
    expect(reply).toContain('12 people in 90 minutes');
    expect(reply).toMatch(/2 groups of about 6/);
    const minutes = [...reply.matchAll(/\((\d+) min\)/g)].map((match) => Number(match[1]));
    expect(minutes).toHaveLength(7);
    expect(minutes.reduce((sum, m) => sum + m, 0)).toBe(90);
    expect(sizedWorkshopPlan('how do I run a workshop?')).toBeUndefined();
  });
});

describe('the gap check reads the content, not only the structure', () => {
  const pharmacy = {
    title: 'Hospital pharmacy',
    systemBoundary: 'Hospital pharmacy',
    needs:
      'From the perspective of the patients, the hospital pharmacy exists to help them so that they recover.',
    values: ['Trust: we keep our word', 'Focus: one thing at a time'],
    principles: [
      'Small batches: smaller batches mean faster feedback',
      'Pull work: start what the next step can take',
    ],
    practices: ['Weekly planning: agree the week’s priorities', 'Retrospective: look back every fortnight'],
    tools: ['Shared calendar: plans the weekly planning', 'Whiteboard: used in the retrospective'],
  };

  it('tells a pharmacy map without medicines that it is missing its subject', () => {
    expect(findGaps(pharmacy).missingSubject?.domain).toBe('a pharmacy');
    const reply = gapsReply(pharmacy);
    expect(reply).toMatch(/hardly speaks of its own subject/);
    expect(reply).toMatch(/medicines/);
    // The nouns a person reads, not the stems the check matches on ('dispens').
    expect(reply).not.toMatch(/dispens\b/);
    expect(ask('What are we missing?', pharmacy)).toMatch(/medicines/);
  });

  it('finds no missing subject in the drafter’s own map of the same boundary', () => {
    const map = draftSpineMap({ systemBoundary: 'Hospital pharmacy' });
    expect(findGaps(map).missingSubject).toBeUndefined();
  });

  it('tells a guessed map, kept to the user’s words, which routines its guessed domain would bring', () => {
    const guessed = draftSpineMap({ systemBoundary: 'Pet shop' });
    expect(findGaps(guessed).guessedRoutines?.domain).toBe('a shop');
    expect(findGaps(guessed).guessedRoutines?.practices.length).toBe(2);
    expect(ask('What are we missing?', guessed)).toMatch(/The draft was a guess[^\n]*routines of a shop/);
    // A sure draft holds its domain's routines already.
    expect(findGaps(draftSpineMap({ systemBoundary: 'Hospital pharmacy' })).guessedRoutines).toBeUndefined();
    // The drafter's own note on the map ('Drafted as a waste and recycling service…') is not the user's
    // evidence: read with the boundary, it made the guess look sure and the routines went unsaid.
    const trucks = draftSpineMap({
      systemBoundary:
        'I coordinate the garbage trucks for 6 villages and the new sorting rules confuse everybody',
    });
    expect(trucks.context).toMatch(/^Drafted as/);
    expect(findGaps(trucks).guessedRoutines?.practices.length).toBe(2);
  });
});
