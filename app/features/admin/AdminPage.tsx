import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';

/** Admin Dashboard (placeholder until its feature issue lands). */
export function AdminPage() {
  return (
    <PageContainer>
      <PageHeader title="Admin Dashboard" description="Monitor site usage and user behavior" />
    </PageContainer>
  );
}
