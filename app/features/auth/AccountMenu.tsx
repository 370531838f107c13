import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import { ChevronDown, KeyRound, LogOut, Map as MapIcon, UserRound } from 'lucide-react';
import { buttonClasses } from '../../ui/buttonClasses';
import { toast } from '../../ui/toastStore';
import type { User } from '../../../shared/schemas/auth';
import { logOut } from './currentUser';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-slate-100';

/**
 * A logged-in person's account menu (My maps, Account, Log out). Its own chunk, with Radix's menu:
 * a logged-out visitor, the most common first visit, never fetches either.
 */
export function AccountMenu({ user }: { user: User }) {
  const signOut = async () => {
    try {
      const kept = await logOut();
      toast({
        title: 'Logged out',
        description:
          kept === 0
            ? 'Your synced maps left this device; log in again to get them back.'
            : `${kept} ${kept === 1 ? 'map has' : 'maps have'} changes that have not synced yet. They stay on this device, hidden, and sync when you log in here again.`,
      });
    } catch {
      toast({ title: 'Could not log out', description: 'Please try again.', variant: 'destructive' });
    }
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={buttonClasses({ variant: 'ghost', size: 'sm' })}
        aria-label="Account menu"
      >
        <UserRound aria-hidden="true" />
        <ChevronDown className="size-3" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-lg border border-line bg-surface p-1 shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-muted">
            {user.email ?? 'Logged in'}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/maps">
              <MapIcon className="size-4" aria-hidden="true" /> My maps
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/account">
              <KeyRound className="size-4" aria-hidden="true" /> Account
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut className="size-4" aria-hidden="true" /> Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
