import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { draftSpineMap } from './draft';
import { subjectOf } from './subject';

// When a boundary is a home (home.ts) and when the writer's kin are only who does the work (sentence.ts).
describe('a home and the kin who work', () => {
  it('reads a home named by its people as their household', () => {
    const doctor = analyse('home of a junior doctor on nights and her two kids');
    expect(doctor.primary.id).toBe('household');
    expect(subjectOf(doctor)?.system).toBe('household');
    expect(analyse('the home of a fisherman family in Joal with many children').primary.id).toBe('household');
    expect(analyse('Household of a dairy farming family').assumed).toBe(false);
    // A message that ends in the writer's home, or in how it feels there.
    expect(
      analyse(
        "I'm the one who handles all the bills, passwords and school emails in our house and it's exhausting",
      ).primary.id,
    ).toBe('household');
    // Not a home: a house of something else keeps its own domain.
    expect(analyse('House of Fraser store in Glasgow').primary.id).not.toBe('household');
  });

  it('reads kin by marriage as kin: who makes things to sell is no household', () => {
    const achar = analyse('My mother-in-law and I make achar and papads from home to sell');
    expect(achar.primary.id).not.toBe('household');
    expect(achar.reading.verb).toBe('make');
  });

  it('names kin who run something together as a group at work in the need, not as a household', () => {
    const need = (boundary: string) => draftSpineMap({ systemBoundary: boundary }).needs;
    expect(
      need('my dad and I run two crab boats out of Whitby and quota paperwork eats every weekend'),
    ).toMatch(/the crab boat team exists to/);
    expect(need('me and my dad run a cray boat out of Kaikoura')).not.toMatch(/household/);
    expect(need('I coach the under 14 girls soccer team and half the parents never reply')).not.toMatch(
      /household/,
    );
    // A home stays a household.
    expect(need('Me, my partner and the kids')).toMatch(/our household exists to/);
  });
});
