import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';

/** Organizational Archetypes (placeholder until its feature issue lands). */
export function ArchetypesPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Organizational Archetypes"
        description="Guides to common ways of working, mapped onto the five levels."
      />
    </PageContainer>
  );
}
