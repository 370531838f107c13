// The way to the login flow, apart from the session store: the guest nav's Log In needs it without
// loading Dexie and the sync client (currentUser.ts re-exports both).

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
