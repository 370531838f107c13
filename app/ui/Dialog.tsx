import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

type ContentProps = ComponentProps<typeof RadixDialog.Content> & {
  /** Hide the corner close button (e.g. while a submission is pending). */
  hideClose?: boolean;
  children: ReactNode;
};

function DialogContent({ className, children, hideClose, ...props }: ContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[1px] data-[state=open]:animate-fade-in" />
      <RadixDialog.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'overflow-y-auto rounded-card border border-line bg-surface p-6 text-ink shadow-xl data-[state=open]:animate-fade-in',
          'focus:outline-none',
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && (
          <RadixDialog.Close
            className="absolute top-3 right-3 rounded-md p-1.5 text-muted hover:bg-slate-100 hover:text-ink"
            aria-label="Close"
          >
            <X className="size-4" aria-hidden="true" />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

function DialogTitle({ className, ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return (
    <RadixDialog.Title className={cn('pr-8 text-lg font-semibold tracking-tight', className)} {...props} />
  );
}

function DialogDescription({ className, ...props }: ComponentProps<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cn('mt-1 text-sm text-muted', className)} {...props} />;
}

function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

/**
 * Accessible modal dialog (Radix): focus trap, Escape and overlay click close, focus returns to the trigger.
 * `<Dialog open onOpenChange><Dialog.Content><Dialog.Title/><Dialog.Description/>…<Dialog.Footer/></Dialog.Content></Dialog>`.
 * Every Content needs a Title (screen readers announce it).
 */
export const Dialog = Object.assign(RadixDialog.Root, {
  Trigger: RadixDialog.Trigger,
  Close: RadixDialog.Close,
  Content: DialogContent,
  Title: DialogTitle,
  Description: DialogDescription,
  Footer: DialogFooter,
});
