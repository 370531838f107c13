import { create } from 'zustand';
import type { FeedbackType } from '../../../shared/schemas/feedback';

type FeedbackState = {
  open: boolean;
  /** Preselected type; null shows the Feature/Bug choice first. */
  initialType: FeedbackType | null;
  /** What had focus when the dialog opened (the footer link): focus returns there on close. */
  opener: HTMLElement | null;
  /** Opens the dialog, optionally with a type preselected (footer: Request Feature → 'feature'). */
  openFeedback: (type?: FeedbackType) => void;
  close: () => void;
};

/** Whether the feedback dialog is open and with which type. UI state only. */
export const useFeedbackStore = create<FeedbackState>((set) => ({
  open: false,
  initialType: null,
  opener: null,
  openFeedback: (type) =>
    set({
      open: true,
      initialType: type ?? null,
      opener:
        document.activeElement instanceof HTMLElement && document.activeElement !== document.body
          ? document.activeElement
          : null,
    }),
  close: () => set({ open: false }),
}));
