import type { ReactNode } from 'react';
import { cn } from './cn';

type PageHeaderProps = { title: ReactNode; description?: ReactNode; actions?: ReactNode; className?: string };

/** A page's title block: the page's one h1, an optional lead sentence and optional actions on the right. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <div className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {description && <p className="mt-2 max-w-2xl text-base text-muted">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
