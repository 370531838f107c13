import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackForm } from '../../../shared/schemas/feedback';
import { SUCCESS_CLOSE_MS, type FeedbackDelivery } from './feedbackMachine';
import { useFeedbackDialog } from './useFeedbackDialog';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(deliver: (form: FeedbackForm) => Promise<FeedbackDelivery>) {
  const onClose = vi.fn();
  const failureMessage = () => 'failed';
  const hook = renderHook(() => useFeedbackDialog('bug', { deliver, failureMessage, onClose }));
  act(() => {
    hook.result.current.send({ type: 'edit', field: 'title', value: ' Crash ' });
    hook.result.current.send({ type: 'edit', field: 'description', value: ' On export ' });
  });
  return { hook, onClose };
}

describe('useFeedbackDialog', () => {
  it('delivers the trimmed form, shows success, then closes and resets after exactly 2000 ms', async () => {
    const deliver = vi.fn(() => Promise.resolve<FeedbackDelivery>('sent'));
    const { hook, onClose } = setup(deliver);
    await act(() => hook.result.current.submit());
    expect(deliver).toHaveBeenCalledWith({ type: 'bug', title: 'Crash', description: 'On export' });
    expect(hook.result.current.state.step).toBe('success');

    act(() => {
      vi.advanceTimersByTime(SUCCESS_CLOSE_MS - 1);
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(hook.result.current.state.step).toBe('success');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(hook.result.current.state).toMatchObject({ step: 'choose', title: '', description: '' });
  });

  it('is pending while delivering', async () => {
    let finish: (delivery: FeedbackDelivery) => void = () => undefined;
    const { hook } = setup(() => new Promise((resolve) => (finish = resolve)));
    let submitted: Promise<void> = Promise.resolve();
    act(() => {
      submitted = hook.result.current.submit();
    });
    expect(hook.result.current.state.pending).toBe(true);
    expect(hook.result.current.canSubmit).toBe(false);
    await act(async () => {
      finish('sent');
      await submitted;
    });
    expect(hook.result.current.state.step).toBe('success');
  });

  it('keeps the form with the error message when delivery fails, and never closes', async () => {
    const { hook, onClose } = setup(() => Promise.reject(new Error('500: boom')));
    await act(() => hook.result.current.submit());
    expect(hook.result.current.state).toMatchObject({ step: 'form', error: 'failed', title: ' Crash ' });
    act(() => {
      vi.advanceTimersByTime(10 * SUCCESS_CLOSE_MS);
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});
