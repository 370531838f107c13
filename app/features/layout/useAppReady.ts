import { useEffect } from 'react';

/**
 * Marks the page as the app's once the frame around every page has rendered or hydrated (tests wait
 * for `data-app="ready"`) and presses again the button a visitor pressed on the server-rendered page
 * before that (public/boot.js keeps it): hydration keeps the nodes, so it is the same button.
 */
export function useAppReady(): void {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    const boot = window as { __spinePendingPress?: HTMLElement };
    const pending = boot.__spinePendingPress;
    boot.__spinePendingPress = undefined;
    if (pending?.isConnected) pending.click();
  }, []);
}
