import { z } from 'zod';
import {
  spineMapContentSchema,
  spineMapSchema,
  type SpineMap,
  type SpineMapContent,
} from '../../../shared/schemas/spineMap';
import { lazySchema } from '../../../shared/schemas/lazySchema';

// JSON backup of one map or all maps (design §5.5: browsers may evict site data, so the user can
// keep a copy). The file is versioned; importing validates every map and says what is wrong.

/** The backup file's marker, so an unrelated JSON file is recognised as such. */
export const BACKUP_FORMAT = 'spine-explorer-maps';

/** A backup file. Maps keep their ids and server bookkeeping; import uses only their content. */
export const backupSchema = lazySchema(() =>
  z.object({
    format: z.literal(BACKUP_FORMAT),
    version: z.literal(1),
    exportedAt: z.iso.datetime({ offset: true }),
    maps: z.array(spineMapSchema.extend({ shareId: z.string() })),
  }),
);
export type Backup = z.infer<typeof backupSchema>;

/** Builds the backup file's text. */
export function exportBackup(maps: readonly SpineMap[], now = new Date()): string {
  const backup: Backup = {
    format: BACKUP_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    maps: [...maps],
  };
  return `${JSON.stringify(backup, null, 2)}\n`;
}

/** The file name of a backup: one map's title, or all maps with the date. */
export function backupFileName(maps: readonly SpineMap[], now = new Date()): string {
  if (maps.length === 1) return `${maps[0]!.title.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_spine_map.json`;
  return `spine_maps_${now.toISOString().slice(0, 10)}.json`;
}

/** A parsed backup: each map as saved, and its content alone. */
export type BackupImport =
  { ok: true; maps: { map: SpineMap; content: SpineMapContent }[] } | { ok: false; error: string };

function describe(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`)
    .join('; ');
}

/** Reads a backup file's text; anything else gets a clear reason (not JSON, not a backup, a bad map). */
export function parseBackup(text: string): BackupImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This file is not valid JSON.' };
  }
  const envelope = z
    .object({ format: z.literal(BACKUP_FORMAT) })
    .loose()
    .safeParse(data);
  if (!envelope.success) return { ok: false, error: 'This file is not a Spine Explorer maps backup.' };
  const backup = backupSchema.safeParse(data);
  if (!backup.success)
    return { ok: false, error: `The backup is damaged — ${describe(backup.error.issues)}` };
  const maps: { map: SpineMap; content: SpineMapContent }[] = [];
  for (const map of backup.data.maps) {
    if (map.deletedAt) continue;
    maps.push({ map, content: spineMapContentSchema.parse(map) });
  }
  return { ok: true, maps };
}
