// The server renderer (built by scripts/prerender.ts): renders a route to HTML with React's server
// renderer, the same tree main.tsx hydrates. The build prerenders the public, data-free pages with
// it; the server renders the share page with the map inlined (sync-server/src/plugins/pages.ts).
// The router runs on a memory history and renders its browser tree (scripts/prerender.ts resolves
// `@tanstack/router-core/isServer` to the browser build), so the markup matches the browser's.
// No zod `config()` here: zod keeps its configuration on globalThis, which the server shares.
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { DeferredUpdatePrompt } from '../features/pwa/DeferredUpdatePrompt';
import { createAppRouter } from '../router';
import { InitialDataProvider, type InitialData } from './initialData';

/** The page's markup for `#root`: what the browser shows before any script runs. */
export async function renderRoute(url: string, initialData: InitialData = {}): Promise<string> {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    prerender: true,
  });
  await router.load();
  const errors: unknown[] = [];
  // `prerender` (unlike renderToString) waits for what suspends, the page's lazy chunk included.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <InitialDataProvider value={initialData}>
        <RouterProvider router={router} />
      </InitialDataProvider>
      <DeferredUpdatePrompt />
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // No boundary is "too large": React would otherwise send a large page as its loading fallback
      // plus an inline script that swaps it in (which the CSP forbids, and which paints late).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new AggregateError(errors, `Rendering ${url} failed`);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  // Every boundary complete and inline: no pending or client-rendered boundary, no script.
  if (/<!--\$[?!]-->|<script/.test(html)) throw new Error(`Rendering ${url} left a boundary unresolved`);
  return html;
}
