import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from './cn';
import { TOAST_DURATION_MS, useToastStore } from './toastStore';

/** The notifications area (mount once): swipe right to dismiss, F8 focuses it (spec §9). */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
    >
      {toasts.map((item) => (
        <RadixToast.Root
          key={item.id}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-card border p-4 pr-10 shadow-lg',
            'data-[state=open]:animate-slide-in-right data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
            'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:hidden',
            item.variant === 'destructive'
              ? 'border-red-300 bg-danger text-white'
              : 'border-line bg-surface text-ink',
          )}
        >
          <div className="grid gap-1">
            <RadixToast.Title className="text-sm font-semibold">{item.title}</RadixToast.Title>
            {item.description && (
              <RadixToast.Description
                className={cn('text-sm', item.variant === 'destructive' ? 'text-red-50' : 'text-muted')}
              >
                {item.description}
              </RadixToast.Description>
            )}
            {item.action && (
              <RadixToast.Action
                altText={item.action.label}
                onClick={item.action.onClick}
                className={cn(
                  'mt-1 w-fit rounded-md border px-3 py-1 text-sm font-medium',
                  item.variant === 'destructive'
                    ? 'border-red-200 hover:bg-red-800'
                    : 'border-line text-brand hover:bg-slate-100',
                )}
              >
                {item.action.label}
              </RadixToast.Action>
            )}
          </div>
          <RadixToast.Close
            aria-label="Dismiss notification"
            className={cn(
              'absolute top-2 right-2 rounded-md p-1.5',
              item.variant === 'destructive'
                ? 'text-red-50 hover:bg-red-800'
                : 'text-muted hover:bg-slate-100 hover:text-ink',
            )}
          >
            <X className="size-4" aria-hidden="true" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:bottom-4 sm:right-4 sm:p-0"
      />
    </RadixToast.Provider>
  );
}
