import { Bug, CheckCircle2, Lightbulb } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  FEEDBACK_EMAIL_ERROR,
  FEEDBACK_EMAIL_PATTERN,
  FEEDBACK_LIMITS,
  type FeedbackType,
} from '../../../shared/schemas/feedback';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Input } from '../../ui/Input';
import { Label } from '../../ui/Label';
import { Textarea } from '../../ui/Textarea';
import { currentFeatureFlags } from '../flags/currentFlags';
import { useFeedbackStore } from './feedbackStore';
import { submitFeedback } from './submitFeedback';

/** Spec §9: the success view closes after this long. */
const SUCCESS_CLOSE_MS = 2000;

const TYPES = [
  { type: 'feature', label: 'Feature', hint: 'Suggest an idea or improvement', Icon: Lightbulb },
  { type: 'bug', label: 'Bug', hint: 'Tell us what went wrong', Icon: Bug },
] as const;

function failureMessage(): string {
  return currentFeatureFlags().showSpineExplorerBranding
    ? `Failed to submit feedback. Please try again or email support@${window.location.hostname}`
    : 'Failed to submit feedback. Please try again later.';
}

/** Title, description and optional e-mail; the form state dies with the dialog content, so closing resets it. */
function FeedbackBody({ initialType, onDone }: { initialType: FeedbackType | null; onDone: () => void }) {
  const [type, setType] = useState<FeedbackType | null>(initialType);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<'editing' | 'pending' | 'done'>('editing');
  const [error, setError] = useState<string | null>(null);
  const ids = {
    title: useId(),
    description: useId(),
    email: useId(),
    emailHelp: useId(),
    emailError: useId(),
  };

  useEffect(() => {
    if (status !== 'done') return;
    const timer = window.setTimeout(onDone, SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [status, onDone]);

  const trimmedEmail = email.trim();
  const emailError =
    trimmedEmail !== '' && !FEEDBACK_EMAIL_PATTERN.test(trimmedEmail) ? FEEDBACK_EMAIL_ERROR : null;
  const canSubmit = title.trim() !== '' && description.trim() !== '' && !emailError && status !== 'pending';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!type || !canSubmit) return;
    setStatus('pending');
    setError(null);
    try {
      await submitFeedback({
        type,
        title: title.trim(),
        description: description.trim(),
        email: trimmedEmail === '' ? undefined : trimmedEmail,
      });
      setStatus('done');
    } catch {
      setError(failureMessage());
      setStatus('editing');
    }
  }

  if (status === 'done') {
    return (
      <div className="flex flex-col items-center py-6 text-center" role="status">
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <Dialog.Title className="mt-3 pr-0">Thank you!</Dialog.Title>
        <Dialog.Description>Your feedback has been sent.</Dialog.Description>
      </div>
    );
  }

  if (!type) {
    return (
      <>
        <Dialog.Title>Send feedback</Dialog.Title>
        <Dialog.Description>What would you like to tell us?</Dialog.Description>
        <div className="mt-5 grid gap-3 sm:grid-cols-2">
          {TYPES.map(({ type: option, label, hint, Icon }) => (
            <button
              key={option}
              type="button"
              onClick={() => setType(option)}
              className="flex flex-col items-start gap-1 rounded-card border border-line p-4 text-left hover:border-brand hover:bg-brand-soft"
            >
              <Icon className="size-5 text-brand" aria-hidden="true" />
              <span className="font-semibold">{label}</span>
              <span className="text-sm text-muted">{hint}</span>
            </button>
          ))}
        </div>
      </>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Dialog.Title>{type === 'feature' ? 'Request a feature' : 'Report a bug'}</Dialog.Title>
      <Dialog.Description>
        {type === 'feature'
          ? 'Describe the feature you would like to see.'
          : 'Describe the problem and how to reproduce it.'}
      </Dialog.Description>
      <div className="mt-5 space-y-4">
        <div>
          <Label htmlFor={ids.title}>Title</Label>
          <Input
            id={ids.title}
            value={title}
            maxLength={FEEDBACK_LIMITS.title}
            required
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={ids.description}>Description</Label>
          <Textarea
            id={ids.description}
            value={description}
            rows={5}
            maxLength={FEEDBACK_LIMITS.description}
            required
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={ids.email}>Email (optional)</Label>
          <Input
            id={ids.email}
            type="email"
            autoComplete="email"
            value={email}
            invalid={emailError !== null}
            aria-describedby={emailError ? `${ids.emailError} ${ids.emailHelp}` : ids.emailHelp}
            onChange={(event) => setEmail(event.target.value)}
          />
          {emailError && (
            <p id={ids.emailError} className="mt-1 text-sm text-danger">
              {emailError}
            </p>
          )}
          <p id={ids.emailHelp} className="mt-1 text-xs text-muted">
            We&apos;ll only use this to follow up on your feedback
          </p>
        </div>
        {error && (
          <p role="alert" className="rounded-lg border border-red-200 bg-danger-soft p-3 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => setType(null)} disabled={status === 'pending'}>
          Back
        </Button>
        <Button type="submit" disabled={!canSubmit}>
          {status === 'pending' ? 'Submitting...' : 'Submit'}
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
      <Dialog.Content>
        <FeedbackBody initialType={initialType} onDone={close} />
      </Dialog.Content>
    </Dialog>
  );
}
