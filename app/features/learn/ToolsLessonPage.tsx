import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';

/** Level 5: Tools (placeholder until its feature issue lands). */
export function ToolsLessonPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Level 5: Tools"
        description="Tools are what you use to apply your practices more efficiently."
      />
    </PageContainer>
  );
}
