import { Outlet } from '@tanstack/react-router';
import { useToastStore } from '../../ui/toastStore';
import { useFeedbackStore } from '../feedback/feedbackStore';
import { Footer } from './Footer';
import { StatusBar } from './StatusBar';
import { TopNav } from './TopNav';
import { useAppReady } from './useAppReady';
import { lazyOptional } from '../../ui/lazyOptional';
import { MountOnceRequested } from '../../ui/MountOnceRequested';

// The dialog and the toast viewport (Radix, the form) load when first needed, keeping them out of
// the first paint of '/' (design §10). Both are precached, so this works offline too.
const FeedbackDialog = lazyOptional(() =>
  import('../feedback/FeedbackDialog').then((module) => module.FeedbackDialog),
);
const Toaster = lazyOptional(() => import('../../ui/Toaster').then((module) => module.Toaster));

/** The frame around every page: skip link, nav, page, footer, status strip, toasts, feedback dialog. */
export function AppLayout() {
  useAppReady();
  const feedbackRequested = useFeedbackStore((state) => state.open);
  const toastRequested = useToastStore((state) => state.toasts.length > 0);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <TopNav />
      {/* At least a screen tall: while a page's chunk or data loads, the footer stays below the fold
          instead of showing and then being pushed down (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <StatusBar />
      <MountOnceRequested requested={toastRequested}>
        <Toaster />
      </MountOnceRequested>
      <MountOnceRequested requested={feedbackRequested}>
        <FeedbackDialog />
      </MountOnceRequested>
    </div>
  );
}
