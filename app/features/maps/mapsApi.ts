import { z } from 'zod';
import { mapHistorySchema, type MapHistory, type RestoreRequest } from '../../../shared/schemas/mapHistory';
import { spineMapSchema } from '../../../shared/schemas/spineMap';
import { apiFetch, getJson } from '../../api/client';
import { db } from '../../db/db';
import { adoptServerMap } from '../../sync/syncClient';
import { requestSyncSoon } from '../../sync/syncScheduler';
import { lazySchema } from '../../../shared/schemas/lazySchema';

// The owner's map calls outside sync (design §7 and issue 4): history, restore, snapshots, rotate.
// A reply that carries the map is stored at once; a sync round follows either way.

const wrappedMapSchema = lazySchema(() => z.object({ map: spineMapSchema }));

async function adoptReply(reply: unknown): Promise<void> {
  const direct = spineMapSchema.safeParse(reply);
  const wrapped = wrappedMapSchema.safeParse(reply);
  const map = direct.success ? direct.data : wrapped.success ? wrapped.data.map : null;
  if (map) await adoptServerMap(db, map);
  requestSyncSoon();
}

const base = (id: string) => `/api/spine-maps/${encodeURIComponent(id)}`;

/** Revisions, conflicts and snapshots of a map, newest first. */
export function fetchMapHistory(id: string): Promise<MapHistory> {
  return getJson(`${base(id)}/revisions`, mapHistorySchema);
}

/** Restores a whole earlier revision or one lost value. */
export async function restoreMap(id: string, request: RestoreRequest): Promise<void> {
  await adoptReply(await apiFetch(`${base(id)}/restore`, { method: 'POST', body: request }));
}

/** Names the map's current revision. */
export async function createSnapshot(id: string, name: string): Promise<void> {
  await apiFetch(`${base(id)}/snapshots`, { method: 'POST', body: { name } });
}

/** Gives the map a new share link; the old one stops working. */
export async function rotateShareLink(id: string): Promise<void> {
  await adoptReply(await apiFetch(`${base(id)}/rotate-share`, { method: 'POST' }));
}
