import type { ComponentProps } from 'react';
import type { LevelId } from '../../shared/levels';
import { cn } from './cn';

/** Badge colours: neutral tones plus one per Spine level. */
export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'success' | 'destructive' | LevelId;

const variants: Record<BadgeVariant, string> = {
  default: 'bg-brand text-white border-transparent',
  secondary: 'bg-slate-100 text-slate-700 border-transparent',
  outline: 'border-line text-ink',
  success: 'bg-success-soft text-success border-green-200',
  destructive: 'bg-danger-soft text-danger border-red-200',
  needs: 'bg-needs-soft text-needs border-red-200',
  values: 'bg-values-soft text-values border-orange-200',
  principles: 'bg-principles-soft text-principles border-blue-200',
  practices: 'bg-practices-soft text-practices border-green-200',
  tools: 'bg-tools-soft text-tools border-purple-200',
};

/** `wrap` lets a long label (a use case, a value) break over lines instead of running out of its card. */
type BadgeProps = ComponentProps<'span'> & { variant?: BadgeVariant; wrap?: boolean };

/** A small label for status, categories or level names. */
export function Badge({ className, variant = 'default', wrap = false, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium',
        wrap ? 'break-words whitespace-normal' : 'whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
