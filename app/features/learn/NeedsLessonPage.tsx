import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';

/** Level 1: Needs (placeholder until its feature issue lands). */
export function NeedsLessonPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Level 1: Needs"
        description="Needs are the fundamental purpose your system exists to achieve."
      />
    </PageContainer>
  );
}
