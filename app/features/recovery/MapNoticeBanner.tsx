import { useLiveQuery } from 'dexie-react-hooks';
import { ArchiveRestore, Info, X } from 'lucide-react';
import { db, inTransaction, type SpineTables } from '../../db/db';
import type { LocalMap } from '../../db/rows';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { mayTrash, purgeDate, restoreFromTrash } from './useTrash';

const DISMISSED_KEY = 'dismissedNotices';

async function dismissed(tables: SpineTables = db): Promise<string[]> {
  const row = await tables.meta.get(DISMISSED_KEY);
  return Array.isArray(row?.value) ? (row.value as string[]) : [];
}

async function dismiss(key: string): Promise<void> {
  await inTransaction(db, 'rw', ['meta'], async (tx) => {
    await tx.meta.put({ key: DISMISSED_KEY, value: [...(await dismissed(tx)), key].slice(-100) });
  });
}

/** "Ann deleted this map; Bob edited it meanwhile, so it was restored." */
export function restoredText(notice: NonNullable<LocalMap['notice']>): string {
  const deleter = notice.deletedBy ?? 'Someone';
  const editors = notice.editedBy.length > 0 ? notice.editedBy.join(', ') : 'someone';
  return `${deleter} deleted this map; ${editors} edited it meanwhile, so it was restored.`;
}

/**
 * What the editor says about a map's Trash state: a map in Trash offers Restore; a map brought back
 * because someone edited it without having seen the delete says so until dismissed on this device.
 */
export function MapNoticeBanner({ map, className }: { map: LocalMap; className?: string }) {
  const notice = map.notice;
  const key = notice ? `${map.id}:${notice.rev}` : '';
  const hidden = useLiveQuery(async () => (key ? (await dismissed()).includes(key) : true), [key]);
  if (map.deletedAt) {
    return (
      <section aria-label="In Trash" className={cn('no-print flex flex-wrap items-center gap-3 rounded-card border border-amber-200 bg-amber-50 p-4 text-amber-900', className)}>
        <p className="min-w-0 flex-1 text-sm">
          This map is in Trash. It will be deleted for good on {purgeDate(map.deletedAt)} unless it is restored.
        </p>
        {mayTrash(map) && (
          <Button size="sm" onClick={() => void restoreFromTrash(map)}>
            <ArchiveRestore aria-hidden="true" /> Restore
          </Button>
        )}
      </section>
    );
  }
  if (!notice || notice.kind !== 'restoredAfterEdit' || hidden !== false) return null;
  return (
    <section aria-label="Restored" className={cn('no-print flex items-start gap-3 rounded-card border border-sky-200 bg-sky-50 p-4 text-sky-900', className)}>
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1 text-sm">{restoredText(notice)}</p>
      <Button size="icon" variant="ghost" aria-label="Dismiss this notice" onClick={() => void dismiss(key)}>
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}
