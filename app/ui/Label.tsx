import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A form label; always give it `htmlFor` so clicking it focuses the field and screen readers name the field. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('mb-1.5 block text-sm font-medium text-ink', className)} {...props} />;
}
