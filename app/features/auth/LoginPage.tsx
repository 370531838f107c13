import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';

/** Log In (placeholder until its feature issue lands). */
export function LoginPage() {
  return (
    <PageContainer>
      <PageHeader title="Log In" description="Log in to sync your maps across devices and share them." />
    </PageContainer>
  );
}
