import {
  FEEDBACK_EMAIL_ERROR,
  FEEDBACK_EMAIL_PATTERN,
  type FeedbackForm,
  type FeedbackType,
} from '../../../shared/schemas/feedback';

/** Spec §9: the success view closes the dialog after this long. */
export const SUCCESS_CLOSE_MS = 2000;

/** How a submission was delivered; the success view words its note after it. */
export type FeedbackDelivery = 'sent' | 'queued' | 'local';

/** The dialog's state (spec §4): type choice → form → pending → success; errors keep the form. */
export type FeedbackState = {
  step: 'choose' | 'form' | 'success';
  type: FeedbackType | null;
  title: string;
  description: string;
  email: string;
  pending: boolean;
  /** The error box's message after a failed submit; cleared by the next submit. */
  error: string | null;
  /** Set on success. */
  delivery: FeedbackDelivery | null;
};

export type FeedbackEvent =
  | { type: 'choose'; feedbackType: FeedbackType }
  | { type: 'back' }
  | { type: 'edit'; field: 'title' | 'description' | 'email'; value: string }
  | { type: 'submit' }
  | { type: 'succeeded'; delivery: FeedbackDelivery }
  | { type: 'failed'; message: string }
  | { type: 'reset'; initialType: FeedbackType | null };

/** A fresh dialog: on the type choice, or straight on the form when opened with a type. */
export function initialFeedbackState(initialType: FeedbackType | null = null): FeedbackState {
  return {
    step: initialType ? 'form' : 'choose',
    type: initialType,
    title: '',
    description: '',
    email: '',
    pending: false,
    error: null,
    delivery: null,
  };
}

/** The live e-mail message: none for an empty field, the spec's text for one that does not look like an address. */
export function emailError(state: Pick<FeedbackState, 'email'>): string | null {
  const email = state.email.trim();
  return email !== '' && !FEEDBACK_EMAIL_PATTERN.test(email) ? FEEDBACK_EMAIL_ERROR : null;
}

/** Submit is enabled once title and description are non-blank, the e-mail is fine and nothing is pending. */
export function canSubmit(state: FeedbackState): boolean {
  return (
    state.step === 'form' &&
    state.type !== null &&
    state.title.trim() !== '' &&
    state.description.trim() !== '' &&
    emailError(state) === null &&
    !state.pending
  );
}

/** What is sent: title and description trimmed, an empty e-mail omitted (spec §5). Null while not submittable. */
export function feedbackForm(state: FeedbackState): FeedbackForm | null {
  if (!canSubmit(state) || !state.type) return null;
  const email = state.email.trim();
  return {
    type: state.type,
    title: state.title.trim(),
    description: state.description.trim(),
    ...(email ? { email } : {}),
  };
}

/** The dialog's transitions; events that make no sense in the current state leave it unchanged. */
export function feedbackReducer(state: FeedbackState, event: FeedbackEvent): FeedbackState {
  switch (event.type) {
    case 'choose':
      return state.step === 'choose' ? { ...state, step: 'form', type: event.feedbackType } : state;
    case 'back':
      return state.step === 'form' && !state.pending ? { ...state, step: 'choose', error: null } : state;
    case 'edit':
      return state.step === 'form' && !state.pending ? { ...state, [event.field]: event.value } : state;
    case 'submit':
      return canSubmit(state) ? { ...state, pending: true, error: null } : state;
    case 'succeeded':
      return state.pending ? { ...state, pending: false, step: 'success', delivery: event.delivery } : state;
    case 'failed':
      return state.pending ? { ...state, pending: false, error: event.message } : state;
    case 'reset':
      return initialFeedbackState(event.initialType);
  }
}

/** The error box's text (spec §8): a support address on this host with branding on, a generic line without. */
export function feedbackFailureMessage(brandingOn: boolean, hostname: string): string {
  return brandingOn
    ? `Failed to submit feedback. Please try again or email support@${hostname}`
    : 'Failed to submit feedback. Please try again later.';
}
