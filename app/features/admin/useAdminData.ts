import { useEffect, useState } from 'react';
import type { TimeRange } from '../../../shared/schemas/analytics';
import type { HistoryEntry } from '../../../shared/schemas/history';
import { ApiError } from '../../api/client';
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
  return { status: 'error', message: error instanceof Error ? error.message : String(error) };
}

function useLoad<T>(
  range: TimeRange,
  load: (range: TimeRange, signal: AbortSignal) => Promise<T>,
): Loadable<T> {
  const [state, setState] = useState<{ range: TimeRange; value: Loadable<T> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    load(range, controller.signal).then(
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
