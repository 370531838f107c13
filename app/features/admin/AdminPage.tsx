import * as Tabs from '@radix-ui/react-tabs';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { TIME_RANGE_IDS, TIME_RANGES, type TimeRange } from '../../../shared/schemas/analytics';
import { buttonClasses } from '../../ui/buttonClasses';
import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { exportHref } from './adminApi';
import { AdminsOnly } from './AdminsOnly';
import { HistoryTab } from './HistoryTab';
import { PasswordResetCard } from './PasswordResetCard';
import { OverviewTab } from './OverviewTab';
import { PageViewsTable, TemplatesTable, UserActionsTable } from './StatTables';
import { SummaryCards } from './SummaryCards';
import { useAdminData } from './useAdminData';

const TABS = [
  ['overview', 'Overview'],
  ['pages', 'Page Views'],
  ['actions', 'User Actions'],
  ['templates', 'Templates'],
  ['history', 'Spine Map History'],
] as const;

function RangeSelect({ value, onChange }: { value: TimeRange; onChange: (range: TimeRange) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Time range
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as TimeRange)}
        className="h-10 rounded-lg border border-line bg-surface px-3 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-brand"
      >
        {TIME_RANGE_IDS.map((range) => (
          <option key={range} value={range}>
            {TIME_RANGES[range]}
          </option>
        ))}
      </select>
    </div>
  );
}

function LoadingTabs() {
  return (
    <div className="mt-8 space-y-4" aria-hidden="true">
      <Skeleton className="h-10 w-full max-w-xl" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-80 w-full" />
        <Skeleton className="h-80 w-full" />
      </div>
    </div>
  );
}

/** Admin Dashboard (spec §2): usage figures for a time range, five tabs and a CSV export. */
export function AdminPage() {
  const [range, setRange] = useState<TimeRange>('7d');
  const { dashboard, history } = useAdminData(range);
  const loading = dashboard.status === 'loading';
  const denied = dashboard.status === 'denied';
  const data = dashboard.status === 'ready' ? dashboard.data : null;

  return (
    <PageContainer>
      <PageHeader
        title="Admin Dashboard"
        description="Monitor site usage and user behavior"
        actions={
          denied ? undefined : (
            <>
              <RangeSelect value={range} onChange={setRange} />
              <a href={exportHref(range)} download className={buttonClasses({ variant: 'outline' })}>
                <Download aria-hidden="true" />
                Export Data
              </a>
            </>
          )
        }
      />
      {denied ? (
        <AdminsOnly />
      ) : (
        <div className="mt-8" aria-busy={loading}>
          {dashboard.status === 'error' && (
            <p
              role="alert"
              className="mb-6 rounded-lg border border-red-200 bg-danger-soft p-3 text-sm text-danger"
            >
              {dashboard.message}
            </p>
          )}
          <SummaryCards summary={data?.summary ?? null} loading={loading} />
          {loading ? (
            <LoadingTabs />
          ) : (
            <Tabs.Root defaultValue="overview" className="mt-8">
              <Tabs.List
                aria-label="Dashboard sections"
                className="flex max-w-full gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1 [scrollbar-width:thin]"
              >
                {TABS.map(([value, label]) => (
                  <Tabs.Trigger
                    key={value}
                    value={value}
                    // Arrow keys move focus along the row, but the row does not always scroll to it on a phone.
                    onFocus={(event) =>
                      event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })
                    }
                    className="rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm"
                  >
                    {label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Tabs.Content value="overview" className="mt-6">
                <OverviewTab
                  pageViews={data?.pageViews ?? []}
                  userActions={data?.userActions ?? []}
                  recentActions={data?.summary.recentActions ?? []}
                />
              </Tabs.Content>
              <Tabs.Content value="pages" className="mt-6">
                <PageViewsTable stats={data?.pageViews ?? []} />
              </Tabs.Content>
              <Tabs.Content value="actions" className="mt-6">
                <UserActionsTable stats={data?.userActions ?? []} />
              </Tabs.Content>
              <Tabs.Content value="templates" className="mt-6">
                <TemplatesTable stats={data?.templates ?? []} />
              </Tabs.Content>
              <Tabs.Content value="history" className="mt-6">
                <HistoryTab history={history} />
              </Tabs.Content>
            </Tabs.Root>
          )}
          <PasswordResetCard />
        </div>
      )}
    </PageContainer>
  );
}
