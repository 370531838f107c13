import * as Tabs from '@radix-ui/react-tabs';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { PASSWORD_MIN, credentialsSchema } from '../../../shared/schemas/auth';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { Input } from '../../ui/Input';
import { Label } from '../../ui/Label';
import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';
import { logIn, register } from './currentUser';
import { PasswordField } from './PasswordField';
import { invalid, useFormSubmit, valid } from './useFormSubmit';

const route = getRouteApi('/login');

type Mode = 'login' | 'register';

/** Log in or create an account (design §7), then back to `returnTo`. */
export function LoginPage() {
  const { returnTo } = route.useSearch();
  const router = useRouter();
  const [mode, setMode] = useState<Mode>('login');
  return (
    <PageContainer className="max-w-md">
      <PageHeader title="Log In" description="Log in to sync your maps across devices and share them." />
      <Card className="mt-8">
        <Tabs.Root value={mode} onValueChange={(value) => setMode(value as Mode)}>
          <Tabs.List
            aria-label="Log in or create an account"
            className="grid grid-cols-2 border-b border-line"
          >
            {(['login', 'register'] as const).map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="px-4 py-3 text-sm font-medium text-muted data-[state=active]:border-b-2 data-[state=active]:border-brand data-[state=active]:text-ink"
              >
                {value === 'login' ? 'Log In' : 'Create Account'}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {(['login', 'register'] as const).map((value) => (
            <Tabs.Content key={value} value={value} className="p-5 sm:p-6">
              <CredentialsForm mode={value} onDone={() => router.history.push(returnTo ?? '/maps')} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Card>
    </PageContainer>
  );
}

function CredentialsForm({ mode, onDone }: { mode: Mode; onDone: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useFormSubmit(
    () => {
      const parsed = credentialsSchema.safeParse({ email, password });
      if (parsed.success) return valid(parsed.data);
      const emailBad = parsed.error.issues.some((issue) => issue.path[0] === 'email');
      return invalid(
        emailBad
          ? 'Please enter a valid email address'
          : `Password must be at least ${PASSWORD_MIN} characters`,
      );
    },
    async (data) => {
      await (mode === 'login' ? logIn(data) : register(data));
      onDone();
    },
    mode === 'login' ? 'Log in failed' : 'Could not create the account',
  );

  return (
    <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <PasswordField label="Password" value={password} onChange={setPassword} isNew={mode === 'register'} />
      <FormError>{form.error}</FormError>
      <Button type="submit" disabled={form.pending}>
        {form.pending
          ? mode === 'login'
            ? 'Logging in...'
            : 'Creating account...'
          : mode === 'login'
            ? 'Log In'
            : 'Create Account'}
      </Button>
    </form>
  );
}
