import { create } from 'zustand';
import { userSchema, type Credentials, type User } from '../../../shared/schemas/auth';
import { apiFetch, getJson } from '../../api/client';
import { syncAfterLogin } from '../../sync/syncScheduler';

// Who is logged in (spec §4: derived from GET /api/auth/user, a 401 means nobody, never retried).
// One request per page load; login, register and logout refresh it.

type CurrentUserState = { status: 'idle' | 'loading' | 'done'; user: User | null };

/** The current-user store; components use useCurrentUser. */
export const useCurrentUserStore = create<CurrentUserState>(() => ({ status: 'idle', user: null }));

let loading: Promise<User | null> | null = null;

/** Asks the server who is logged in (once per page load unless `force`); any failure counts as nobody. */
export function loadCurrentUser(force = false): Promise<User | null> {
  if (loading && !force) return loading;
  useCurrentUserStore.setState((state) => ({ ...state, status: 'loading' }));
  loading = getJson('/api/auth/user', userSchema, { on401: 'returnNull' })
    .catch(() => null)
    .then((user) => {
      useCurrentUserStore.setState({ status: 'done', user });
      return user;
    });
  return loading;
}

async function startSession(path: string, credentials: Credentials): Promise<User> {
  const user = userSchema.parse(await apiFetch(path, { method: 'POST', body: credentials }));
  useCurrentUserStore.setState({ status: 'done', user });
  loading = Promise.resolve(user);
  await syncAfterLogin(user.id);
  return user;
}

/** Logs in; throws ApiError (401 'Wrong email or password', 429 too many attempts). */
export function logIn(credentials: Credentials): Promise<User> {
  return startSession('/api/auth/login', credentials);
}

/** Creates an account and logs in; throws ApiError (409 when the email has an account). */
export function register(credentials: Credentials): Promise<User> {
  return startSession('/api/auth/register', credentials);
}

/** Ends the session. Local maps and the outbox stay on the device. */
export async function logOut(): Promise<void> {
  await apiFetch('/api/auth/logout', { method: 'POST' });
  useCurrentUserStore.setState({ status: 'done', user: null });
  loading = Promise.resolve(null);
  await syncAfterLogin(null);
}

/** Where a Log In button goes: the server's /api/login, which sends the browser to /login and back. */
export function loginHref(returnTo?: string): string {
  const target =
    returnTo ?? (typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search);
  return `/api/login?returnTo=${encodeURIComponent(target)}`;
}

/** Navigates to the login flow (a full page load, so the server can set up the redirect). */
export function goToLogin(returnTo?: string): void {
  window.location.assign(loginHref(returnTo));
}
