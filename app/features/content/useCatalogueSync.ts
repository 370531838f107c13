import { useEffect, useState } from 'react';
import { ensureCatalogue } from './catalogueSync';

/** Whether the catalogue could be loaded at all: 'failed' only when the bundle and the server both failed. */
export type CatalogueSyncStatus = 'loading' | 'ready' | 'failed';

/**
 * Keeps the Dexie catalogue filled while a catalogue screen is shown: seeds on mount, refreshes from
 * the server when online and again when the connection returns. `retry` forces a refresh.
 */
export function useCatalogueSync(): { status: CatalogueSyncStatus; retry: () => void } {
  const [status, setStatus] = useState<CatalogueSyncStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    const run = (force: boolean) => {
      void ensureCatalogue({ force }).then((ok) => {
        if (active) setStatus((current) => (ok ? 'ready' : current === 'ready' ? 'ready' : 'failed'));
      });
    };
    run(attempt > 0);
    const onOnline = () => run(true);
    window.addEventListener('online', onOnline);
    return () => {
      active = false;
      window.removeEventListener('online', onOnline);
    };
  }, [attempt]);

  return {
    status,
    retry: () => {
      setStatus('loading');
      setAttempt((n) => n + 1);
    },
  };
}
