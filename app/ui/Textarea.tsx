import type { ComponentProps } from 'react';
import { cn } from './cn';

type TextareaProps = ComponentProps<'textarea'> & { invalid?: boolean };

/** A multi-line text input with the same look and error state as Input. */
export function Textarea({ className, invalid, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || undefined}
      className={cn(
        'block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink shadow-xs',
        'placeholder:text-slate-400 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/30',
        'disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/30',
        className,
      )}
      {...props}
    />
  );
}
