import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../ui/buttonClasses';

/** Shown for any path the router does not know (spec §2). */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-brand" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">404 Page Not Found</h1>
      <p className="mt-3 text-muted">Did you forget to add the page to the router?</p>
      <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
        Back to Home
      </Link>
    </section>
  );
}
