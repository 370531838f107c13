import { Lock } from 'lucide-react';
import { buttonClasses } from '../../ui/buttonClasses';
import { Card } from '../../ui/Card';
import { ADMIN_LOGIN_HREF } from './adminApi';

/** Shown when the API answers 401 or 403: the dashboard is for admins. */
export function AdminsOnly() {
  return (
    <Card className="mx-auto mt-8 max-w-md text-center">
      <Card.Content className="flex flex-col items-center gap-3 pt-8 sm:pt-8">
        <Lock className="size-10 text-muted" aria-hidden="true" />
        <h2 className="text-xl font-semibold">Admins only</h2>
        <p className="text-sm text-muted">
          This dashboard is available to administrators. Log in with an admin account to see it.
        </p>
        <a href={ADMIN_LOGIN_HREF} className={buttonClasses({ className: 'mt-2' })}>
          Log In
        </a>
      </Card.Content>
    </Card>
  );
}
