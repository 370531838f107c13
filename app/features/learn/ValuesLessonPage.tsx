import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';

/** Level 2: Values (placeholder until its feature issue lands). */
export function ValuesLessonPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Level 2: Values"
        description="Values are what you optimise for to meet your needs more effectively."
      />
    </PageContainer>
  );
}
