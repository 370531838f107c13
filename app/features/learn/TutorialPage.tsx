import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';

/** Learn the Spine Model (placeholder until its feature issue lands). */
export function TutorialPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Learn the Spine Model"
        description="Work through four short steps to understand the five levels and how they fit together."
      />
    </PageContainer>
  );
}
