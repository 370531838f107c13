import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { INITIAL_DATA_ID } from '../../shared/prerenderedRoutes';

/**
 * Data the server put into the page for its first paint: today the shared map of /share/:id
 * (sync-server/src/plugins/pages.ts renders the page with it and writes it, as JSON, into a
 * non-executing `<script type="application/json">` beside #root). The server render and the
 * browser's hydration read the same value, so their markup matches. Unvalidated here (this module is
 * in the entry chunk, which carries no zod schemas): the page that uses it parses it.
 */
export interface InitialData {
  sharedMap?: unknown;
  /** The origin the server rendered links with (the request's), e.g. `https://spine.example`. */
  origin?: string;
}

const InitialDataContext = createContext<InitialData>({});

export function InitialDataProvider({ value, children }: { value: InitialData; children: ReactNode }) {
  return <InitialDataContext.Provider value={value}>{children}</InitialDataContext.Provider>;
}

/** The page's initial data (empty on every page the server did not render with data). */
export function useInitialData(): InitialData {
  return useContext(InitialDataContext);
}

const noSubscription = () => () => undefined;

/**
 * The page's origin for rendering full links. Hydration uses the origin the server rendered with (so
 * the markup matches), then the browser's own; a page rendered in the browser uses the browser's.
 */
export function useOrigin(): string {
  const { origin } = useInitialData();
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => origin ?? '',
  );
}

/** Reads the initial data the server wrote into the document, once; `{}` when there is none. */
export function readInitialData(doc: Document): InitialData {
  const element = doc.getElementById(INITIAL_DATA_ID);
  if (!element) return {};
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent || '{}');
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}
