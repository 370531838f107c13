import { Link } from '@tanstack/react-router';
import { ArrowRight, CalendarDays } from 'lucide-react';
import type { Archetype } from '../../../shared/schemas/archetype';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { formatArchetypeDate } from './formatDate';

/** An archetype in the list; the whole card is one link to its guide. */
export function ArchetypeCard({ archetype }: { archetype: Archetype }) {
  return (
    <Card className="group relative flex h-full flex-col transition-shadow focus-within:ring-2 focus-within:ring-brand hover:shadow-md" data-testid="archetype-card">
      <Card.Header className="gap-2">
        <Card.Title as="h2">
          <Link
            to="/archetypes/$id"
            params={{ id: archetype.id }}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {archetype.title}
          </Link>
        </Card.Title>
        <p className="flex items-center gap-1.5 text-xs text-muted">
          <CalendarDays className="size-3.5" aria-hidden="true" />
          <time dateTime={archetype.date}>{formatArchetypeDate(archetype.date)}</time>
        </p>
        <Card.Description>{archetype.description}</Card.Description>
      </Card.Header>
      <Card.Content className="mt-auto flex flex-wrap items-end justify-between gap-3">
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {archetype.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
        </ul>
        <span className="inline-flex items-center gap-1 text-sm font-medium text-brand" aria-hidden="true">
          Read guide
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </Card.Content>
    </Card>
  );
}
