import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { INDUSTRIES, TEAM_SIZES } from '../../../shared/labels';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import { filterMaps } from '../../../shared/search';
import { Button } from '../../ui/Button';
import { buttonClasses } from '../../ui/buttonClasses';
import { PageContainer } from '../../ui/PageContainer';
import { lazyOptional } from '../../ui/lazyOptional';
import { MountOnceRequested } from '../../ui/MountOnceRequested';
import { PageHeader } from '../../ui/PageHeader';
import { useCatalogueMaps } from '../content/useCatalogue';
import { useCatalogueSync } from '../content/useCatalogueSync';
import { ListLoading } from './ListLoading';
import { EmptyState } from './EmptyState';
import { FilterChips, type ActiveFilter } from './FilterChips';
import { FilterSelect } from './FilterSelect';
import { MapCard } from './MapCard';
import { SearchField } from './SearchField';
import { useLocalMapIds } from './useLocalMapIds';

// The details dialog (and Radix with it) loads when a map is first opened, not with the page.
const MapDetailsDialog = lazyOptional(() =>
  import('./MapDetailsDialog').then((module) => module.MapDetailsDialog),
);

/** How many more cards Load More Examples shows at a time. */
export const PAGE_SIZE = 9;

/** Example Library (/catalogue): examples, public maps and this device's maps, filtered per spec §5. */
export function CataloguePage() {
  const { status, retry } = useCatalogueSync();
  const maps = useCatalogueMaps();
  const localIds = useLocalMapIds();
  const [search, setSearch] = useState('');
  const [industry, setIndustry] = useState('all');
  const [teamSize, setTeamSize] = useState('all');
  const [shown, setShown] = useState(PAGE_SIZE);
  const [details, setDetails] = useState<SpineMap | null>(null);

  const filtered = useMemo(
    () => (maps ? filterMaps(maps, { search, industry, teamSize }) : undefined),
    [maps, search, industry, teamSize],
  );
  // A new filter starts again from the first page.
  const update = (set: (value: string) => void) => (value: string) => {
    set(value);
    setShown(PAGE_SIZE);
  };
  const clearFilters = () => {
    setSearch('');
    setIndustry('all');
    setTeamSize('all');
    setShown(PAGE_SIZE);
  };

  const active: ActiveFilter[] = [];
  if (search.trim() !== '')
    active.push({
      key: 'search',
      label: `Search: "${search.trim()}"`,
      onRemove: () => update(setSearch)(''),
    });
  if (industry !== 'all')
    active.push({
      key: 'industry',
      label: `Industry: ${industry}`,
      onRemove: () => update(setIndustry)('all'),
    });
  if (teamSize !== 'all')
    active.push({
      key: 'teamSize',
      label: `Team size: ${teamSize}`,
      onRemove: () => update(setTeamSize)('all'),
    });

  const visible = filtered?.slice(0, shown) ?? [];
  const total = filtered?.length ?? 0;

  return (
    <PageContainer>
      <PageHeader
        title="Example Library"
        description="Browse spine maps from teams across industries for inspiration."
        actions={
          <Link to="/generator" className={buttonClasses({ variant: 'outline' })}>
            <Plus aria-hidden="true" />
            Create Your Own
          </Link>
        }
      />
      <div className="mt-8 flex flex-col gap-3 md:flex-row" role="search">
        <SearchField
          label="Search spine maps"
          placeholder="Search by title, system boundary, context or industry..."
          value={search}
          onChange={update(setSearch)}
        />
        <FilterSelect
          label="Industry"
          allLabel="All Industries"
          options={INDUSTRIES}
          value={industry}
          onChange={update(setIndustry)}
        />
        <FilterSelect
          label="Team size"
          allLabel="All Team Sizes"
          options={TEAM_SIZES}
          value={teamSize}
          onChange={update(setTeamSize)}
        />
      </div>

      <div className="mt-6">
        {filtered === undefined ? (
          <ListLoading what="spine maps" failed={status === 'failed'} onRetry={retry} />
        ) : (
          <>
            <FilterChips
              summary={
                total === 0
                  ? 'No spine maps match'
                  : `Showing ${visible.length} of ${total} spine ${total === 1 ? 'map' : 'maps'}`
              }
              filters={active}
              onClear={clearFilters}
            />
            {total === 0 ? (
              <div className="mt-4">
                <EmptyState
                  title="No spine maps found"
                  hint="Try a different search term, pick another industry or team size, or clear the filters to see every map."
                  onClear={clearFilters}
                />
              </div>
            ) : (
              <>
                <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {visible.map((map) => (
                    <li key={map.id}>
                      <MapCard map={map} mine={localIds.has(map.id)} onDetails={() => setDetails(map)} />
                    </li>
                  ))}
                </ul>
                {visible.length < total && (
                  <div className="mt-8 flex justify-center">
                    <Button
                      variant="outline"
                      size="lg"
                      onClick={() => setShown((count) => count + PAGE_SIZE)}
                    >
                      Load More Examples
                    </Button>
                  </div>
                )}
              </>
            )}
          </>
        )}
      </div>

      <MountOnceRequested requested={details !== null}>
        <MapDetailsDialog
          map={details}
          mine={details !== null && localIds.has(details.id)}
          onClose={() => setDetails(null)}
        />
      </MountOnceRequested>
    </PageContainer>
  );
}
