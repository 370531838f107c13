import { LayoutGrid, Star } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import type { Template } from '../../../shared/schemas/template';
import { filterTemplates, isPopular, templateCategories } from '../../../shared/search';
import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';
import { ListLoading } from '../catalogue/ListLoading';
import { EmptyState } from '../catalogue/EmptyState';
import { FilterSelect } from '../catalogue/FilterSelect';
import { SearchField } from '../catalogue/SearchField';
import { useTemplates } from '../content/useCatalogue';
import { useCatalogueSync } from '../content/useCatalogueSync';
import { TemplateCard } from './TemplateCard';
import { useTemplateAction } from './useTemplateAction';
import { lazyOptional } from '../../ui/lazyOptional';
import { MountOnceRequested } from '../../ui/MountOnceRequested';
import { track } from '../analytics/track';

// The details dialog (and Radix with it) loads when a template's details are first opened.
const TemplateDetailsDialog = lazyOptional(() =>
  import('./TemplateDetailsDialog').then((module) => module.TemplateDetailsDialog),
);

function TemplateGroup({
  title,
  icon,
  templates,
  onDetails,
  onUse,
  pendingId,
}: {
  title: string;
  icon: ReactNode;
  templates: Template[];
  onDetails: (template: Template) => void;
  onUse: (template: Template) => void;
  pendingId: string | null;
}) {
  const headingId = `group-${title.replaceAll(' ', '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="mt-10 first:mt-0">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold tracking-tight text-ink">
        {icon}
        {title}
        <span className="text-sm font-normal text-muted">({templates.length})</span>
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {templates.map((template) => (
          <li key={template.id}>
            <TemplateCard
              template={template}
              onDetails={() => onDetails(template)}
              onUse={() => onUse(template)}
              pending={pendingId === template.id}
              disabled={pendingId !== null}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Template Library (/templates): search, category filter, Popular and All groups (spec §2, §5). */
export function TemplatesPage() {
  const { status, retry } = useCatalogueSync();
  const templates = useTemplates();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [details, setDetails] = useState<Template | null>(null);
  const showDetails = (template: Template) => {
    track('view_template_details', { templateId: template.id });
    setDetails(template);
  };
  const { applyTemplate, pendingId } = useTemplateAction();

  const categories = useMemo(() => (templates ? templateCategories(templates) : []), [templates]);
  const filtered = useMemo(
    () => (templates ? filterTemplates(templates, { search, category }) : undefined),
    [templates, search, category],
  );
  const popular = filtered?.filter(isPopular) ?? [];
  const clearFilters = () => {
    setSearch('');
    setCategory('all');
  };

  return (
    <PageContainer>
      <PageHeader
        title="Template Library"
        description="Start from a ready-made spine map and adapt it to your team."
      />
      <div className="mt-8 flex flex-col gap-3 sm:flex-row" role="search">
        <SearchField
          label="Search templates"
          placeholder="Search templates by name, description, category or use case..."
          value={search}
          onChange={setSearch}
        />
        <FilterSelect
          label="Category"
          allLabel="All Categories"
          options={categories}
          value={category}
          onChange={setCategory}
        />
      </div>

      <div className="mt-8">
        {filtered === undefined ? (
          <ListLoading what="templates" failed={status === 'failed'} onRetry={retry} />
        ) : filtered.length === 0 ? (
          <EmptyState
            title="No templates found"
            hint="Try adjusting your search or category filter, or clear the filters to see every template."
            onClear={clearFilters}
          />
        ) : (
          <>
            {popular.length > 0 && (
              <TemplateGroup
                title="Popular Templates"
                icon={<Star className="size-5 text-amber-500" aria-hidden="true" />}
                templates={popular}
                onDetails={showDetails}
                onUse={(template) => void applyTemplate(template)}
                pendingId={pendingId}
              />
            )}
            <TemplateGroup
              title="All Templates"
              icon={<LayoutGrid className="size-5 text-brand" aria-hidden="true" />}
              templates={filtered}
              onDetails={showDetails}
              onUse={(template) => void applyTemplate(template)}
              pendingId={pendingId}
            />
          </>
        )}
      </div>

      <MountOnceRequested requested={details !== null}>
        <TemplateDetailsDialog
          template={details}
          onClose={() => setDetails(null)}
          onUse={(template) => void applyTemplate(template)}
          pending={pendingId !== null}
        />
      </MountOnceRequested>
    </PageContainer>
  );
}
