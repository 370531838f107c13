import { Copy, KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { accountEmailSchema, type IssuedPasswordReset } from '../../../shared/schemas/auth';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { Input } from '../../ui/Input';
import { Label } from '../../ui/Label';
import { toast } from '../../ui/toastStore';
import { errorText } from '../auth/errorText';
import { copyLink } from '../share/shareActions';
import { issuePasswordReset } from './adminApi';

/**
 * Password reset without e-mail (issue 18): an admin makes a one-time link for an account and hands
 * it over by a channel they trust. The link is shown once; a newer link replaces an unused older one.
 */
export function PasswordResetCard() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [issued, setIssued] = useState<(IssuedPasswordReset & { url: string }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountEmailSchema.safeParse(email);
    if (!parsed.success) {
      setError('Please enter a valid email address');
      return;
    }
    setPending(true);
    setError(null);
    setIssued(null);
    try {
      const reset = await issuePasswordReset(parsed.data);
      setIssued({ ...reset, url: `${window.location.origin}${reset.path}` });
    } catch (failure) {
      setError(errorText(failure, 'Could not create the reset link'));
    } finally {
      setPending(false);
    }
  };

  const copy = async (url: string) => {
    if (await copyLink(url)) toast({ title: 'Reset link copied', description: url });
  };

  return (
    <Card className="mt-8">
      <Card.Header>
        <Card.Title as="h2">Password reset links</Card.Title>
        <Card.Description>
          For someone who forgot their password: make a one-time link, valid for 24 hours, and hand it to them
          yourself. Opening it lets them choose a new password and logs out their other devices.
        </Card.Description>
      </Card.Header>
      <Card.Content className="flex flex-col gap-4">
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-64 flex-1 flex-col gap-1.5">
            <Label htmlFor={`${id}-email`}>Account email</Label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={pending}>
            <KeyRound aria-hidden="true" /> {pending ? 'Creating...' : 'Create Reset Link'}
          </Button>
        </form>
        <FormError>{error}</FormError>
        {issued && (
          <div
            className="flex flex-col gap-2 rounded-lg border border-brand/30 bg-brand-soft p-3"
            role="status"
          >
            <p className="text-sm">
              {`Reset link for ${issued.email} — copy it now; it is shown only once and works once, until ${new Date(issued.expiresAt).toLocaleString()}.`}
            </p>
            <p
              className="rounded-md border border-line bg-surface px-2 py-1 font-mono text-xs break-all"
              data-testid="reset-url"
            >
              {issued.url}
            </p>
            <Button size="sm" className="w-fit" onClick={() => void copy(issued.url)}>
              <Copy aria-hidden="true" /> Copy Link
            </Button>
          </div>
        )}
      </Card.Content>
    </Card>
  );
}
