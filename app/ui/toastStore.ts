import { create } from 'zustand';

/** How a toast looks: `destructive` for failures. */
export type ToastVariant = 'default' | 'destructive';

/** A button in a toast that undoes or follows up what it reports ("Undo", "Restore"). */
export type ToastAction = { label: string; onClick: () => void };

/** What a caller passes to `toast()`. */
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; action?: ToastAction };

/** A toast as the Toaster renders it. */
export type ToastItem = { id: number; title: string; description?: string; variant: ToastVariant; action?: ToastAction };

/** Spec §9: at most one toast visible; a new one replaces the old. */
export const TOAST_LIMIT = 1;
/** Spec §9: default display time. */
export const TOAST_DURATION_MS = 5000;

type ToastState = {
  toasts: ToastItem[];
  show: (input: ToastInput) => number;
  dismiss: (id: number) => void;
};

let nextId = 1;

/** UI state of the notifications area. Components call `toast()`; the Toaster reads `toasts`. */
export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  show: (input) => {
    const id = nextId++;
    const item: ToastItem = {
      id,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      ...(input.action ? { action: input.action } : {}),
    };
    set((state) => ({ toasts: [...state.toasts, item].slice(-TOAST_LIMIT) }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** Shows a notification (replacing any visible one) and returns its id for `dismissToast`. */
export function toast(input: ToastInput): number {
  return useToastStore.getState().show(input);
}

/** Hides a notification early. */
export function dismissToast(id: number): void {
  useToastStore.getState().dismiss(id);
}
