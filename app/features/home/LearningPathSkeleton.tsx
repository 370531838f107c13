import { Skeleton } from '../../ui/Skeleton';

/** Placeholder for the learning path while the lessons and the learner's progress load. */
export function LearningPathSkeleton() {
  return (
    <div aria-busy="true" className="space-y-3">
      <span className="sr-only">Loading your learning path…</span>
      <Skeleton className="h-3 w-full" />
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-20 w-full" />
      ))}
    </div>
  );
}
