import { importMarkdown } from '../../../shared/markdown';
import { db } from '../../db/db';
import { parseBackup } from './backup';
import { saveNewMap } from '../../sync/mapWriter';

/** The outcome of importing one file: the new maps' ids, or why nothing was imported. */
export type ImportResult = { ok: true; ids: string[]; skipped: number } | { ok: false; error: string };

/**
 * Imports a picked file: markdown (spec §7 export) becomes one new map; a JSON backup restores
 * every map not already on this device.
 */
export async function importMapFile(name: string, text: string): Promise<ImportResult> {
  if (/\.json$/i.test(name) || text.trimStart().startsWith('{')) {
    const backup = parseBackup(text);
    if (!backup.ok) return backup;
    const ids: string[] = [];
    let skipped = 0;
    for (const { map, content } of backup.maps) {
      if (await db.maps.get(map.id)) {
        skipped += 1;
        continue;
      }
      // A map the server knows comes back as the server's copy (sync brings it up to date);
      // one that never synced is a new local map again, with its create queued.
      const synced = map.rev > 0 && map.shareId !== '';
      ids.push(await saveNewMap(content, synced ? { serverMap: map } : { id: map.id }));
    }
    return { ok: true, ids, skipped };
  }
  const parsed = importMarkdown(text);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  return { ok: true, ids: [await saveNewMap(parsed.map)], skipped: 0 };
}
