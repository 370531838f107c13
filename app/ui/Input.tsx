import type { ComponentProps } from 'react';
import { useHandOverRef } from '../prerender/replayPendingInput';
import { cn } from './cn';

type InputProps = ComponentProps<'input'> & { invalid?: boolean };

/** A text input; `invalid` sets aria-invalid and the red border (pair it with aria-describedby to the message). */
export function Input({ className, invalid, type = 'text', ref, ...props }: InputProps) {
  // On a rendered page, what was typed before hydration reaches the app through this ref.
  const composedRef = useHandOverRef(ref);
  return (
    <input
      ref={composedRef}
      type={type}
      aria-invalid={invalid || undefined}
      className={cn(
        'block h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm text-ink shadow-xs',
        'placeholder:text-slate-400 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/30',
        'disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/30',
        className,
      )}
      {...props}
    />
  );
}
