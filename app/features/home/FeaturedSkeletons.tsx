import { Skeleton } from '../../ui/Skeleton';

/** Six card placeholders (spec §9) while the featured maps load. */
export function FeaturedSkeletons() {
  return (
    <div aria-busy="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading featured spine maps…</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div
          key={index}
          data-testid="featured-skeleton"
          className="rounded-card border border-line bg-surface p-5"
        >
          <Skeleton className="h-5 w-24" />
          <Skeleton className="mt-4 h-6 w-3/4" />
          <Skeleton className="mt-4 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-2/3" />
          <div className="mt-4 flex gap-2">
            <Skeleton className="h-5 w-16" />
            <Skeleton className="h-5 w-16" />
          </div>
        </div>
      ))}
    </div>
  );
}
