import type { z } from 'zod';

/** A non-ok HTTP response. `message` is `${status}: ${body}` (or the status text when the body is empty), spec §8. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }
}

/** Options of one API call. `on401: 'returnNull'` turns a 401 into `null` (e.g. "who is logged in?"). */
export type ApiFetchOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; only when present does the request carry `Content-Type: application/json` (spec §7). */
  body?: unknown;
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
  /** Extra request headers (e.g. the usage session on AI calls). */
  headers?: Record<string, string>;
};

let apiBase = '';

/**
 * Prefixes every root-relative path (`/api/...`) with an origin. The app leaves it empty (same origin);
 * jsdom tests point it at a real loopback server, since Node's fetch cannot resolve relative URLs.
 */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

/**
 * Calls the API with the session cookie (`credentials: 'include'`) and returns the parsed JSON body
 * (or null for an empty body). `path` is `/api/...`; an absolute URL also works (tests, other origins).
 */
export async function apiFetch(path: string, options: ApiFetchOptions = {}): Promise<unknown> {
  const { method = 'GET', body, on401 = 'throw', signal, headers } = options;
  const hasBody = body !== undefined;
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: hasBody || headers ? { ...headers, ...(hasBody ? { 'Content-Type': 'application/json' } : {}) } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  };
  if (signal) init.signal = signal;
  const response = await fetch(path.startsWith('/') ? apiBase + path : path, init);
  if (response.status === 401 && on401 === 'returnNull') return null;
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A 2xx that is not JSON (e.g. the SPA's index.html when /api is not proxied) is a server fault, not data.
    throw new ApiError(response.status, `Expected JSON, got: ${text.slice(0, 120)}`, response.statusText);
  }
}

/** GETs (or calls, per options) `path` and validates the JSON with `schema`; throws ZodError on a mismatch. */
export async function getJson<S extends z.ZodType>(
  path: string,
  schema: S,
  options?: ApiFetchOptions & { on401?: 'throw' },
): Promise<z.infer<S>>;
/** As above, but a 401 answers `null`. */
export async function getJson<S extends z.ZodType>(
  path: string,
  schema: S,
  options: ApiFetchOptions & { on401: 'returnNull' },
): Promise<z.infer<S> | null>;
export async function getJson<S extends z.ZodType>(
  path: string,
  schema: S,
  options: ApiFetchOptions = {},
): Promise<z.infer<S> | null> {
  const data = await apiFetch(path, options);
  if (data === null && options.on401 === 'returnNull') return null;
  return schema.parse(data);
}
