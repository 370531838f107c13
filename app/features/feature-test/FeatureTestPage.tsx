import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';
import { currentFeatureFlags, currentLocation, onHostingPlatform } from '../flags/currentFlags';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b border-line py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="text-sm break-all text-ink sm:text-right">{children}</dd>
    </div>
  );
}

function Status({ on, onText, offText }: { on: boolean; onText: string; offText: string }) {
  return (
    <Badge variant={on ? 'success' : 'secondary'}>
      {on ? (
        <CheckCircle2 className="size-3.5" aria-hidden="true" />
      ) : (
        <XCircle className="size-3.5" aria-hidden="true" />
      )}
      {on ? onText : offText}
    </Badge>
  );
}

/** Shows where the app runs and how the feature flags resolve there (spec §2 Feature test). */
export function FeatureTestPage() {
  const { hostname, href } = currentLocation();
  const platform = onHostingPlatform();
  const flags = currentFeatureFlags();
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title="Feature Flag Test" description="How the feature flags resolve on this host." />
      <div className="mt-8 grid gap-6">
        <Card>
          <Card.Header>
            <Card.Title as="h2">Environment</Card.Title>
          </Card.Header>
          <Card.Content>
            <dl>
              <Row label="Hostname">{hostname}</Row>
              <Row label="Full URL">{href}</Row>
              <Row label="Hosting platform">{platform ? 'Yes' : 'No'}</Row>
            </dl>
          </Card.Content>
        </Card>
        <Card>
          <Card.Header>
            <Card.Title as="h2">Feature flags</Card.Title>
          </Card.Header>
          <Card.Content>
            <dl>
              <Row label="Spine Explorer branding">
                <Status on={flags.showSpineExplorerBranding} onText="Shown" offText="Hidden" />
              </Row>
              <Row label="Advanced Analytics">
                <Status on={flags.enableAdvancedAnalytics} onText="Enabled" offText="Disabled" />
              </Row>
              <Row label="Experimental Features">
                <Status on={flags.enableExperimentalFeatures} onText="Enabled" offText="Disabled" />
              </Row>
            </dl>
          </Card.Content>
        </Card>
      </div>
    </PageContainer>
  );
}
