// The build's prerender entry (scripts/prerender.ts): renders a public, data-free route to HTML with
// React's server renderer, the same tree main.tsx hydrates. The router runs on a memory history and
// renders its client tree (see scripts/prerender.ts: `@tanstack/router-core/isServer` resolves to the
// browser build), so the markup matches what the browser renders for that URL.
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { config as configureZod } from 'zod/mini';
import { DeferredUpdatePrompt } from '../features/pwa/DeferredUpdatePrompt';
import { createAppRouter } from '../router';

configureZod({ jitless: true });

// The router's browser build registers itself on `self` (for its devtools); Node has no `self`.
(globalThis as { self?: unknown }).self ??= globalThis;

/** The page's markup for `#root`: what the browser shows before any script runs. */
export async function renderRoute(url: string): Promise<string> {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    prerender: true,
  });
  await router.load();
  // `prerender` (unlike renderToString) waits for what suspends, the page's lazy chunk included.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RouterProvider router={router} />
      <DeferredUpdatePrompt />
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // No boundary is "too large": React would otherwise send a large page as its loading fallback
      // plus an inline script that swaps it in (which the CSP forbids, and which paints late).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${url} failed`);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  // Every boundary complete and inline: no pending or client-rendered boundary, no script.
  if (/<!--\$[?!]-->|<script/.test(html)) throw new Error(`Prerendering ${url} left a boundary unresolved`);
  return html;
}
