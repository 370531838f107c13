import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../../ui/Button';
import { runBeforeReloadHooks } from './beforeReload';

/** How often an open app asks the server for a new service worker (design §9). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and shows 'New version available' with Reload when an update waits.
 * Mounted outside the router (main.tsx) because the virtual module exists only in Vite builds.
 */
export function UpdatePrompt() {
  const [reloading, setReloading] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(swUrl, registration) {
      if (!registration) return;
      setInterval(() => {
        // Only while online, and not while a worker is already installing.
        if (!navigator.onLine || registration.installing) return;
        void fetch(swUrl, { cache: 'no-store', headers: { 'cache-control': 'no-cache' } })
          .then((response) => (response.status === 200 ? registration.update() : undefined))
          .catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });

  if (!needRefresh) return null;

  async function reload() {
    setReloading(true);
    // Unsent edits leave the outbox before the new version takes over (design §5).
    await runBeforeReloadHooks();
    await updateServiceWorker(true);
  }

  return (
    <div
      role="status"
      data-app-status
      className="fixed inset-x-4 bottom-4 z-[90] mx-auto flex max-w-md items-center gap-3 rounded-card border border-line bg-surface p-4 shadow-lg sm:left-4 sm:mx-0"
    >
      <RefreshCw className="size-5 shrink-0 text-brand" aria-hidden="true" />
      <p className="flex-1 text-sm font-medium">New version available</p>
      <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)} disabled={reloading}>
        Later
      </Button>
      <Button size="sm" onClick={() => void reload()} disabled={reloading}>
        Reload
      </Button>
    </div>
  );
}
