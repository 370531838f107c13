import { HardDrive } from 'lucide-react';
import { LogInLinks } from './LogInLinks';

/**
 * The nav's right end for a logged-out visitor with nothing on this device: what NavAccount shows
 * them (the "On this device" indicator, My maps, Log In) without Dexie and the sync client, which
 * have nothing to sync yet. NavAccountSlot swaps in NavAccount as soon as there is local data.
 */
export function GuestNavAccount() {
  return (
    <div className="flex items-center gap-2">
      <span
        aria-live="polite"
        title="Log in to sync your maps"
        data-testid="sync-indicator"
        className="no-print inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium whitespace-nowrap text-muted"
      >
        <HardDrive className="size-3.5" aria-hidden="true" />
        <span className="max-sm:sr-only">On this device</span>
      </span>
      <LogInLinks />
    </div>
  );
}
