import { CloudOff } from 'lucide-react';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { goToLogin } from '../auth/currentUser';

/** Shown in the editor while logged out (design §5 Identity): edits stay local until a login. */
export function LoginToSyncNotice({ returnTo, className }: { returnTo: string; className?: string }) {
  return (
    <div
      role="note"
      className={cn(
        'no-print flex flex-wrap items-center gap-3 rounded-card border border-amber-200 bg-amber-50 p-4 text-amber-900',
        className,
      )}
    >
      <CloudOff className="size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1">Log in to sync this map and update its shared link</p>
      <Button size="sm" onClick={() => goToLogin(returnTo)}>
        Log In
      </Button>
    </div>
  );
}
