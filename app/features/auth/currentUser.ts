import { create } from 'zustand';
import { sessionSchema, userSchema, type Credentials, type User } from '../../../shared/schemas/auth';
import { ApiError, apiFetch, getJson } from '../../api/client';
import { db } from '../../db/db';
import { readAccountUser, readDeviceAccount, rememberAccountUser } from '../../sync/deviceAccount';
import { flushBeforeLogout, syncAfterLogin, syncAfterLogout, useSyncStatus } from '../../sync/syncScheduler';

// Who is logged in (spec §4, never retried): asked of GET /api/auth/session, which answers
// `{ user: null }` for nobody where /api/auth/user answers 401, so a logged-out visit logs no error.
// One request per page load; login, register and logout refresh it. A request that fails without
// an answer (offline, server out of reach) is not "nobody": the device account as last seen online
// stands in (issue 15, point 6) until the network returns, when the server is asked again.

type CurrentUserState = {
  status: 'idle' | 'loading' | 'done';
  user: User | null;
  /** The user is the device's memory of its account: the server could not be asked. */
  fromDevice: boolean;
};

/** The current-user store; components use useCurrentUser. */
export const useCurrentUserStore = create<CurrentUserState>(() => ({
  status: 'idle',
  user: null,
  fromDevice: false,
}));

let loading: Promise<User | null> | null = null;
let watching = false;
/**
 * Counts the sessions this page started or ended. An answer to a question asked before the latest
 * one is stale: the page that loads the login form asks who is logged in, and on a slow network
 * that answer ("nobody") can arrive after the account was created; it must not log the person out.
 */
let sessionChanges = 0;

/**
 * Asks the server again when the network returns after a start without it (or a sync round gets
 * through), and when sync hears a 401.
 */
function watchConnectivity(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('online', () => {
    if (useCurrentUserStore.getState().fromDevice) void loadCurrentUser(true);
  });
  useSyncStatus.subscribe((now, before) => {
    const { user, fromDevice } = useCurrentUserStore.getState();
    // The session ended while the device thought it was logged in: ask, so the app offers a log in.
    if (now.phase === 'needsLogin' && before.phase !== 'needsLogin' && user) void loadCurrentUser(true);
    // The server answers again (it came back without an `online` event): ask who is logged in.
    else if (fromDevice && now.lastSyncedAt !== null && now.lastSyncedAt !== before.lastSyncedAt)
      void loadCurrentUser(true);
  });
}

/** Who the server says is logged in: a user, null for nobody, or 'unreachable' without an answer. */
async function askServer(): Promise<User | null | 'unreachable'> {
  try {
    return (await getJson('/api/auth/session', sessionSchema)).user;
  } catch (error) {
    // fetch rejects with a TypeError when there is no answer; a 5xx is a server (or proxy) that
    // cannot answer either. Anything else is an answer that names nobody.
    return error instanceof TypeError || (error instanceof ApiError && error.status >= 500)
      ? 'unreachable'
      : null;
  }
}

/**
 * Asks the server who is logged in (once per page load unless `force`). A 401 (or a refusal)
 * means nobody; no answer at all means the device's last logged-in account (or nobody, if none).
 */
export function loadCurrentUser(force = false): Promise<User | null> {
  if (loading && !force) return loading;
  watchConnectivity();
  const asked = sessionChanges;
  // Shows the answer unless a log in or out happened here since the question was asked.
  const settle = (user: User | null, fromDevice: boolean): User | null => {
    if (asked !== sessionChanges) return useCurrentUserStore.getState().user;
    useCurrentUserStore.setState({ status: 'done', user, fromDevice });
    return user;
  };
  useCurrentUserStore.setState((state) => ({ ...state, status: 'loading' }));
  loading = askServer().then(async (answer) => {
    if (answer === 'unreachable') {
      const remembered = await readAccountUser(db).catch(() => null);
      return settle(remembered, remembered !== null);
    }
    const user = answer;
    if (user?.id && asked === sessionChanges) {
      // The session is the truth: a device that lost track of who is logged in here catches up.
      if ((await readDeviceAccount(db).catch(() => user.id)) !== user.id)
        await syncAfterLogin(user.id).catch(() => undefined);
      await rememberAccountUser(db, user).catch(() => undefined);
    }
    return settle(user, false);
  });
  return loading;
}

async function startSession(path: string, body: object): Promise<User> {
  const user = userSchema.parse(await apiFetch(path, { method: 'POST', body }));
  sessionChanges += 1;
  useCurrentUserStore.setState({ status: 'done', user, fromDevice: false });
  loading = Promise.resolve(user);
  await syncAfterLogin(user.id);
  await rememberAccountUser(db, user);
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
  sessionChanges += 1;
  useCurrentUserStore.setState({ status: 'done', user: null, fromDevice: false });
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

export { goToLogin, loginHref } from './loginHref';
