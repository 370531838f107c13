import { useCallback, useState } from 'react';
import { toast } from '../../ui/toastStore';
import { errorText } from '../auth/errorText';

/**
 * A card's server calls (restore, invite, change a role…): `busy` while one runs, a toast saying
 * it worked (`done`) or why it did not, and `onSettled` afterwards either way (reload what changed).
 */
export function useServerAction(onSettled: () => void) {
  const [busy, setBusy] = useState(false);
  const act = useCallback(
    async (work: () => Promise<unknown>, done?: string) => {
      setBusy(true);
      try {
        await work();
        if (done) toast({ title: done });
      } catch (failure) {
        toast({
          title: 'That did not work',
          description: errorText(failure, 'Please try again.'),
          variant: 'destructive',
        });
      } finally {
        setBusy(false);
        onSettled();
      }
    },
    [onSettled],
  );
  return { busy, act };
}
