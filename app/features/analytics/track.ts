import { hasLocalData } from '../../db/localData';
import { captureAllowed } from './privacy';

/** The actions the app records (ids, never free text). Other features call `track(action)`. */
export type TrackedAction =
  | 'generate'
  | 'refine'
  | 'export'
  | 'share'
  | 'use_template'
  | 'view_template_details'
  | 'feedback'
  | 'chat'
  | 'create_map'
  | 'edit_map'
  | 'install_app';

/** What was captured, before it becomes a stored event (page, session and id are added then). */
export type CapturedEvent =
  | { kind: 'page_view'; path: string; at: string }
  | { kind: 'action'; action: TrackedAction; path: string; at: string }
  | { kind: 'template_view' | 'template_use'; templateId: string; path: string; at: string };

function record(events: CapturedEvent[]): void {
  if (!captureAllowed()) return;
  // A device with local data queues in Dexie (kept across reloads while offline); one without, a
  // first visit, queues in memory and sends directly, loading neither Dexie nor zod (design §10).
  // Either loads on first use, outside the first paint.
  if (hasLocalData()) {
    void import('./analyticsQueue').then(({ recordEvents }) => recordEvents(events)).catch(() => undefined);
    return;
  }
  void Promise.all([import('./buildEvents'), import('./directQueue')])
    .then(([{ buildAnalyticsEvents }, { queueDirect }]) => queueDirect(buildAnalyticsEvents(events)))
    .catch(() => undefined);
}

/**
 * Records a user action for the admin dashboard: `track('export')`. With a templateId,
 * 'use_template' and 'view_template_details' also count as a template use or view. Cheap, never
 * throws, and does nothing when the browser sends Do Not Track or Global Privacy Control.
 */
export function track(action: TrackedAction, props: { templateId?: string } = {}): void {
  const path = typeof location === 'undefined' ? '/' : location.pathname;
  const at = new Date().toISOString();
  const events: CapturedEvent[] = [{ kind: 'action', action, path, at }];
  if (props.templateId && (action === 'use_template' || action === 'view_template_details')) {
    const kind = action === 'use_template' ? 'template_use' : 'template_view';
    events.push({ kind, templateId: props.templateId, path, at });
  }
  record(events);
}

/** Records a page view of `path` (the router subscription in startAnalytics calls it). */
export function trackPageView(path: string): void {
  record([{ kind: 'page_view', path, at: new Date().toISOString() }]);
}
