import { useCallback, useEffect, useState } from 'react';

/** Chromium's install event (not in the DOM typings). */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/**
 * Captures `beforeinstallprompt` so the app can offer its own Install button. `canInstall` is true only
 * after the browser fired it; `install()` shows the browser's dialog (usable once per event).
 */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setDeferred(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    if (!deferred) return;
    setDeferred(null);
    await deferred.prompt();
    await deferred.userChoice;
  }, [deferred]);

  return { canInstall: deferred !== null, install };
}
