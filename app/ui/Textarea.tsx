import type { ComponentProps } from 'react';
import { useHandOverRef } from '../prerender/replayPendingInput';
import { cn } from './cn';

type TextareaProps = ComponentProps<'textarea'> & { invalid?: boolean };

/**
 * A multi-line text input with the same look and error state as Input. It grows with its text
 * (`field-sizing: content`, `rows` lines at least, up to 60% of the screen's height) so a long system
 * boundary is read whole instead of scrolled inside a small box; browsers without field-sizing
 * keep `rows` lines and scroll.
 */
export function Textarea({ className, invalid, rows = 4, style, ref, ...props }: TextareaProps) {
  // On a rendered page, what was typed before hydration reaches the app through this ref.
  const composedRef = useHandOverRef(ref);
  return (
    <textarea
      ref={composedRef}
      rows={rows}
      aria-invalid={invalid || undefined}
      className={cn(
        'block field-sizing-content w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink shadow-xs',
        'placeholder:text-slate-400 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/30',
        'disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/30',
        className,
      )}
      // At least `rows` lines of text-sm (1.25rem each) plus padding (py-2) and border; callers may
      // lower the ceiling through `style` (the chat input does).
      style={{ minHeight: `calc(${rows} * 1.25rem + 1rem + 2px)`, maxHeight: '60dvh', ...style }}
      {...props}
    />
  );
}
