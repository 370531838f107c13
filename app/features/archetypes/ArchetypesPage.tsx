import { useMemo, useState } from 'react';
import { ARCHETYPE_CHIPS } from '../../../shared/labels';
import { filterArchetypes } from '../../../shared/search';
import { cn } from '../../ui/cn';
import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';
import { ListLoading } from '../catalogue/ListLoading';
import { EmptyState } from '../catalogue/EmptyState';
import { SearchField } from '../catalogue/SearchField';
import { useArchetypes } from '../content/useCatalogue';
import { useCatalogueSync } from '../content/useCatalogueSync';
import { ArchetypeCard } from './ArchetypeCard';

const CHIPS = ['All', ...ARCHETYPE_CHIPS] as const;

/** Organizational Archetypes (/archetypes): search and filter chips over the guides (spec §2, §5). */
export function ArchetypesPage() {
  const { status, retry } = useCatalogueSync();
  const archetypes = useArchetypes();
  const [search, setSearch] = useState('');
  const [chip, setChip] = useState<string>('All');
  const filtered = useMemo(
    () => (archetypes ? filterArchetypes(archetypes, { search, chip }) : undefined),
    [archetypes, search, chip],
  );
  const clearFilters = () => {
    setSearch('');
    setChip('All');
  };

  return (
    <PageContainer>
      <PageHeader
        title="Organizational Archetypes"
        description="Guides to common ways of working, mapped onto the five levels."
      />
      <div className="mt-8 grid gap-4" role="search">
        <SearchField
          label="Search archetypes"
          placeholder="Search archetypes by title, description or tag..."
          value={search}
          onChange={setSearch}
        />
        <div role="group" aria-label="Filter by area" className="flex flex-wrap gap-2">
          {CHIPS.map((value) => {
            const selected = chip === value;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={selected}
                onClick={() => setChip(value)}
                className={cn(
                  'rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                  selected
                    ? 'border-brand bg-brand text-white'
                    : 'border-line bg-surface text-ink hover:border-brand/40 hover:bg-brand-soft',
                )}
              >
                {value}
              </button>
            );
          })}
        </div>
      </div>

      <div className="mt-8">
        {filtered === undefined ? (
          <ListLoading what="archetypes" failed={status === 'failed'} onRetry={retry} />
        ) : filtered.length === 0 ? (
          <EmptyState
            title="No Archetypes Found"
            hint="Try adjusting your search or choose another area, or clear the filters to see every archetype."
            onClear={clearFilters}
          />
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {filtered.map((archetype) => (
              <li key={archetype.id}>
                <ArchetypeCard archetype={archetype} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageContainer>
  );
}
