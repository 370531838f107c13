import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';

/** Shared Spine Map (placeholder until its feature issue lands). */
export function SharePage() {
  return (
    <PageContainer>
      <PageHeader title="Shared Spine Map" description="A spine map someone shared with you." />
    </PageContainer>
  );
}
