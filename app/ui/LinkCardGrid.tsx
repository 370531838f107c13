import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

/** One card of a LinkCardGrid: the whole card is the link. */
export type LinkCard = {
  title: string;
  description: string;
  to: NonNullable<LinkProps['to']>;
  cta: string;
  icon: ReactNode;
};

/** Up to four cards in a row, each an icon, a title, a line of text and a call to action. */
export function LinkCardGrid({ cards, label }: { cards: readonly LinkCard[]; label?: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.title}>
          <Link
            to={card.to}
            className="group flex h-full flex-col rounded-card border border-line bg-surface p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand/40 hover:shadow-md"
          >
            <span className="flex size-10 items-center justify-center rounded-lg bg-brand-soft text-brand [&_svg]:size-5">
              {card.icon}
            </span>
            <h3 className="mt-4 font-semibold group-hover:text-brand">{card.title}</h3>
            <p className="mt-1 flex-1 text-sm text-muted">{card.description}</p>
            <span
              className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand"
              aria-hidden="true"
            >
              {card.cta}
              <ArrowRight className="size-4 transition group-hover:translate-x-0.5" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
