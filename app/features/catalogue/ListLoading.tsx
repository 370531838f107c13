import { CardSkeletons } from './CardSkeletons';
import { LoadFailed } from './LoadFailed';

/** A catalogue list with no rows yet: 6 placeholders while loading, or a retry card if loading failed. */
export function ListLoading({
  what,
  failed,
  onRetry,
}: {
  what: string;
  failed: boolean;
  onRetry: () => void;
}) {
  return failed ? <LoadFailed what={what} onRetry={onRetry} /> : <CardSkeletons label={`Loading ${what}`} />;
}
