import { useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { detectLocalData, hasLocalData } from '../../db/localData';
import { lazyOptional } from '../../ui/lazyOptional';
import { GuestNavAccount } from './GuestNavAccount';

// The sync indicator and account menu pull in Dexie and the sync client: a lazy chunk, loaded only
// when the device has local data or a session (design §10: a first visit's JS stays small).
const NavAccount = lazyOptional(() => import('./NavAccount').then((module) => module.NavAccount));

type Mode = 'deciding' | 'guest' | 'full';

/** Whether the server says nobody is logged in (`{ user: null }`); an error or no answer is not that. */
async function nobodyLoggedIn(): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/session', { credentials: 'include' });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'user' in body && body.user === null;
  } catch {
    // Offline or out of reach: NavAccount knows the device's last account and says "Offline".
    return false;
  }
}

/**
 * The nav's account slot: NavAccount for a device with local data or a session; for a first-time,
 * logged-out visitor the look-alike GuestNavAccount, until a page they open creates local data
 * (checked again on every navigation, so the home page never swaps it while it is being read).
 */
export function NavAccountSlot() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [mode, setMode] = useState<Mode>(() => (hasLocalData() ? 'full' : 'deciding'));
  const [checkedPath, setCheckedPath] = useState(pathname);

  // A navigation to a page that opened the database: switch (adjusting state during render).
  if (mode === 'guest' && checkedPath !== pathname) {
    setCheckedPath(pathname);
    if (hasLocalData()) setMode('full');
  }

  useEffect(() => {
    if (mode !== 'deciding') return;
    let current = true;
    void (async () => {
      const guest = !(await detectLocalData()) && (await nobodyLoggedIn());
      if (current) setMode(guest ? 'guest' : 'full');
    })();
    return () => {
      current = false;
    };
  }, [mode]);

  if (mode === 'deciding') return null;
  if (mode === 'guest') return <GuestNavAccount />;
  return (
    <Suspense fallback={null}>
      <NavAccount />
    </Suspense>
  );
}
