import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { buttonClasses } from '../../ui/buttonClasses';

/** Shown when a route fails to load or render (e.g. a chunk missing after an update while offline). */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-3 text-muted">This page could not be shown. Try again, or reload the app.</p>
      <p className="mt-2 max-w-full overflow-x-auto rounded bg-slate-100 px-3 py-1 font-mono text-xs text-slate-700">
        {message}
      </p>
      <div className="mt-8 flex gap-3">
        <button type="button" className={buttonClasses()} onClick={reset}>
          Try again
        </button>
        <Link to="/" className={buttonClasses({ variant: 'outline' })}>
          Go to Home
        </Link>
      </div>
    </section>
  );
}
