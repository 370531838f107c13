import { useEffect } from 'react';
import { replayPendingInput, type PendingInput } from '../../prerender/replayPendingInput';

/**
 * Marks the page as the app's once the frame around every page has rendered or hydrated (tests wait
 * for `data-app="ready"`), after handing the app what a visitor typed, ticked, selected or pressed on
 * the server-rendered page before that (public/boot.js keeps it; replayPendingInput.ts): hydration
 * keeps the nodes, so they are the same controls.
 */
export function useAppReady(): void {
  useEffect(() => {
    const boot = window as { __spineBoot?: PendingInput };
    const markReady = () => {
      document.documentElement.dataset.app = 'ready';
    };
    void replayPendingInput(document.getElementById('root') ?? document, boot.__spineBoot).finally(markReady);
  }, []);
}
