// The public, data-free pages that the build prerenders to static HTML (scripts/prerender.ts) and
// the server sends for their paths (sync-server/src/plugins/pages.ts). One list for both sides.

/** Folder of the prerendered pages inside the built app (dist/app). */
export const PAGES_DIR = '_pages';

/** Paths whose first paint is the same for every visitor. */
export const PRERENDERED_ROUTES = [
  '/',
  '/learn',
  '/learn/needs',
  '/learn/values',
  '/learn/principles',
  '/learn/practices',
  '/learn/tools',
  '/generator',
  // Catalogue screens: their first render is the page's frame and a skeleton (the list comes from
  // Dexie after load), the same for everyone.
  '/templates',
  '/catalogue',
  '/documentation',
  '/archetypes',
  '/maps',
] as const;

/** The prerendered page's file for a path, relative to the built app (`/` → `_pages/index.html`). */
export function pageFileFor(path: string): string {
  return `${PAGES_DIR}/${path === '/' ? 'index' : path.slice(1)}.html`;
}

/**
 * The id of the `<script type="application/json">` in which the server hands a page it rendered with
 * data (the share page) that data, for the browser's hydration (app/prerender/initialData.tsx).
 */
export const INITIAL_DATA_ID = 'spine-initial-data';
