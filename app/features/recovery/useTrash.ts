import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { can } from '../../../shared/permissions';
import type { LocalMap } from '../../db/rows';
import { deviceRole } from '../../sync/deviceAccount';
import { deleteMap, restoreMap } from '../../sync/mapWriter';
import { toast } from '../../ui/toastStore';

/** How long a map stays in Trash before it is deleted for good (the server purges it then). */
export const TRASH_DAYS = 30;

/** The day a map in Trash will be deleted for good, in the visitor's locale. */
export function purgeDate(deletedAt: string): string {
  const date = new Date(new Date(deletedAt).getTime() + TRASH_DAYS * 24 * 60 * 60 * 1000);
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** Whether the device account may move this map to Trash or bring it back (the owner). */
export function mayTrash(map: Pick<LocalMap, 'role' | 'visibility'>): boolean {
  return can(deviceRole(map), map.visibility, 'delete');
}

function failed(title: string) {
  return (error: unknown) =>
    toast({
      title,
      description: error instanceof Error ? error.message : String(error),
      variant: 'destructive',
    });
}

/** Brings a map back from Trash and says so; the change syncs like any other. */
export async function restoreFromTrash(map: Pick<LocalMap, 'id' | 'title'>): Promise<void> {
  try {
    await restoreMap(map.id);
    toast({ title: 'Restored from Trash', description: `“${map.title}” is back in My maps.` });
  } catch (error) {
    failed('Could not restore the map')(error);
  }
}

/** What the Move to Trash dialog says will happen. */
export function trashConfirmText(): string {
  return `It leaves My maps and stays in Trash for ${TRASH_DAYS} days, where you can restore it. After that it is deleted for good.`;
}

/**
 * Moving a map to Trash from the editor, once the person confirmed it (ConfirmDialog, saying the
 * map can be restored): moves it, goes to My maps, and offers Undo in a "Moved to Trash" toast.
 */
export function useMoveToTrash() {
  const navigate = useNavigate();
  return useCallback(
    async (map: Pick<LocalMap, 'id' | 'title'>) => {
      try {
        await deleteMap(map.id);
      } catch (error) {
        failed('Could not move the map to Trash')(error);
        return;
      }
      await navigate({ to: '/maps' });
      toast({
        title: 'Moved to Trash',
        description: `“${map.title}”`,
        action: { label: 'Undo', onClick: () => void restoreFromTrash(map) },
      });
    },
    [navigate],
  );
}
