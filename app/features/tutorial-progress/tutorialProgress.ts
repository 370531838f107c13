/** Where the learner is in the tutorial and which steps they have finished (ids are 1-based). */
export type TutorialState = { currentStep: number; completed: number[] };

/** What the tutorial's controls can do to the learner's progress (spec §4). */
export type TutorialAction =
  { type: 'goTo'; step: number } | { type: 'next' } | { type: 'previous' } | { type: 'reset' };

/** A new learner: lesson 1, nothing completed (spec §2). */
export const INITIAL_TUTORIAL_STATE: TutorialState = { currentStep: 1, completed: [] };

function clamp(step: number, total: number): number {
  return Math.min(Math.max(1, Math.trunc(step)), total);
}

function withCompleted(completed: readonly number[], step: number): number[] {
  return completed.includes(step) ? [...completed] : [...completed, step].sort((a, b) => a - b);
}

/**
 * The tutorial's transitions (spec §4): Next marks the current step completed and advances unless it
 * is the last (where the button reads Complete Tutorial and only marks it); Previous stops at step 1;
 * any step can be opened directly. Pure, so the page and the Dexie write share one definition.
 */
export function tutorialReducer(state: TutorialState, action: TutorialAction, total: number): TutorialState {
  const currentStep = clamp(state.currentStep, total);
  switch (action.type) {
    case 'goTo':
      return { currentStep: clamp(action.step, total), completed: [...state.completed] };
    case 'previous':
      return { currentStep: Math.max(1, currentStep - 1), completed: [...state.completed] };
    case 'next':
      return {
        currentStep: currentStep < total ? currentStep + 1 : currentStep,
        completed: withCompleted(state.completed, currentStep),
      };
    case 'reset':
      return { ...INITIAL_TUTORIAL_STATE, completed: [] };
  }
}

/** How many of the tutorial's steps are done, ignoring ids that no longer exist. */
export function completedCount(state: TutorialState, total: number): number {
  return state.completed.filter((step) => step >= 1 && step <= total).length;
}
