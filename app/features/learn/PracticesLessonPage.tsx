import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';

/** Level 4: Practices (placeholder until its feature issue lands). */
export function PracticesLessonPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Level 4: Practices"
        description="Practices are the activities you do to apply your principles in context."
      />
    </PageContainer>
  );
}
