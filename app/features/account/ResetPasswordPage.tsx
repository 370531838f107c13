import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { PASSWORD_MIN, passwordResetSchema } from '../../../shared/schemas/auth';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/toastStore';
import { resetPassword } from '../auth/currentUser';
import { PasswordField } from '../auth/PasswordField';
import { invalid, useFormSubmit, valid } from '../auth/useFormSubmit';

const route = getRouteApi('/reset-password/$token');

/** A one-time password reset link an admin issued (issue 18): choose a new password, then logged in. */
export function ResetPasswordPage() {
  const { token } = route.useParams();
  const router = useRouter();
  const [password, setPassword] = useState('');
  const form = useFormSubmit(
    () => {
      const parsed = passwordResetSchema.safeParse({ token, password });
      if (parsed.success) return valid(parsed.data);
      const badLink = parsed.error.issues.some((issue) => issue.path[0] === 'token');
      return invalid(
        badLink
          ? 'This reset link is incomplete. Ask an admin for a new one.'
          : `Password must be at least ${PASSWORD_MIN} characters`,
      );
    },
    async (data) => {
      await resetPassword(data.token, data.password);
      toast({
        title: 'Password set',
        description: 'You are logged in with your new password; your other devices were logged out.',
      });
      router.history.push('/maps');
    },
    'Could not set the password',
  );

  return (
    <PageContainer className="max-w-md">
      <PageHeader
        title="Set a New Password"
        description="Choose a new password for your account. This link works once."
      />
      <Card className="mt-8 p-5 sm:p-6">
        <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4">
          <PasswordField label="New password" value={password} onChange={setPassword} isNew />
          <FormError>{form.error}</FormError>
          <Button type="submit" disabled={form.pending}>
            {form.pending ? 'Setting password...' : 'Set Password'}
          </Button>
        </form>
      </Card>
    </PageContainer>
  );
}
