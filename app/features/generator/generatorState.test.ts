import { describe, expect, it } from 'vitest';
import {
  GENERATION_FAILED_MESSAGE,
  canGenerate,
  canPropose,
  generatorReducer,
  initialGeneratorState,
  toGenerateRequest,
  type GeneratorAction,
  type GeneratorState,
} from './generatorState';

const run = (actions: GeneratorAction[], from: GeneratorState = initialGeneratorState) =>
  actions.reduce(generatorReducer, from);

describe('generation progress', () => {
  it('starts Ready at step 0', () => {
    expect(initialGeneratorState).toEqual({ status: 'ready', step: 0, error: null, progressOpen: false });
  });

  it('goes Generating at step 1, follows progress forward only, and completes with every step ticked', () => {
    const started = run([{ type: 'start' }]);
    expect(started).toMatchObject({ status: 'generating', step: 1 });
    const moved = run(
      [
        { type: 'progress', step: 3 },
        { type: 'progress', step: 2 },
        { type: 'progress', step: 9 },
      ],
      started,
    );
    expect(moved.step).toBe(5);
    expect(run([{ type: 'complete' }], moved)).toMatchObject({
      status: 'complete',
      step: 5,
      progressOpen: false,
    });
  });

  it('resets progress to 0 on error with the message, or the spec fallback', () => {
    const failed = run([
      { type: 'start' },
      { type: 'progress', step: 4 },
      { type: 'fail', message: '502: The AI service timed out' },
    ]);
    expect(failed).toEqual({
      status: 'error',
      step: 0,
      error: '502: The AI service timed out',
      progressOpen: false,
    });
    expect(run([{ type: 'start' }, { type: 'fail' }]).error).toBe(GENERATION_FAILED_MESSAGE);
  });

  it('ignores progress once a generation is no longer running', () => {
    const done = run([{ type: 'start' }, { type: 'complete' }, { type: 'progress', step: 2 }]);
    expect(done.step).toBe(5);
  });

  it('shows the progress panel after an applied refinement and resets progress when applying fails', () => {
    const complete = run([{ type: 'start' }, { type: 'complete' }]);
    expect(run([{ type: 'applied' }], complete)).toMatchObject({ status: 'complete', progressOpen: true });
    expect(run([{ type: 'applyFailed' }], complete).step).toBe(0);
  });

  it('opens and toggles the panel', () => {
    expect(run([{ type: 'openProgress' }]).progressOpen).toBe(true);
    expect(run([{ type: 'openProgress' }, { type: 'toggleProgress' }]).progressOpen).toBe(false);
  });
});

describe('generator input rules', () => {
  const form = { systemBoundary: '  Our team  ', context: '  ', currentTools: ' Jira, Slack ' };

  it('disables Generate while the boundary is blank or a generation runs', () => {
    expect(canGenerate({ ...form, systemBoundary: ' \n ' }, 'ready')).toBe(false);
    expect(canGenerate(form, 'generating')).toBe(false);
    expect(canGenerate(form, 'error')).toBe(true);
  });

  it('trims every field and omits empty context and tools', () => {
    expect(toGenerateRequest(form)).toEqual({ systemBoundary: 'Our team', currentTools: 'Jira, Slack' });
    expect(toGenerateRequest({ systemBoundary: 'x', context: ' remote ', currentTools: '' })).toEqual({
      systemBoundary: 'x',
      context: 'remote',
    });
  });

  it('needs non-blank feedback and no running proposal to propose', () => {
    expect(canPropose('   ', false)).toBe(false);
    expect(canPropose('add X to practices', true)).toBe(false);
    expect(canPropose('add X to practices', false)).toBe(true);
  });
});
