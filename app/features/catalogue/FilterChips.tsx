import { X } from 'lucide-react';
import { Button } from '../../ui/Button';

/** One active filter, shown as a removable chip. */
export type ActiveFilter = { key: string; label: string; onRemove: () => void };

/** The result count line with a chip per active filter and Clear Filters (spec §2 Example library). */
export function FilterChips({ summary, filters, onClear }: { summary: string; filters: ActiveFilter[]; onClear: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <p className="mr-1 text-muted" aria-live="polite" data-testid="result-count">
        {summary}
      </p>
      {filters.map((filter) => (
        <span
          key={filter.key}
          className="inline-flex items-center gap-1 rounded-full border border-indigo-200 bg-brand-soft py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-strong"
        >
          {filter.label}
          <button
            type="button"
            onClick={filter.onRemove}
            aria-label={`Remove filter ${filter.label}`}
            className="rounded-full p-0.5 hover:bg-indigo-100"
          >
            <X className="size-3" aria-hidden="true" />
          </button>
        </span>
      ))}
      {filters.length > 0 && (
        <Button variant="link" size="sm" onClick={onClear}>
          Clear Filters
        </Button>
      )}
    </div>
  );
}
