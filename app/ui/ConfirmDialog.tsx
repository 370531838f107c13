import { useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

/** What a confirmation asks: its words and what happens on yes. */
export type ConfirmRequest = {
  title: string;
  /** What will happen, in words (e.g. that Trash keeps it for 30 days). */
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** 'destructive' for deleting or discarding. */
  tone?: 'default' | 'destructive';
};

type ConfirmDialogProps = ConfirmRequest & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * A styled, focus-trapped confirmation in place of the browser's `confirm()`: an alert dialog
 * (Radix Dialog with role="alertdialog") that opens with focus on Cancel, is not closed by a stray
 * tap outside, closes with Escape, and returns focus to the button that opened it. Most callers want
 * `useConfirm()`, which loads it (and Radix) only when a question is asked.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  tone = 'default',
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        role="alertdialog"
        hideClose
        className="max-w-md"
        onOpenAutoFocus={(event) => {
          // Still on what opened the dialog (it has no Radix trigger): remember it for the close.
          openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          event.preventDefault();
          cancelRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (openerRef.current?.isConnected) {
            event.preventDefault();
            openerRef.current.focus();
          }
        }}
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button ref={cancelRef} variant="outline">
              Cancel
            </Button>
          </Dialog.Close>
          <Button
            variant={tone === 'destructive' ? 'destructive' : 'primary'}
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog>
  );
}
