import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

function Nothing(): null {
  return null;
}

/**
 * React.lazy for non-essential chrome (account menu, sync indicator): if its chunk cannot be fetched
 * (a very first visit that went offline before the service worker took over), it renders nothing
 * until the next load instead of sending the whole page to the error boundary.
 */
export function lazyOptional<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load()
      .then((component) => ({ default: component }))
      .catch(() => ({ default: Nothing as ComponentType<P> })),
  );
}
