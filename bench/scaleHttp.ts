import { Agent, request } from 'node:http';
import { ApiError } from '../app/api/client';
import type { CookieApi } from '../app/sync/testApi';

// The simulated devices' HTTP client in `npm run bench:scale`: cookieApi's contract (ApiError on
// a status that is not ok, parsed JSON, a cookie jar of its own) over node:http with keep-alive.
// The load generator shares the machine's 2 cores with the servers and PostgreSQL, and fetch
// costs about three times the CPU per request: its share was CPU taken from what is measured.

const agent = new Agent({ keepAlive: true });

/** A failure to reach the server (connection refused, reset, closed), not an answer from it. */
export const isNetworkError = (error: unknown): boolean =>
  error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';

export function httpApi(base: string, headers: Record<string, string> = {}): CookieApi {
  const { hostname, port } = new URL(base);
  const call = (path: string, options: { method?: string; body?: unknown } = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const body = options.body === undefined ? undefined : JSON.stringify(options.body);
      const outgoing = request(
        {
          host: hostname,
          port,
          path,
          method: options.method ?? 'GET',
          agent,
          headers: {
            ...headers,
            ...(body === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
            ...(call.cookie ? { cookie: call.cookie } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const setCookie = response.headers['set-cookie']?.[0];
            if (setCookie) call.cookie = setCookie.split(';')[0]!;
            const text = Buffer.concat(chunks).toString('utf8');
            const status = response.statusCode ?? 0;
            if (status < 200 || status >= 300)
              reject(new ApiError(status, text, response.statusMessage ?? ''));
            else resolve(text ? (JSON.parse(text) as unknown) : null);
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  call.cookie = '';
  return call;
}
