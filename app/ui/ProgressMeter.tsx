import { useId } from 'react';

/**
 * "Your progress — N of M completed" over a bar, announced as a progressbar. `unit` names what is
 * counted for screen readers (lessons, steps); `testId` marks the count text for tests.
 */
export function ProgressMeter({
  done,
  total,
  unit,
  testId,
}: {
  done: number;
  total: number;
  unit: string;
  testId: string;
}) {
  const labelId = useId();
  return (
    <div>
      <div className="flex items-center justify-between gap-4 text-sm">
        <span className="font-medium" id={labelId}>
          Your progress
        </span>
        <span data-testid={testId} className="text-muted">
          {done} of {total} completed
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} ${unit} completed`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand transition-all duration-500"
          style={{ width: `${Math.round((done / total) * 100)}%` }}
        />
      </div>
    </div>
  );
}
