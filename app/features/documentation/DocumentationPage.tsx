import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';

/** Help &amp; Documentation (placeholder until its feature issue lands). */
export function DocumentationPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Help & Documentation"
        description="Everything you need to understand the Spine Model and get the most out of Spine Explorer."
      />
    </PageContainer>
  );
}
