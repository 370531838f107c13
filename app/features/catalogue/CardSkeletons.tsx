import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';

/** Spec §9: lists show 6 placeholders while loading. */
export const SKELETON_COUNT = 6;

/** The loading state of a card grid: 6 card-shaped placeholders, announced once as busy. */
export function CardSkeletons({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <Card key={index} data-testid="card-skeleton" className="p-5 sm:p-6">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="mt-3 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-5/6" />
          <div className="mt-4 flex gap-2">
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-5 w-16 rounded-full" />
          </div>
          <Skeleton className="mt-5 h-9 w-full" />
        </Card>
      ))}
    </div>
  );
}
