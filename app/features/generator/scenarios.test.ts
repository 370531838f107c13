import { describe, expect, it } from 'vitest';
import { analyse } from '../../../shared/drafter/analyse';
import { QUICK_START_SCENARIOS } from './scenarios';

// The Quick Start scenarios are the first maps a new user sees: each is drafted surely in its own
// domain, never as a guess from a word in its 'Outside it' sentence.
describe('Quick Start scenarios', () => {
  const expected: Record<string, string> = {
    'software-team': 'software',
    'sales-organization': 'sales',
    'consulting-practice': 'consulting',
    'team-retrospective': 'retrospectives',
  };

  it.each(QUICK_START_SCENARIOS.map((scenario) => [scenario.id, scenario] as const))(
    '%s is drafted surely in its domain',
    (id, scenario) => {
      const analysis = analyse(scenario.systemBoundary);
      expect([analysis.primary.id, analysis.assumed]).toEqual([expected[id], false]);
    },
  );
});
