import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';

/** Template Library (placeholder until its feature issue lands). */
export function TemplatesPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Template Library"
        description="Start from a ready-made spine map and adapt it to your team."
      />
    </PageContainer>
  );
}
