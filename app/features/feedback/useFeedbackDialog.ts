import { useCallback, useEffect, useReducer } from 'react';
import type { FeedbackForm, FeedbackType } from '../../../shared/schemas/feedback';
import {
  SUCCESS_CLOSE_MS,
  canSubmit,
  emailError,
  feedbackForm,
  feedbackReducer,
  initialFeedbackState,
  type FeedbackDelivery,
  type FeedbackEvent,
  type FeedbackState,
} from './feedbackMachine';

/** What the dialog needs from outside: how to deliver, what to say on failure, how to close. */
export type FeedbackDialogDeps = {
  deliver: (form: FeedbackForm) => Promise<FeedbackDelivery>;
  failureMessage: () => string;
  onClose: () => void;
};

/**
 * The dialog's state machine wired to delivery and the clock: submit runs `deliver`, success closes
 * after SUCCESS_CLOSE_MS and resets (spec §4, §9). The caller remounts it per opening, so closing resets.
 */
export function useFeedbackDialog(initialType: FeedbackType | null, deps: FeedbackDialogDeps) {
  const [state, dispatch] = useReducer(feedbackReducer, initialType, initialFeedbackState);
  const { deliver, failureMessage, onClose } = deps;

  useEffect(() => {
    if (state.step !== 'success') return;
    const timer = setTimeout(() => {
      dispatch({ type: 'reset', initialType: null });
      onClose();
    }, SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state.step, onClose]);

  const submit = useCallback(
    async (current: FeedbackState) => {
      const form = feedbackForm(current);
      if (!form) return;
      dispatch({ type: 'submit' });
      try {
        dispatch({ type: 'succeeded', delivery: await deliver(form) });
      } catch {
        dispatch({ type: 'failed', message: failureMessage() });
      }
    },
    [deliver, failureMessage],
  );

  return {
    state,
    send: dispatch as (event: FeedbackEvent) => void,
    submit: () => submit(state),
    emailError: emailError(state),
    canSubmit: canSubmit(state),
  };
}
