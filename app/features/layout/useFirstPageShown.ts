import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/**
 * False until the router has resolved and painted its first page, then true for good. Chrome that
 * is not needed for the first paint (account menu, sync indicator) waits for it, so its chunks do
 * not compete with the page's own (design §10 first-paint budget).
 */
export function useFirstPageShown(): boolean {
  const resolved = useRouterState({
    select: (state) => state.resolvedLocation !== undefined && state.status === 'idle',
  });
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!resolved || shown) return;
    // Wait for the browser to be idle once the page is on screen; never longer than a second.
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => setShown(true), { timeout: 1000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setShown(true), 200);
    return () => clearTimeout(timer);
  }, [resolved, shown]);
  return shown;
}
