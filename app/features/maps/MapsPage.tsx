import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';

/** My Maps (placeholder until its feature issue lands). */
export function MapsPage() {
  return (
    <PageContainer>
      <PageHeader title="My Maps" description="The spine maps saved on this device." />
    </PageContainer>
  );
}
