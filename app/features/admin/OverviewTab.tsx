import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { PageViewStat, RecentAction, UserActionStat } from '../../../shared/schemas/analytics';
import { Card } from '../../ui/Card';
import { formatDateTime, pieColor, pieLabel, viewsByRoute } from './adminFormat';

function Empty({ text }: { text: string }) {
  return <p className="py-10 text-center text-sm text-muted">{text}</p>;
}

/** Overview: 'Popular Pages' bar chart, 'User Actions' pie chart and 'Recent Activity' (spec §2). */
export function OverviewTab({
  pageViews,
  userActions,
  recentActions,
}: {
  pageViews: PageViewStat[];
  userActions: UserActionStat[];
  recentActions: RecentAction[];
}) {
  const routes = viewsByRoute(pageViews);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <Card.Header>
          <Card.Title as="h2">Popular Pages</Card.Title>
        </Card.Header>
        <Card.Content>
          {pageViews.length === 0 ? (
            <Empty text="No page views in this period." />
          ) : (
            // Horizontal bars: route labels read left to right on a phone instead of overlapping.
            <div
              className="w-full"
              style={{ height: routes.length * 36 + 40 }}
              role="img"
              aria-label={`Bar chart of page views per route: ${routes.map((row) => `${row.route} ${row.count}`).join(', ')}`}
            >
              <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 288 }}>
                <BarChart data={routes} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
                  <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                  <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
                  <YAxis type="category" dataKey="route" width={124} interval={0} tick={{ fontSize: 12 }} />
                  <Tooltip />
                  <Bar dataKey="count" name="Views" fill="#4f46e5" radius={[0, 4, 4, 0]} />
                </BarChart>
              </ResponsiveContainer>
            </div>
          )}
        </Card.Content>
      </Card>
      <Card>
        <Card.Header>
          <Card.Title as="h2">User Actions</Card.Title>
        </Card.Header>
        <Card.Content>
          {userActions.length === 0 ? (
            <Empty text="No user actions in this period." />
          ) : (
            <div className="h-72" role="img" aria-label="Pie chart of user actions">
              <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height: 288 }}>
                <PieChart>
                  <Pie
                    data={userActions}
                    dataKey="count"
                    nameKey="action"
                    outerRadius="70%"
                    label={({ name, percent }: { name?: string; percent?: number }) =>
                      pieLabel(String(name ?? ''), percent ?? 0)
                    }
                  >
                    {userActions.map((entry, index) => (
                      <Cell key={entry.action} fill={pieColor(index)} />
                    ))}
                  </Pie>
                  <Tooltip />
                </PieChart>
              </ResponsiveContainer>
            </div>
          )}
        </Card.Content>
      </Card>
      <Card className="lg:col-span-2">
        <Card.Header>
          <Card.Title as="h2">Recent Activity</Card.Title>
        </Card.Header>
        <Card.Content>
          {recentActions.length === 0 ? (
            <Empty text="No recent activity." />
          ) : (
            <ul className="divide-y divide-line" aria-label="Recent activity">
              {recentActions.slice(0, 10).map((item, index) => (
                <li
                  key={`${item.createdAt}-${index}`}
                  className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div>
                    <p className="font-medium">{item.action}</p>
                    <p className="text-sm text-muted">{item.page}</p>
                  </div>
                  <time dateTime={item.createdAt} className="text-sm text-muted tabular-nums">
                    {formatDateTime(item.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </Card.Content>
      </Card>
    </div>
  );
}
