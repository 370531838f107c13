import { create } from 'zustand';
import { sessionSchema, userSchema, type Credentials, type User } from '../../../shared/schemas/auth';
import { apiFetch, getJson } from '../../api/client';
import { db } from '../../db/db';
import { readDeviceAccount } from '../../sync/deviceAccount';
import { flushBeforeLogout, syncAfterLogin, syncAfterLogout } from '../../sync/syncScheduler';

// Who is logged in (spec §4, never retried): asked of GET /api/auth/session, which answers
// `{ user: null }` for nobody where /api/auth/user answers 401, so a logged-out visit logs no error.
// One request per page load; login, register and logout refresh it.

type CurrentUserState = { status: 'idle' | 'loading' | 'done'; user: User | null };

/** The current-user store; components use useCurrentUser. */
export const useCurrentUserStore = create<CurrentUserState>(() => ({ status: 'idle', user: null }));

let loading: Promise<User | null> | null = null;

/** Asks the server who is logged in (once per page load unless `force`); any failure counts as nobody. */
export function loadCurrentUser(force = false): Promise<User | null> {
  if (loading && !force) return loading;
  useCurrentUserStore.setState((state) => ({ ...state, status: 'loading' }));
  loading = getJson('/api/auth/session', sessionSchema)
    .then((session) => session.user)
    .catch(() => null)
    .then(async (user) => {
      // The session is the truth: a device that lost track of who is logged in here catches up.
      if (user?.id && (await readDeviceAccount(db).catch(() => user.id)) !== user.id)
        await syncAfterLogin(user.id).catch(() => undefined);
      useCurrentUserStore.setState({ status: 'done', user });
      return user;
    });
  return loading;
}

async function startSession(path: string, body: object): Promise<User> {
  const user = userSchema.parse(await apiFetch(path, { method: 'POST', body }));
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

/**
 * Sets a new password with a reset link an admin issued (issue 18), logging in with it; throws
 * ApiError (400 when the link was used, expired or is incomplete).
 */
export function resetPassword(token: string, password: string): Promise<User> {
  return startSession('/api/auth/password-reset', { token, password });
}

async function endSession(path: string): Promise<number> {
  const userId = useCurrentUserStore.getState().user?.id ?? null;
  await flushBeforeLogout();
  await apiFetch(path, { method: 'POST' });
  useCurrentUserStore.setState({ status: 'done', user: null });
  loading = Promise.resolve(null);
  return syncAfterLogout(userId);
}

/**
 * Ends the session. Unsent changes get one last push; then the account's maps leave this device,
 * except those whose changes still wait (kept hidden until the account logs in here again).
 * Returns how many maps were kept that way.
 */
export function logOut(): Promise<number> {
  return endSession('/api/auth/logout');
}

/** Ends every session of the account, on every device (issue 18); this device as `logOut` does. */
export function logOutEverywhere(): Promise<number> {
  return endSession('/api/auth/logout-all');
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
