import { ApiError, type ApiFetchOptions } from '../api/client';
import type { ApiCall } from './syncClient';

// Test support (no test runner imports, so plain Node scripts such as the soaks can use it too):
// apiFetch's contract against a server on 127.0.0.1, with a cookie jar of its own.

/** An API call with its own session cookie, and the headers it sends with every request. */
export type CookieApi = ApiCall & { cookie: string };

/**
 * apiFetch's contract (ApiError on non-ok, parsed JSON) against `base()` (read on every call, so a
 * restarted server may move), with its own cookie jar and `headers` on every request.
 */
export function cookieApi(base: () => string, headers: Record<string, string> = {}): CookieApi {
  const call = async (path: string, options: ApiFetchOptions = {}) => {
    const hasBody = options.body !== undefined;
    const response = await fetch(base() + path, {
      method: options.method ?? 'GET',
      headers: {
        ...headers,
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(call.cookie ? { cookie: call.cookie } : {}),
      },
      body: hasBody ? JSON.stringify(options.body) : undefined,
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) call.cookie = setCookie.split(';')[0]!;
    const text = await response.text();
    if (!response.ok) throw new ApiError(response.status, text, response.statusText);
    return text ? (JSON.parse(text) as unknown) : null;
  };
  call.cookie = '';
  return call;
}
