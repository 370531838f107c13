import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';

/** Level 3: Principles (placeholder until its feature issue lands). */
export function PrinciplesLessonPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Level 3: Principles"
        description="Principles are the systemic levers you use to get more of what you value."
      />
    </PageContainer>
  );
}
