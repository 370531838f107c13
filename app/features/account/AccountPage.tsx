import { LogIn, LogOut } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PASSWORD_MIN, passwordChangeSchema } from '../../../shared/schemas/auth';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Input } from '../../ui/Input';
import { Label } from '../../ui/Label';
import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/toastStore';
import { goToLogin, logOutEverywhere } from '../auth/currentUser';
import { errorText } from '../auth/errorText';
import { useCurrentUser } from '../auth/useCurrentUser';
import { changePassword } from './accountApi';

/** Account (issue 18): change the password, and log out of every device. */
export function AccountPage() {
  const user = useCurrentUser();
  return (
    <PageContainer className="max-w-xl">
      <PageHeader title="Account" description="Your password and the devices you are logged in on." />
      {user === undefined ? null : user === null ? (
        <Card className="mt-8">
          <Card.Header>
            <Card.Title as="h2">Log in to manage your account</Card.Title>
          </Card.Header>
          <Card.Content>
            <Button onClick={() => goToLogin('/account')}>
              <LogIn aria-hidden="true" /> Log In
            </Button>
          </Card.Content>
        </Card>
      ) : (
        <div className="mt-8 flex flex-col gap-6">
          <p className="text-sm text-muted">
            Logged in as <strong className="text-ink">{user.email}</strong>
          </p>
          <ChangePasswordCard />
          <LogOutEverywhereCard />
        </div>
      )}
    </PageContainer>
  );
}

function ChangePasswordCard() {
  const id = useId();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordChangeSchema.safeParse({ currentPassword, newPassword });
    if (!parsed.success) {
      setError(
        currentPassword === ''
          ? 'Please enter your current password'
          : `Password must be at least ${PASSWORD_MIN} characters`,
      );
      return;
    }
    setPending(true);
    setError(null);
    try {
      await changePassword(parsed.data);
      setCurrent('');
      setNew('');
      toast({ title: 'Password changed', description: 'Your other devices were logged out.' });
    } catch (failure) {
      setError(errorText(failure, 'Could not change the password'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card>
      <Card.Header>
        <Card.Title as="h2">Change password</Card.Title>
        <Card.Description>Every other device logged in to this account is logged out.</Card.Description>
      </Card.Header>
      <Card.Content>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-current`}>Current password</Label>
            <Input
              id={`${id}-current`}
              type="password"
              autoComplete="current-password"
              required
              value={currentPassword}
              onChange={(event) => setCurrent(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-new`}>New password</Label>
            <Input
              id={`${id}-new`}
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN}
              aria-describedby={`${id}-hint`}
              value={newPassword}
              onChange={(event) => setNew(event.target.value)}
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
          <Button type="submit" className="w-fit" disabled={pending}>
            {pending ? 'Changing...' : 'Change Password'}
          </Button>
        </form>
      </Card.Content>
    </Card>
  );
}

function LogOutEverywhereCard() {
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await logOutEverywhere();
      toast({
        title: 'Logged out everywhere',
        description: 'Every device, this one too, has to log in again.',
      });
    } catch (failure) {
      toast({
        title: 'Could not log out everywhere',
        description: errorText(failure, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Card>
      <Card.Header>
        <Card.Title as="h2">Log out of all devices</Card.Title>
        <Card.Description>
          Ends every session of this account, this one included: use it after losing a phone or logging in on
          a shared computer.
        </Card.Description>
      </Card.Header>
      <Card.Content>
        <Button variant="outline" disabled={pending} onClick={() => void run()}>
          <LogOut aria-hidden="true" /> {pending ? 'Logging out...' : 'Log Out Everywhere'}
        </Button>
      </Card.Content>
    </Card>
  );
}
