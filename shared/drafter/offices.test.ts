import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { subjectOf } from './subject';

// Who the writer is in a place (offices.ts, routeWords.ts): a title names one person; the place it
// is held in is the system.
describe('a title held in a place', () => {
  const name = (boundary: string): string | undefined => subjectOf(analyse(boundary))?.system;

  it('reads a practice or office manager by the practice they manage', () => {
    const vets = analyse(
      "I'm practice manager at a mixed vet clinic and the out-of-hours calls from pet owners are chaotic",
    );
    expect(vets.primary.id).toBe('veterinary');
    expect(vets.assumed).toBe(false);
    expect(
      analyse("i'm the practice manager for four vets and the large animal calls clash").primary.id,
    ).toBe('veterinary');
    // A GP's practice manager is still primary care, and so is one who names no practice.
    expect(analyse("I'm practice manager at a GP surgery in Bristol").primary.id).toBe('primaryCare');
    expect(analyse("I'm the practice manager and the phones never stop").primary.id).toBe('primaryCare');
    // A title whose speciality is the field's own keeps it: a site manager builds.
    expect(
      analyse("I'm site manager on a hospital extension build and subbies never turn up").primary.id,
    ).toBe('construction');
  });

  it('names the place a title is held in, not the one person', () => {
    expect(name("I'm practice manager at a GP surgery in Bristol with 12,000 patients")).toBe('GP surgery');
    expect(name("I'm a clerk at the sheriff court in Stirling and the video link drops every morning")).toBe(
      'sheriff court',
    );
    expect(name("I'm a station officer in a fire brigade in Christchurch")).toBe('fire brigade');
    // Not a list or a run-on, and not many people: those keep the team's name.
    expect(name("I'm site manager on a housing job and the subbies never read the briefing")).toBe(
      'site manager’s team',
    );
    expect(name('We are three analysts building dashboards for the sales director')).toBe('team of analysts');
  });
});
