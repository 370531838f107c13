import { useEffect, useState } from 'react';
import { spineMapSchema, type SpineMap } from '../../../shared/schemas/spineMap';
import { ApiError, getJson } from '../../api/client';
import { errorText } from '../../api/networkError';
import { db } from '../../db/db';
import { useInitialData } from '../../prerender/initialData';
import { accountMap } from '../../sync/deviceAccount';

/**
 * The device's own copy of a shared map: one of the user's maps or a cached catalogue map. Used only
 * when the server cannot be reached, so example cards and your own links still open offline.
 */
async function deviceCopy(shareId: string): Promise<SpineMap | null> {
  const found = await db.maps.where('shareId').equals(shareId).first();
  const own = found ? await accountMap(db, found.id) : null;
  if (own && !own.deletedAt) return own;
  return (await db.examples.filter((map) => map.shareId === shareId).first()) ?? null;
}

/** The share page's load state (spec §4): loading, an error message, or the map (null = no data). */
export type SharedMapState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; map: SpineMap | null };

/** The map the server rendered this page with (its HTML and the hydration start from it), if it is this one. */
function inlinedMap(sharedMap: unknown, shareId: string | undefined): SpineMap | null {
  if (!shareId || sharedMap === undefined) return null;
  const parsed = spineMapSchema.safeParse(sharedMap);
  return parsed.success && parsed.data.shareId === shareId ? parsed.data : null;
}

/** True when two parsed maps say the same (both parsed by one schema, so their keys come in one order). */
function sameMap(a: SpineMap | null, b: SpineMap | null): boolean {
  return a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * Loads GET /api/spine-maps/share/{shareId} once per share id; not retried (spec §7). Offline, the
 * device's copy. A page the server rendered with the map starts from that map (no loading state),
 * and the request still runs: its answer carries the caller's role.
 */
export function useSharedMap(shareId: string | undefined): SharedMapState {
  const { sharedMap } = useInitialData();
  const [state, setState] = useState<{ key: string | undefined; value: SharedMapState }>(() => {
    const map = inlinedMap(sharedMap, shareId);
    return { key: shareId, value: map ? { status: 'done', map } : { status: 'loading' } };
  });
  if (state.key !== shareId) setState({ key: shareId, value: { status: 'loading' } });

  useEffect(() => {
    if (!shareId) return;
    const controller = new AbortController();
    getJson(`/api/spine-maps/share/${encodeURIComponent(shareId)}`, spineMapSchema.nullable(), {
      signal: controller.signal,
    })
      // The same map the page was rendered with keeps its state object: a new one would render the
      // whole spine again for nothing, a long task on a phone (issue 17). A role or a newer edit differs.
      .then((map) =>
        setState((current) =>
          current.key === shareId && current.value.status === 'done' && sameMap(current.value.map, map)
            ? current
            : { key: shareId, value: { status: 'done', map } },
        ),
      )
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return;
        // The map the page was rendered with stays on screen when only the network failed.
        if (!(error instanceof ApiError) && inlinedMap(sharedMap, shareId)) return;
        // A server answer (403, 404, …) is final; only a network failure falls back to the device.
        const local = error instanceof ApiError ? null : await deviceCopy(shareId).catch(() => null);
        if (controller.signal.aborted) return;
        if (local) return setState({ key: shareId, value: { status: 'done', map: local } });
        // Offline with no copy on this device: say so in words, not "Failed to fetch".
        const message = errorText(error, 'Opening a shared map that is not on this device');
        setState({ key: shareId, value: { status: 'error', message } });
      });
    return () => controller.abort();
  }, [shareId, sharedMap]);

  return state.value;
}

/** Which error screen a message gets (spec §8, matched on the message text). */
export function shareErrorKind(message: string): 'access' | 'notFound' | 'other' {
  if (message.includes('403') || message.includes('Access denied')) return 'access';
  if (message.includes('404') || message.includes('not found')) return 'notFound';
  return 'other';
}
