import * as Tabs from '@radix-ui/react-tabs';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { PASSWORD_MIN, credentialsSchema } from '../../../shared/schemas/auth';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Input } from '../../ui/Input';
import { Label } from '../../ui/Label';
import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';
import { logIn, register } from './currentUser';
import { errorText } from './errorText';

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
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = credentialsSchema.safeParse({ email, password });
    if (!parsed.success) {
      const emailBad = parsed.error.issues.some((issue) => issue.path[0] === 'email');
      setError(
        emailBad
          ? 'Please enter a valid email address'
          : `Password must be at least ${PASSWORD_MIN} characters`,
      );
      return;
    }
    setPending(true);
    setError(null);
    try {
      await (mode === 'login' ? logIn(parsed.data) : register(parsed.data));
      onDone();
    } catch (failure) {
      setError(errorText(failure, mode === 'login' ? 'Log in failed' : 'Could not create the account'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
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
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
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
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        {pending
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
