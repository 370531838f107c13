import { Bug, CheckCircle2, Download, Lightbulb } from 'lucide-react';
import { useCallback, useId, type FormEvent } from 'react';
import { FEEDBACK_LIMITS, type FeedbackForm, type FeedbackType } from '../../../shared/schemas/feedback';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Input } from '../../ui/Input';
import { Label } from '../../ui/Label';
import { Textarea } from '../../ui/Textarea';
import { track } from '../analytics/track';
import { currentFeatureFlags } from '../flags/currentFlags';
import { feedbackFailureMessage, type FeedbackDelivery } from './feedbackMachine';
import { browserFeedbackContext, deliverFeedback, downloadLocalFeedback } from './feedbackQueue';
import { useFeedbackStore } from './feedbackStore';
import { useFeedbackDialog } from './useFeedbackDialog';

const TYPES = [
  { type: 'feature', label: 'Feature', hint: 'Suggest an idea or improvement', Icon: Lightbulb },
  { type: 'bug', label: 'Bug', hint: 'Tell us what went wrong', Icon: Bug },
] as const;

const DELIVERY_NOTES: Record<FeedbackDelivery, string> = {
  sent: 'Your feedback has been sent.',
  queued: "You're offline, so it is saved on this device and will be sent when you're back online.",
  local: 'Your feedback is saved on this device only.',
};

function DownloadButton() {
  return (
    <Button variant="outline" size="sm" onClick={() => void downloadLocalFeedback()}>
      <Download className="size-4" aria-hidden="true" />
      Download my feedback (JSON)
    </Button>
  );
}

/** Choice, form and success views; remounted per opening, so closing resets the form. */
function FeedbackBody({ initialType, onClose }: { initialType: FeedbackType | null; onClose: () => void }) {
  const branding = currentFeatureFlags().showSpineExplorerBranding;
  const deliver = useCallback(
    async (form: FeedbackForm) => {
      const delivery = await deliverFeedback(form, browserFeedbackContext(branding));
      track('feedback');
      return delivery;
    },
    [branding],
  );
  const failureMessage = useCallback(
    () => feedbackFailureMessage(branding, window.location.hostname),
    [branding],
  );
  const { state, send, submit, emailError, canSubmit } = useFeedbackDialog(initialType, {
    deliver,
    failureMessage,
    onClose,
  });
  const ids = {
    title: useId(),
    description: useId(),
    email: useId(),
    emailHelp: useId(),
    emailError: useId(),
  };

  if (state.step === 'success') {
    return (
      <div className="flex flex-col items-center py-6 text-center" role="status">
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <Dialog.Title className="mt-3 pr-0">Thank you!</Dialog.Title>
        <Dialog.Description>{DELIVERY_NOTES[state.delivery ?? 'sent']}</Dialog.Description>
        {state.delivery === 'local' && (
          <div className="mt-4">
            <DownloadButton />
          </div>
        )}
      </div>
    );
  }

  if (state.step === 'choose') {
    return (
      <>
        <Dialog.Title>Send feedback</Dialog.Title>
        <Dialog.Description>What would you like to tell us?</Dialog.Description>
        <div className="mt-5 grid gap-3 sm:grid-cols-2">
          {TYPES.map(({ type, label, hint, Icon }) => (
            <button
              key={type}
              type="button"
              onClick={() => send({ type: 'choose', feedbackType: type })}
              className="flex flex-col items-start gap-1 rounded-card border border-line p-4 text-left hover:border-brand hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-brand"
            >
              <Icon className="size-5 text-brand" aria-hidden="true" />
              <span className="font-semibold">{label}</span>
              <span className="text-sm text-muted">{hint}</span>
            </button>
          ))}
        </div>
        {!branding && (
          <div className="mt-5 flex flex-col gap-2 border-t border-line pt-4 text-sm text-muted">
            <p>Feedback stays on this device.</p>
            <div>
              <DownloadButton />
            </div>
          </div>
        )}
      </>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={state.pending}>
      <Dialog.Title>{state.type === 'feature' ? 'Request a feature' : 'Report a bug'}</Dialog.Title>
      <Dialog.Description>
        {state.type === 'feature'
          ? 'Describe the feature you would like to see.'
          : 'Describe the problem and how to reproduce it.'}
      </Dialog.Description>
      <div className="mt-5 space-y-4">
        <div>
          <Label htmlFor={ids.title}>Title</Label>
          <Input
            id={ids.title}
            value={state.title}
            maxLength={FEEDBACK_LIMITS.title}
            required
            disabled={state.pending}
            onChange={(event) => send({ type: 'edit', field: 'title', value: event.target.value })}
          />
        </div>
        <div>
          <Label htmlFor={ids.description}>Description</Label>
          <Textarea
            id={ids.description}
            value={state.description}
            rows={5}
            maxLength={FEEDBACK_LIMITS.description}
            required
            disabled={state.pending}
            onChange={(event) => send({ type: 'edit', field: 'description', value: event.target.value })}
          />
        </div>
        <div>
          <Label htmlFor={ids.email}>Email (optional)</Label>
          <Input
            id={ids.email}
            type="email"
            autoComplete="email"
            value={state.email}
            maxLength={FEEDBACK_LIMITS.email}
            invalid={emailError !== null}
            disabled={state.pending}
            aria-describedby={emailError ? `${ids.emailError} ${ids.emailHelp}` : ids.emailHelp}
            onChange={(event) => send({ type: 'edit', field: 'email', value: event.target.value })}
          />
          {emailError && (
            <p id={ids.emailError} className="mt-1 text-sm text-danger" role="alert">
              {emailError}
            </p>
          )}
          <p id={ids.emailHelp} className="mt-1 text-xs text-muted">
            We&apos;ll only use this to follow up on your feedback
          </p>
        </div>
        {state.error && (
          <p role="alert" className="rounded-lg border border-red-200 bg-danger-soft p-3 text-sm text-danger">
            {state.error}
          </p>
        )}
      </div>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => send({ type: 'back' })} disabled={state.pending}>
          Back
        </Button>
        <Button type="submit" disabled={!canSubmit}>
          {state.pending ? 'Submitting...' : 'Submit'}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** The feedback dialog (spec §4): Feature/Bug choice, then the form, then 'Thank you!'. */
export function FeedbackDialog() {
  const open = useFeedbackStore((state) => state.open);
  const initialType = useFeedbackStore((state) => state.initialType);
  const close = useFeedbackStore((state) => state.close);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Content
        // Opened from the store, not a Radix trigger: hand focus back to what opened it (issue 17).
        onCloseAutoFocus={(event) => {
          const opener = useFeedbackStore.getState().opener;
          if (opener?.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <FeedbackBody initialType={initialType} onClose={close} />
      </Dialog.Content>
    </Dialog>
  );
}
