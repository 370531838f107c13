import { useLiveQuery } from 'dexie-react-hooks';
import { CloudOff } from 'lucide-react';
import { db } from '../../db/db';
import { readDeviceAccount } from '../../sync/deviceAccount';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { goToLogin } from '../auth/currentUser';

/**
 * Shown while logged out (design §5 Identity): edits stay local until a login. The editor speaks of
 * its map; My maps of all of them. When the device still has an account but the server said nobody
 * (the session ended, e.g. while offline), it asks to log in again and says the changes are kept.
 */
export function LoginToSyncNotice({
  returnTo,
  className,
  subject = 'map',
}: {
  returnTo: string;
  className?: string;
  subject?: 'map' | 'maps';
}) {
  const sessionEnded = useLiveQuery(async () => (await readDeviceAccount(db)) !== null) ?? false;
  return (
    <div
      role="note"
      className={cn(
        'no-print flex flex-wrap items-center gap-3 rounded-card border border-amber-200 bg-amber-50 p-4 text-amber-900',
        className,
      )}
    >
      <CloudOff className="size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1">
        {sessionEnded
          ? 'Your session has ended. Log in again to sync your changes; they are kept on this device.'
          : subject === 'map'
            ? 'Log in to sync this map and update its shared link'
            : 'Log in to sync these maps and keep their shared links up to date'}
      </p>
      <Button size="sm" onClick={() => goToLogin(returnTo)}>
        Log In
      </Button>
    </div>
  );
}
