import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { ConfirmRequest } from './ConfirmDialog';

// Loaded on the first question: the dialog brings Radix, which a page that only might ask should not
// fetch up front (NotSyncedList is in a chunk that many pages share).
const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

/**
 * The styled confirmation (`ConfirmDialog`, role="alertdialog") as a hook, in place of
 * `window.confirm()`: `ask({ title, description, confirmLabel, onConfirm })` opens it, and the
 * component renders `confirmDialog` anywhere in its tree. Focus goes to Cancel on open and back to
 * the button that asked on close.
 */
export function useConfirm(): { ask: (request: ConfirmRequest) => void; confirmDialog: ReactNode } {
  // The last request stays after closing, so the dialog can close (and hand focus back) in place.
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [open, setOpen] = useState(false);
  const ask = useCallback((next: ConfirmRequest) => {
    setRequest(next);
    setOpen(true);
  }, []);
  const confirmDialog = request && (
    <Suspense fallback={null}>
      <ConfirmDialog {...request} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
  return { ask, confirmDialog };
}
