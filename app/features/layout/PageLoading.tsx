import { Skeleton } from '../../ui/Skeleton';

/** Placeholder while a route's chunk loads. */
export function PageLoading() {
  return (
    <div aria-busy="true" aria-live="polite" className="mx-auto max-w-6xl space-y-4 px-4 py-10 sm:px-6">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="h-4 w-full max-w-2xl" />
      <Skeleton className="h-4 w-5/6 max-w-xl" />
    </div>
  );
}
