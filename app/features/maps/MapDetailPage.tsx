import { getRouteApi } from '@tanstack/react-router';
import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';

const route = getRouteApi('/maps/$id');

/** One saved map in the editor (placeholder until the editor issue lands). */
export function MapDetailPage() {
  const { id } = route.useParams();
  return (
    <PageContainer>
      <PageHeader title="Edit Spine Map" description={`Map ${id}, saved on this device.`} />
    </PageContainer>
  );
}
