import { useLiveQuery } from 'dexie-react-hooks';
import { ArchiveRestore, Trash2, X } from 'lucide-react';
import { db } from '../../db/db';
import { accountMaps } from '../../sync/deviceAccount';
import { dismissTrashNotice, readTrashNotices, type TrashNotice } from '../../sync/trashNotices';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { mayTrash, purgeDate, restoreFromTrash, TRASH_DAYS } from './useTrash';

/** Who moved a map to Trash, and whose changes they had not seen, in one sentence. */
export function trashNoticeText(notice: Pick<TrashNotice, 'title' | 'deletedBy' | 'editedBy'>): string {
  const who = notice.deletedBy ?? 'Another member';
  const unseen = notice.editedBy.length > 0 ? ` It had changes by ${notice.editedBy.join(', ')} that ${who} had not seen; they are kept.` : '';
  return `${who} moved “${notice.title}” to Trash.${unseen}`;
}

/** Maps someone else moved to Trash: told once each, with Restore one click away. */
function TrashNotices() {
  const notices = useLiveQuery(() => readTrashNotices(db));
  const maps = useLiveQuery(() => accountMaps(db));
  if (!notices?.length || !maps) return null;
  const inTrash = new Map(maps.filter((map) => map.deletedAt).map((map) => [map.id, map]));
  const shown = notices.filter((notice) => inTrash.has(notice.mapId));
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Maps moved to Trash by others" className="flex flex-col gap-2">
      {shown.map((notice) => {
        const map = inTrash.get(notice.mapId)!;
        return (
          <li key={notice.mapId} className="flex flex-wrap items-center gap-3 rounded-card border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <p className="min-w-0 flex-1">{trashNoticeText(notice)}</p>
            {mayTrash(map) && (
              <Button size="sm" variant="outline" onClick={() => void restoreFromTrash(map).then(() => dismissTrashNotice(db, map.id))}>
                <ArchiveRestore aria-hidden="true" /> Restore
              </Button>
            )}
            <Button size="icon" variant="ghost" aria-label={`Dismiss the notice about “${notice.title}”`} onClick={() => void dismissTrashNotice(db, notice.mapId)}>
              <X aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** The Trash on My maps: maps deleted in the last 30 days, each restorable with everything in it. */
export function TrashSection({ className }: { className?: string }) {
  const trashed = useLiveQuery(async () =>
    (await accountMaps(db)).filter((map) => map.deletedAt).sort((a, b) => (b.deletedAt ?? '').localeCompare(a.deletedAt ?? '')),
  );
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <TrashNotices />
      {trashed && trashed.length > 0 && (
        <details className="rounded-card border border-line bg-surface p-4">
          <summary id="trash-heading" className="flex cursor-pointer items-center gap-2 font-semibold">
            <Trash2 className="size-4" aria-hidden="true" /> Trash ({trashed.length})
          </summary>
          <p className="mt-2 text-sm text-muted">Deleted maps are kept here for {TRASH_DAYS} days, then deleted for good.</p>
          <ul className="mt-3 flex flex-col gap-2">
            {trashed.map((map) => (
              <li key={map.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-line p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{map.title}</p>
                  <p className="text-xs text-muted">Deleted for good on {purgeDate(map.deletedAt!)}</p>
                </div>
                {mayTrash(map) ? (
                  <Button size="sm" variant="outline" onClick={() => void restoreFromTrash(map)}>
                    <ArchiveRestore aria-hidden="true" /> Restore
                  </Button>
                ) : (
                  <p className="text-xs text-muted">Only the owner can restore it.</p>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
