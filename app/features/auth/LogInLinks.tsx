import { Link } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { Button } from '../../ui/Button';
import { buttonClasses } from '../../ui/buttonClasses';
import { goToLogin } from './loginHref';

/** The nav's links for someone not logged in: My maps (on this device) and Log In. */
export function LogInLinks() {
  return (
    <>
      <Link
        to="/maps"
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'max-sm:hidden' })}
      >
        My maps
      </Link>
      <Button size="sm" variant="ghost" onClick={() => goToLogin()}>
        <LogIn aria-hidden="true" /> <span className="max-sm:sr-only">Log In</span>
      </Button>
    </>
  );
}
