import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '../../ui/buttonClasses';
import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';

const route = getRouteApi('/archetypes/$id');

/** One archetype guide (placeholder until the archetypes issue lands). */
export function ArchetypeDetailPage() {
  const { id } = route.useParams();
  return (
    <PageContainer>
      <Link
        to="/archetypes"
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'mb-6 -ml-3' })}
      >
        <ArrowLeft aria-hidden="true" />
        Back to Archetypes
      </Link>
      <PageHeader
        title={`Archetype: ${id}`}
        description="How this way of working maps onto the five levels."
      />
    </PageContainer>
  );
}
