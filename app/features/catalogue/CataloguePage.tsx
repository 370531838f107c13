import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';

/** Example Library (placeholder until its feature issue lands). */
export function CataloguePage() {
  return (
    <PageContainer>
      <PageHeader
        title="Example Library"
        description="Browse spine maps from teams across industries for inspiration."
      />
    </PageContainer>
  );
}
