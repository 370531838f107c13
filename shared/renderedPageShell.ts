// The built shell (dist/app/index.html) made ready for a page whose markup is already in the HTML
// (prerendered by scripts/prerender.ts, or the share page rendered by the server). Such a page paints
// from the HTML alone, so nothing else may stand in front of that paint:
// - the app's stylesheet is inlined (`<style>`; the CSP allows inline styles), so the first paint waits
//   for no second request;
// - the entry module and its preloads are not fetched by the HTML: /boot.js (public/) starts them once
//   the page has painted. They hydrate a page that is already on screen; fetched in front of the
//   paint they would compete with it (and Lighthouse counts every request that ends before the
//   largest paint as part of it).
// The shell served for every other route, and by the service worker, is left as it is.

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;
const ENTRY = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

/** The shell with its stylesheet inlined (read through `readAsset`, a path like `/assets/x.css`) and its scripts started by /boot.js after the first paint (a shell without an entry script keeps its scripts). */
export function renderedPageShell(shell: string, readAsset: (path: string) => string): string {
  const inlined = shell.replace(
    STYLESHEET,
    (_link, path: string) => `<style>${readAsset(path).replace(/<\/style/gi, '<\\/style')}</style>`,
  );
  const entry = ENTRY.exec(inlined)?.[1];
  if (!entry) return inlined;
  const preloads = [...inlined.matchAll(PRELOAD)].map((match) => match[1]);
  const boot = `<script src="/boot.js" defer data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return inlined.replace(PRELOAD, '').replace(ENTRY, () => boot);
}
