import { getRouteApi } from '@tanstack/react-router';
import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';

const route = getRouteApi('/generator');

/** The generator (placeholder until the generator issue lands). */
export function GeneratorPage() {
  const { refine } = route.useSearch();
  return (
    <PageContainer>
      <PageHeader
        title="Create Your Spine Map"
        description={
          refine
            ? 'Refine your existing spine map.'
            : 'Describe your system boundary and get a draft spine map to refine with your team.'
        }
      />
    </PageContainer>
  );
}
