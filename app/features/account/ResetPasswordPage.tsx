import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { PASSWORD_MIN, passwordResetSchema } from '../../../shared/schemas/auth';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Input } from '../../ui/Input';
import { Label } from '../../ui/Label';
import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/toastStore';
import { resetPassword } from '../auth/currentUser';
import { errorText } from '../auth/errorText';

const route = getRouteApi('/reset-password/$token');

/** A one-time password reset link an admin issued (issue 18): choose a new password, then logged in. */
export function ResetPasswordPage() {
  const { token } = route.useParams();
  const router = useRouter();
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetSchema.safeParse({ token, password });
    if (!parsed.success) {
      const badLink = parsed.error.issues.some((issue) => issue.path[0] === 'token');
      setError(
        badLink
          ? 'This reset link is incomplete. Ask an admin for a new one.'
          : `Password must be at least ${PASSWORD_MIN} characters`,
      );
      return;
    }
    setPending(true);
    setError(null);
    try {
      await resetPassword(parsed.data.token, parsed.data.password);
      toast({
        title: 'Password set',
        description: 'You are logged in with your new password; your other devices were logged out.',
      });
      router.history.push('/maps');
    } catch (failure) {
      setError(errorText(failure, 'Could not set the password'));
    } finally {
      setPending(false);
    }
  };

  return (
    <PageContainer className="max-w-md">
      <PageHeader
        title="Set a New Password"
        description="Choose a new password for your account. This link works once."
      />
      <Card className="mt-8 p-5 sm:p-6">
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-password`}>New password</Label>
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN}
              aria-describedby={`${id}-hint`}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <p id={`${id}-hint`} className="text-xs text-muted">
              At least {PASSWORD_MIN} characters.
            </p>
          </div>
          {error && (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {error}
            </p>
          )}
          <Button type="submit" disabled={pending}>
            {pending ? 'Setting password...' : 'Set Password'}
          </Button>
        </form>
      </Card>
    </PageContainer>
  );
}
