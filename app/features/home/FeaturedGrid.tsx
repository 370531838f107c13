import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { use } from 'react';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { buttonClasses } from '../../ui/buttonClasses';
import { loadBundledExamples } from './bundledExamples';
import { selectFeaturedMaps, type FeaturedMap } from './featuredMaps';

/** The examples bundled with the app as featured cards (a first visit, or an empty catalogue cache). */
export function BundledFeatured({ search, onClear }: { search: string; onClear: () => void }) {
  const examples: SpineMap[] = use(loadBundledExamples());
  return <FeaturedGrid maps={selectFeaturedMaps(examples, search)} onClear={onClear} />;
}

/** Featured map cards, or a "No spine maps found" panel with a way out. */
export function FeaturedGrid({ maps, onClear }: { maps: FeaturedMap[]; onClear: () => void }) {
  if (maps.length === 0) {
    return (
      <div className="rounded-card border border-dashed border-line bg-surface p-10 text-center">
        <SearchX className="mx-auto size-8 text-muted" aria-hidden="true" />
        <p className="mt-3 font-semibold">No spine maps found</p>
        <p className="mt-1 text-sm text-muted">
          Try adjusting your search, or browse the full example library.
        </p>
        <div className="mt-4 flex justify-center gap-2">
          <Button variant="outline" onClick={onClear}>
            Clear search
          </Button>
          <Link to="/catalogue" className={buttonClasses({ variant: 'secondary' })}>
            Browse examples
          </Link>
        </div>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Featured spine maps">
      {maps.map((map) => (
        <li key={map.id} className="min-w-0">
          <FeaturedCard map={map} />
        </li>
      ))}
    </ul>
  );
}

const cardClass =
  'group flex h-full flex-col rounded-card border border-line bg-surface p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand/40 hover:shadow-md';

function FeaturedCard({ map }: { map: FeaturedMap }) {
  const body = (
    <>
      <div className="flex flex-wrap gap-2">
        {map.industry && (
          <Badge variant="secondary" wrap>
            {map.industry}
          </Badge>
        )}
        {map.teamSize && (
          <Badge variant="outline" wrap>
            {map.teamSize}
          </Badge>
        )}
      </div>
      <h3 className="mt-3 text-lg leading-snug font-semibold break-words group-hover:text-brand">
        {map.title}
      </h3>
      <p className="mt-3 text-xs font-semibold tracking-wide text-needs uppercase">Needs</p>
      <p className="mt-1 text-sm text-muted">{map.needs || 'Not specified'}</p>
      {map.values.length > 0 && (
        <>
          <p className="mt-3 text-xs font-semibold tracking-wide text-values uppercase">Values</p>
          <ul className="mt-1 flex min-w-0 flex-wrap gap-1.5">
            {map.values.map((value) => (
              <li key={value} className="max-w-full min-w-0">
                <Badge variant="values" wrap className="max-w-full">
                  {value}
                </Badge>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
  return (
    <Link to="/share/$shareId" params={{ shareId: map.shareId }} className={cardClass}>
      {body}
    </Link>
  );
}
