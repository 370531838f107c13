import { describe, expect, it } from 'vitest';
import {
  completedCount,
  INITIAL_TUTORIAL_STATE,
  tutorialReducer,
  type TutorialState,
} from './tutorialProgress';

const TOTAL = 4;
const run = (state: TutorialState, ...actions: Parameters<typeof tutorialReducer>[1][]) =>
  actions.reduce((current, action) => tutorialReducer(current, action, TOTAL), state);

describe('tutorialReducer', () => {
  it('starts a new learner at step 1 with nothing completed', () => {
    expect(INITIAL_TUTORIAL_STATE).toEqual({ currentStep: 1, completed: [] });
  });

  it('marks the current step completed and advances on Next', () => {
    expect(run(INITIAL_TUTORIAL_STATE, { type: 'next' })).toEqual({ currentStep: 2, completed: [1] });
  });

  it('stays on the last step and marks it completed on Complete Tutorial', () => {
    const done = run(
      INITIAL_TUTORIAL_STATE,
      { type: 'next' },
      { type: 'next' },
      { type: 'next' },
      { type: 'next' },
    );
    expect(done).toEqual({ currentStep: 4, completed: [1, 2, 3, 4] });
    expect(run(done, { type: 'next' })).toEqual(done);
  });

  it('does not go before step 1 on Previous', () => {
    expect(run(INITIAL_TUTORIAL_STATE, { type: 'previous' })).toEqual(INITIAL_TUTORIAL_STATE);
    expect(run({ currentStep: 3, completed: [1] }, { type: 'previous' })).toEqual({
      currentStep: 2,
      completed: [1],
    });
  });

  it('opens any step directly without completing anything, clamped to the real steps', () => {
    expect(run(INITIAL_TUTORIAL_STATE, { type: 'goTo', step: 3 })).toEqual({ currentStep: 3, completed: [] });
    expect(run(INITIAL_TUTORIAL_STATE, { type: 'goTo', step: 9 }).currentStep).toBe(4);
    expect(run(INITIAL_TUTORIAL_STATE, { type: 'goTo', step: 0 }).currentStep).toBe(1);
  });

  it('keeps completed steps sorted and unique when steps are finished out of order', () => {
    const state = run(
      INITIAL_TUTORIAL_STATE,
      { type: 'goTo', step: 3 },
      { type: 'next' },
      { type: 'goTo', step: 1 },
      { type: 'next' },
      { type: 'goTo', step: 3 },
      { type: 'next' },
    );
    expect(state.completed).toEqual([1, 3]);
  });

  it('starts over on reset', () => {
    expect(run({ currentStep: 4, completed: [1, 2, 3, 4] }, { type: 'reset' })).toEqual(
      INITIAL_TUTORIAL_STATE,
    );
  });

  it('counts only completed ids that are real steps', () => {
    expect(completedCount({ currentStep: 1, completed: [1, 2, 7] }, TOTAL)).toBe(2);
  });
});
