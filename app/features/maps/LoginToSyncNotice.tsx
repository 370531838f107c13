import { CloudOff } from 'lucide-react';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { goToLogin } from '../auth/currentUser';

/**
 * Shown while logged out (design §5 Identity): edits stay local until a login. The editor speaks of
 * its map; My maps of all of them.
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
        {subject === 'map'
          ? 'Log in to sync this map and update its shared link'
          : 'Log in to sync these maps and keep their shared links up to date'}
      </p>
      <Button size="sm" onClick={() => goToLogin(returnTo)}>
        Log In
      </Button>
    </div>
  );
}
