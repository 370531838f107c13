import type { ComponentProps } from 'react';
import { cn } from './cn';

/** The standard page width and padding; pages put their content inside it. */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12', className)} {...props} />;
}
