import { MAP_LIMITS } from '../../../shared/schemas/spineMap';
import type { SpineDb } from '../../db/db';
import type { RejectedChangeRow } from '../../db/rows';
import { discardRejected } from '../../sync/rejectedChanges';
import type { MapWriter } from '../../sync/mapWriter';

const COPY_SUFFIX = ' (my copy)';

/** The title of a saved copy: the map's title with ' (my copy)', within the title limit. */
export function copyTitle(title: string): string {
  return `${title.slice(0, MAP_LIMITS.title - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

/**
 * 'Save as a new map': the refused changes become a new map of the user's own, private (it holds
 * a team's content), queued for sync; the refused row is then forgotten. Returns the new map's id.
 */
export async function saveRejectedAsNewMap(
  database: SpineDb,
  store: Pick<MapWriter, 'saveNewMap'>,
  row: RejectedChangeRow,
): Promise<string> {
  const id = await store.saveNewMap({
    ...row.content,
    title: copyTitle(row.content.title),
    visibility: 'private',
  });
  await discardRejected(database, row.mapId);
  return id;
}
