import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  emailError,
  feedbackFailureMessage,
  feedbackForm,
  feedbackReducer,
  initialFeedbackState,
  type FeedbackEvent,
  type FeedbackState,
} from './feedbackMachine';

const run = (state: FeedbackState, ...events: FeedbackEvent[]) => events.reduce(feedbackReducer, state);
const edit = (field: 'title' | 'description' | 'email', value: string): FeedbackEvent => ({
  type: 'edit',
  field,
  value,
});
const filled = () =>
  run(initialFeedbackState('feature'), edit('title', '  Dark mode  '), edit('description', ' Please '));

describe('feedback dialog states (spec §4)', () => {
  it('opens on the type choice without an initial type', () => {
    expect(initialFeedbackState()).toMatchObject({ step: 'choose', type: null });
  });

  it('opens on the form with the initial type preselected', () => {
    expect(initialFeedbackState('bug')).toMatchObject({ step: 'form', type: 'bug' });
  });

  it('shows the form for the chosen type, and Back returns to the choice', () => {
    const chosen = run(initialFeedbackState(), { type: 'choose', feedbackType: 'bug' });
    expect(chosen).toMatchObject({ step: 'form', type: 'bug' });
    expect(run(chosen, { type: 'back' }).step).toBe('choose');
  });

  it('goes pending on submit, then to success with how it was delivered', () => {
    const pending = run(filled(), { type: 'submit' });
    expect(pending.pending).toBe(true);
    expect(run(pending, { type: 'succeeded', delivery: 'queued' })).toMatchObject({
      step: 'success',
      pending: false,
      delivery: 'queued',
    });
  });

  it('keeps the form and shows the error after a failure, and clears it on the next submit', () => {
    const failed = run(filled(), { type: 'submit' }, { type: 'failed', message: 'nope' });
    expect(failed).toMatchObject({ step: 'form', pending: false, error: 'nope', title: '  Dark mode  ' });
    expect(run(failed, { type: 'submit' }).error).toBeNull();
  });

  it('ignores edits and Back while a submission is pending', () => {
    const pending = run(filled(), { type: 'submit' });
    expect(run(pending, edit('title', 'x'), { type: 'back' })).toEqual(pending);
  });

  it('resets everything', () => {
    const done = run(filled(), { type: 'submit' }, { type: 'succeeded', delivery: 'sent' });
    expect(run(done, { type: 'reset', initialType: null })).toEqual(initialFeedbackState());
  });
});

describe('feedback validation (spec §5)', () => {
  it('requires a non-blank title and description before Submit is enabled', () => {
    const empty = initialFeedbackState('feature');
    expect(canSubmit(empty)).toBe(false);
    expect(canSubmit(run(empty, edit('title', 'T')))).toBe(false);
    expect(canSubmit(run(empty, edit('title', 'T'), edit('description', '   ')))).toBe(false);
    expect(canSubmit(run(empty, edit('title', '  '), edit('description', 'D')))).toBe(false);
    expect(canSubmit(run(empty, edit('title', 'T'), edit('description', 'D')))).toBe(true);
  });

  it('requires a type', () => {
    const noType = { ...filled(), type: null };
    expect(canSubmit(noType)).toBe(false);
  });

  it('treats the e-mail as optional', () => {
    expect(emailError(filled())).toBeNull();
    expect(canSubmit(filled())).toBe(true);
  });

  it.each(['ada', 'ada@', 'ada@example', 'a da@example.com', '@example.com'])(
    'shows the message for "%s" and disables Submit',
    (email) => {
      const state = run(filled(), edit('email', email));
      expect(emailError(state)).toBe('Please enter a valid email address');
      expect(canSubmit(state)).toBe(false);
    },
  );

  it('accepts a simple address, surrounding spaces ignored', () => {
    const state = run(filled(), edit('email', ' ada@example.com '));
    expect(emailError(state)).toBeNull();
    expect(canSubmit(state)).toBe(true);
  });

  it('disables Submit while a submission is pending', () => {
    expect(canSubmit(run(filled(), { type: 'submit' }))).toBe(false);
  });

  it('does not go pending when the form is not submittable', () => {
    const invalid = run(filled(), edit('email', 'nope'));
    expect(run(invalid, { type: 'submit' })).toEqual(invalid);
  });

  it('trims title and description and omits an empty e-mail', () => {
    expect(feedbackForm(run(filled(), edit('email', '   ')))).toEqual({
      type: 'feature',
      title: 'Dark mode',
      description: 'Please',
    });
    expect(feedbackForm(run(filled(), edit('email', ' ada@example.com ')))?.email).toBe('ada@example.com');
  });
});

describe('failure message (spec §8)', () => {
  it('names the support address on this host with branding on', () => {
    expect(feedbackFailureMessage(true, 'spine.example.org')).toBe(
      'Failed to submit feedback. Please try again or email support@spine.example.org',
    );
  });

  it('is generic with branding off', () => {
    expect(feedbackFailureMessage(false, 'x.replit.app')).toBe(
      'Failed to submit feedback. Please try again later.',
    );
  });
});
