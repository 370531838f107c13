import { useEffect, useState } from 'react';
import type { TimeRange } from '../../../shared/schemas/analytics';
import type { HistoryEntry } from '../../../shared/schemas/history';
import { ApiError } from '../../api/client';
import { errorText } from '../../api/networkError';
import { loadCurrentUser } from '../auth/currentUser';
import { loadDashboard, loadHistory, type DashboardData } from './adminApi';

/** A load's outcome: loading, the data, 'denied' (401/403: not an admin) or an error message. */
export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'denied' }
  | { status: 'error'; message: string };

function failure(error: unknown): Loadable<never> {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403))
    return { status: 'denied' };
  return { status: 'error', message: errorText(error, 'The admin dashboard') };
}

/** Not logged in (or not an admin): the dashboard is denied without asking the admin API (no 401s). */
const NOT_AN_ADMIN = new ApiError(403, 'Admins only', 'Forbidden');

function useLoad<T>(
  range: TimeRange,
  load: (range: TimeRange, signal: AbortSignal) => Promise<T>,
): Loadable<T> {
  const [state, setState] = useState<{ range: TimeRange; value: Loadable<T> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    loadCurrentUser()
      .then((user) => (user?.isAdmin ? load(range, controller.signal) : Promise.reject(NOT_AN_ADMIN)))
      .then(
        (data) => !controller.signal.aborted && setState({ range, value: { status: 'ready', data } }),
        (error: unknown) => !controller.signal.aborted && setState({ range, value: failure(error) }),
      );
    return () => controller.abort();
  }, [range, load]);
  // A result for another range is stale: show loading until this range's answer arrives.
  return state && state.range === range ? state.value : { status: 'loading' };
}

/** The dashboard's data for `range`, refetched whenever the range changes (no retries, spec §7). */
export function useAdminData(range: TimeRange): {
  dashboard: Loadable<DashboardData>;
  history: Loadable<HistoryEntry[]>;
} {
  return { dashboard: useLoad(range, loadDashboard), history: useLoad(range, loadHistory) };
}
