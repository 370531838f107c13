import { ChevronDown, UserRound } from 'lucide-react';
import { Suspense } from 'react';
import { SyncIndicator } from '../../sync/SyncIndicator';
import { buttonClasses } from '../../ui/buttonClasses';
import { lazyOptional } from '../../ui/lazyOptional';
import { LogInLinks } from './LogInLinks';
import { useCurrentUser } from './useCurrentUser';

const AccountMenu = lazyOptional(() => import('./AccountMenu').then((module) => module.AccountMenu));

/** The menu trigger's look while its chunk loads, so the bar does not move when the menu arrives. */
function AccountMenuPlaceholder() {
  return (
    <span className={buttonClasses({ variant: 'ghost', size: 'sm' })} aria-hidden="true">
      <UserRound />
      <ChevronDown className="size-3" />
    </span>
  );
}

/** The nav's right end: the sync indicator and a small account menu (My maps, Account, Log out) or Log In. */
export function NavAccount() {
  const user = useCurrentUser();
  return (
    <div className="flex items-center gap-2">
      <SyncIndicator />
      {user === null && <LogInLinks />}
      {user && (
        <Suspense fallback={<AccountMenuPlaceholder />}>
          <AccountMenu user={user} />
        </Suspense>
      )}
    </div>
  );
}
