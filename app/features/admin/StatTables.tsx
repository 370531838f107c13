import type { ReactNode } from 'react';
import type { PageViewStat, TemplateStat, UserActionStat } from '../../../shared/schemas/analytics';
import { Card } from '../../ui/Card';
import { formatCount, formatLastUsed, percentOf } from './adminFormat';

function StatTable({
  title,
  headers,
  rows,
  empty,
}: {
  title: string;
  headers: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  return (
    <Card>
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Content className="overflow-x-auto">
        {rows.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted">{empty}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line text-muted">
                {headers.map((header, index) => (
                  <th
                    key={header}
                    scope="col"
                    className={`py-2 font-medium ${index > 0 ? 'text-right' : ''}`}
                  >
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((cells, rowIndex) => (
                <tr key={rowIndex} className="border-b border-line last:border-b-0">
                  {cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="py-2 font-medium break-all">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="py-2 text-right tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card.Content>
    </Card>
  );
}

/** Page Views tab: page, views and share of all views to 1 decimal. */
export function PageViewsTable({ stats }: { stats: PageViewStat[] }) {
  const total = stats.reduce((sum, stat) => sum + stat.count, 0);
  return (
    <StatTable
      title="Page Views"
      headers={['Page', 'Views', 'Percentage']}
      rows={stats.map((stat) => [stat.page, formatCount(stat.count), percentOf(stat.count, total)])}
      empty="No page views in this period."
    />
  );
}

/** User Actions tab: action, count and share of all actions to 1 decimal. */
export function UserActionsTable({ stats }: { stats: UserActionStat[] }) {
  const total = stats.reduce((sum, stat) => sum + stat.count, 0);
  return (
    <StatTable
      title="User Actions"
      headers={['Action', 'Count', 'Percentage']}
      rows={stats.map((stat) => [stat.action, formatCount(stat.count), percentOf(stat.count, total)])}
      empty="No user actions in this period."
    />
  );
}

/** Templates tab: Template ID, Uses, Views, Last Used (a date or 'Never'). */
export function TemplatesTable({ stats }: { stats: TemplateStat[] }) {
  return (
    <StatTable
      title="Template Usage"
      headers={['Template ID', 'Uses', 'Views', 'Last Used']}
      rows={stats.map((stat) => [
        stat.templateId,
        formatCount(stat.uses),
        formatCount(stat.views),
        formatLastUsed(stat.lastUsed),
      ])}
      empty="No template activity in this period."
    />
  );
}
