/**
 * Whether a nav link is the current section: by path prefix on segment boundaries (/learn matches
 * /learn/needs but not /learning), except home, which is active only on an exact match.
 */
export function isNavActive(pathname: string, href: string): boolean {
  const path = normalise(pathname);
  const target = normalise(href);
  if (target === '/') return path === '/';
  return path === target || path.startsWith(`${target}/`);
}

function normalise(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
