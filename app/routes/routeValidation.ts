import type { GeneratorSearch, LoginSearch } from './routeSchemas';

// What routeSchemas.ts's zod schemas accept, as plain functions: route files are in the entry chunk,
// and zod would put ~60 KB of JS (and its evaluation) on every first paint. Typed from the schemas
// and checked against them input by input (routeValidation.test.ts).

/** A path parameter of `min`–`max` characters; throws otherwise (the route's error page). */
function lengthParam(name: string, min: number, max: number) {
  return (value: unknown): string => {
    if (typeof value !== 'string' || value.length < min || value.length > max) {
      throw new Error(`Invalid ${name} in the address`);
    }
    return value;
  };
}

/** `idParamSchema`: 1 to 128 characters. */
export const idParam = lengthParam('id', 1, 128);

/** `tokenParamSchema`: 1 to 256 characters. */
export const tokenParam = lengthParam('link', 1, 256);

/** `generatorSearchSchema`: `refine` trimmed, 1 to 64 characters, else dropped. */
export function validateGeneratorSearch(search: Record<string, unknown>): GeneratorSearch {
  if (!('refine' in search)) return {};
  const raw = search.refine;
  if (typeof raw !== 'string') return { refine: undefined };
  const refine = raw.trim();
  return { refine: refine.length >= 1 && refine.length <= 64 ? refine : undefined };
}

/** `loginSearchSchema`: `returnTo` only when it is a same-site path of at most 2,048 characters. */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  if (!('returnTo' in search)) return {};
  const raw = search.returnTo;
  const ok = typeof raw === 'string' && raw.length <= 2048 && /^\/(?![/\\])/.test(raw);
  return { returnTo: ok ? raw : undefined };
}
