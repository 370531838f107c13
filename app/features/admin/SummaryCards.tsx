import { Activity, Eye, LayoutTemplate, Network } from 'lucide-react';
import type { AnalyticsSummary } from '../../../shared/schemas/analytics';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { formatCount } from './adminFormat';

const CARDS = [
  { key: 'totalSessions', label: 'Total Sessions', Icon: Activity },
  { key: 'totalPageViews', label: 'Page Views', Icon: Eye },
  { key: 'totalSpineMaps', label: 'Spine Maps Created', Icon: Network },
  { key: 'totalTemplateUses', label: 'Template Uses', Icon: LayoutTemplate },
] as const;

/** The four summary figures (0 until loaded), or skeletons while loading. */
export function SummaryCards({ summary, loading }: { summary: AnalyticsSummary | null; loading: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {CARDS.map(({ key, label, Icon }) => (
        <Card key={key}>
          <Card.Content className="pt-5 sm:pt-6">
            <div className="flex items-center justify-between">
              <h2 className="text-sm font-medium text-muted">{label}</h2>
              <Icon className="size-4 text-muted" aria-hidden="true" />
            </div>
            {loading ? (
              <Skeleton className="mt-3 h-8 w-24" />
            ) : (
              <p className="mt-2 text-3xl font-bold tabular-nums" data-testid={key}>
                {formatCount(summary?.[key] ?? 0)}
              </p>
            )}
          </Card.Content>
        </Card>
      ))}
    </div>
  );
}
