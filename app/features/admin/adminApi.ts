import { z } from 'zod';
import { getJson } from '../../api/client';
import { issuedPasswordResetSchema, type IssuedPasswordReset } from '../../../shared/schemas/auth';
import {
  analyticsSummarySchema,
  pageViewStatSchema,
  templateStatSchema,
  userActionStatSchema,
  type AnalyticsSummary,
  type PageViewStat,
  type TemplateStat,
  type TimeRange,
  type UserActionStat,
} from '../../../shared/schemas/analytics';
import { historyEntrySchema, type HistoryEntry } from '../../../shared/schemas/history';

/** Everything the dashboard shows for one range, except the history (loaded on its own). */
export type DashboardData = {
  summary: AnalyticsSummary;
  pageViews: PageViewStat[];
  userActions: UserActionStat[];
  templates: TemplateStat[];
};

const query = (range: TimeRange) => `?range=${encodeURIComponent(range)}`;

/** Loads the summary and the three tables for `range` in parallel. */
export async function loadDashboard(range: TimeRange, signal?: AbortSignal): Promise<DashboardData> {
  const [summary, pageViews, userActions, templates] = await Promise.all([
    getJson(`/api/admin/analytics${query(range)}`, analyticsSummarySchema, { signal }),
    getJson(`/api/admin/page-views${query(range)}`, z.array(pageViewStatSchema), { signal }),
    getJson(`/api/admin/user-actions${query(range)}`, z.array(userActionStatSchema), { signal }),
    getJson(`/api/admin/template-stats${query(range)}`, z.array(templateStatSchema), { signal }),
  ]);
  return { summary, pageViews, userActions, templates };
}

/** Loads the spine map history for `range`, newest first. */
export function loadHistory(range: TimeRange, signal?: AbortSignal): Promise<HistoryEntry[]> {
  return getJson(`/api/admin/spine-map-history${query(range)}`, z.array(historyEntrySchema), { signal });
}

/** The CSV download of the range's events. */
export function exportHref(range: TimeRange): string {
  return `/api/admin/export.csv${query(range)}`;
}

/** Where the 'Admins only' state's Log In button goes. */
export const ADMIN_LOGIN_HREF = `/api/login?returnTo=${encodeURIComponent('/admin')}`;

/** Issues a one-time password reset link for an account (issue 18); 404 when no account has the e-mail. */
export function issuePasswordReset(email: string): Promise<IssuedPasswordReset> {
  return getJson('/api/admin/password-resets', issuedPasswordResetSchema, {
    method: 'POST',
    body: { email },
  });
}
