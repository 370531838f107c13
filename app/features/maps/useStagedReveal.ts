import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a screen's `total` parts to render: none until `ready`, then one more after each
 * commit, each in a transition. React time-slices only transition renders, and each part commits
 * on its own, so no single task renders or commits the whole screen (the map editor's Total
 * Blocking Time on a phone); parts are in reading order, so what appears is added below what is
 * there. A new `key` (another map) starts again from none.
 */
export function useStagedReveal(ready: boolean, total: number, key: string): number {
  const [state, setState] = useState({ key, shown: 0 });
  const current = state.key === key ? state.shown : 0;
  useEffect(() => {
    if (!ready || current >= total) return;
    startTransition(() => {
      setState((previous) => ({
        key,
        shown: Math.max(previous.key === key ? previous.shown : 0, current + 1),
      }));
    });
  }, [ready, current, total, key]);
  return ready ? current : 0;
}
