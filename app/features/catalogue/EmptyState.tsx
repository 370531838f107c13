import { SearchX } from 'lucide-react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';

/** The no-results card of the catalogue screens (spec §8): a title, a hint and Clear Filters. */
export function EmptyState({ title, hint, onClear }: { title: string; hint: string; onClear: () => void }) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center" role="status">
      <SearchX className="size-10 text-slate-400" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold text-ink">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-muted">{hint}</p>
      <Button className="mt-5" variant="outline" onClick={onClear}>
        Clear Filters
      </Button>
    </Card>
  );
}
