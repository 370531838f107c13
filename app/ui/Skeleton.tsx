import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A pulsing placeholder block; hidden from assistive tech — announce loading on the container (aria-busy). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} {...props} />
  );
}
