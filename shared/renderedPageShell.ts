// The built shell (dist/app/index.html) made ready for a page whose markup is already in the HTML
// (prerendered by scripts/prerender.ts, or the share page rendered by the server). Such a page paints
// from the HTML alone, so nothing else may stand in front of that paint:
// - the app's stylesheet is inlined (`<style>`; the CSP allows inline styles), so the first paint waits
//   for no second request;
// - the entry script and its module preloads are fetched at low priority (`fetchpriority="low"`):
//   they hydrate a page that is already on screen, so the stylesheet and the page's own requests go
//   first. (Lighthouse counts high-priority scripts fetched before the first paint as render-blocking.)
// The shell served for every other route, and by the service worker, is left as it is.

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;
const SCRIPTS = /<(script type="module"|link rel="modulepreload") crossorigin (src|href)="/g;

/** The shell with its stylesheet inlined (read through `readAsset`, a path like `/assets/x.css`) and its scripts at low priority. */
export function renderedPageShell(shell: string, readAsset: (path: string) => string): string {
  return shell
    .replace(
      STYLESHEET,
      (_link, path: string) => `<style>${readAsset(path).replace(/<\/style/gi, '<\\/style')}</style>`,
    )
    .replace(
      SCRIPTS,
      (_tag, start: string, attribute: string) => `<${start} crossorigin fetchpriority="low" ${attribute}="`,
    );
}
