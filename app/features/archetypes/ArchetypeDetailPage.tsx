import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft, CalendarDays, FileQuestion, UserRound } from 'lucide-react';
import { Badge } from '../../ui/Badge';
import { buttonClasses } from '../../ui/buttonClasses';
import { Card } from '../../ui/Card';
import { PageContainer } from '../../ui/PageContainer';
import { Skeleton } from '../../ui/Skeleton';
import { useCatalogueSync } from '../content/useCatalogueSync';
import { ArchetypeBody } from './ArchetypeBody';
import { formatArchetypeDate } from './formatDate';
import { useArchetype } from './useArchetype';

const route = getRouteApi('/archetypes/$id');

function BackLink() {
  return (
    <Link to="/archetypes" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden="true" />
      Back to Archetypes
    </Link>
  );
}

/** One archetype guide (/archetypes/$id): title, description, date, author, tags and the sanitised body. */
export function ArchetypeDetailPage() {
  const { id } = route.useParams();
  useCatalogueSync();
  const archetype = useArchetype(id);

  if (archetype === undefined) {
    return (
      <PageContainer className="max-w-3xl" aria-busy="true">
        <span className="sr-only" role="status">
          Loading archetype…
        </span>
        <Skeleton className="h-8 w-40" />
        <Skeleton className="mt-8 h-10 w-3/4" />
        <Skeleton className="mt-4 h-5 w-full" />
        <Skeleton className="mt-2 h-5 w-5/6" />
        <Skeleton className="mt-10 h-64 w-full" />
      </PageContainer>
    );
  }

  if (archetype === null) {
    return (
      <PageContainer className="max-w-3xl">
        <Card className="flex flex-col items-center px-6 py-14 text-center">
          <FileQuestion className="size-12 text-slate-400" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">Archetype Not Found</h1>
          <p className="mt-2 max-w-md text-muted">
            The archetype you're looking for doesn't exist or couldn't be loaded.
          </p>
          <Link to="/archetypes" className={buttonClasses({ className: 'mt-6' })}>
            <ArrowLeft aria-hidden="true" />
            Back to Archetypes
          </Link>
        </Card>
      </PageContainer>
    );
  }

  return (
    <PageContainer className="max-w-3xl">
      <BackLink />
      <article className="mt-6">
        <header className="border-b border-line pb-8">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{archetype.title}</h1>
          <p className="mt-3 text-lg text-muted">{archetype.description}</p>
          <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              <time dateTime={archetype.date}>{formatArchetypeDate(archetype.date)}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <UserRound className="size-4" aria-hidden="true" />
              {archetype.author}
            </span>
          </div>
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
            {archetype.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">{tag}</Badge>
              </li>
            ))}
          </ul>
        </header>
        <div className="mt-8">
          <ArchetypeBody html={archetype.htmlContent} />
        </div>
      </article>
      <div className="mt-12 border-t border-line pt-6">
        <BackLink />
      </div>
    </PageContainer>
  );
}
