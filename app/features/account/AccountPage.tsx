import { LogIn, LogOut } from 'lucide-react';
import { useState } from 'react';
import { PASSWORD_MIN, passwordChangeSchema } from '../../../shared/schemas/auth';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/toastStore';
import { goToLogin, logOutEverywhere } from '../auth/currentUser';
import { errorText } from '../auth/errorText';
import { PasswordField } from '../auth/PasswordField';
import { useCurrentUser } from '../auth/useCurrentUser';
import { invalid, useFormSubmit, valid } from '../auth/useFormSubmit';
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
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const form = useFormSubmit(
    () => {
      const parsed = passwordChangeSchema.safeParse({ currentPassword, newPassword });
      if (parsed.success) return valid(parsed.data);
      return invalid(
        currentPassword === ''
          ? 'Please enter your current password'
          : `Password must be at least ${PASSWORD_MIN} characters`,
      );
    },
    async (data) => {
      await changePassword(data);
      setCurrent('');
      setNew('');
      toast({ title: 'Password changed', description: 'Your other devices were logged out.' });
    },
    'Could not change the password',
  );

  return (
    <Card>
      <Card.Header>
        <Card.Title as="h2">Change password</Card.Title>
        <Card.Description>Every other device logged in to this account is logged out.</Card.Description>
      </Card.Header>
      <Card.Content>
        <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4">
          <PasswordField
            label="Current password"
            value={currentPassword}
            onChange={setCurrent}
            isNew={false}
          />
          <PasswordField label="New password" value={newPassword} onChange={setNew} isNew />
          <FormError>{form.error}</FormError>
          <Button type="submit" className="w-fit" disabled={form.pending}>
            {form.pending ? 'Changing...' : 'Change Password'}
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
