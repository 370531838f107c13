import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

function Nothing(): null {
  return null;
}

// Waits before each new try of a chunk that could not be fetched: a busy server or a network that
// dropped one request usually answers the next. The browser fetches a failed module again.
const RETRY_DELAYS_MS = [1_000, 3_000];

async function withRetries<T>(load: () => Promise<T>, delays: readonly number[]): Promise<T> {
  for (const delay of delays) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return load();
}

/**
 * React.lazy for non-essential chrome (account menu, sync indicator, dialogs): its chunk is fetched
 * again when a fetch fails, and if it still cannot be fetched (a very first visit that went offline
 * before the service worker took over), it renders nothing until the next load instead of sending
 * the whole page to the error boundary.
 */
export function lazyOptional<P extends object>(
  load: () => Promise<ComponentType<P>>,
  retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    withRetries(load, retryDelaysMs)
      .then((component) => ({ default: component }))
      .catch(() => ({ default: Nothing as ComponentType<P> })),
  );
}
