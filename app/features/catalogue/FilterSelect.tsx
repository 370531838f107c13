import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { handOverTypedValue } from '../../prerender/replayPendingInput';
import { cn } from '../../ui/cn';

type FilterSelectProps = {
  label: string;
  allLabel: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/** A labelled native select ('all' = no filter): keyboard and mobile friendly without extra code. */
export function FilterSelect({ label, allLabel, options, value, onChange, className }: FilterSelectProps) {
  const id = useId();
  return (
    <div className={cn('relative sm:w-52', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        ref={handOverTypedValue}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          'block h-10 w-full appearance-none rounded-lg border border-line bg-surface pr-9 pl-3 text-sm text-ink shadow-xs',
          'focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/30',
        )}
      >
        <option value="all">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
    </div>
  );
}
