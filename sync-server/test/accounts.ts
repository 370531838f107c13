import { randomUUID } from 'node:crypto';
import type { App } from '../src/app';
import type { SpineMap } from '../../shared/schemas/spineMap';
import type { PushResponse, SyncMutationInput } from '../../shared/schemas/sync';
import { encodeHlc } from '../../shared/sync/hlc';

// Helpers for the accounts, maps and sync tests: log in through the real routes, build mutations.

let counter = 0;

/** A fresh address per call, so tests never collide on the unique email. */
export function uniqueEmail(): string {
  counter += 1;
  return `person${counter}-${randomUUID().slice(0, 8)}@example.com`;
}

/** The `sid=…` pair (or another cookie's) from a reply's set-cookie header, ready for a `cookie` header. */
export function sessionCookie(setCookie: string | string[] | undefined, name = 'sid'): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((cookie) => cookie.startsWith(`${name}=`));
  if (!found) throw new Error(`No ${name} cookie was set`);
  return found.split(';', 1)[0] ?? '';
}

/**
 * Registers an account and returns its id and session cookie. `remoteAddress` stands for the
 * caller's address (registration is limited per address; with PostgreSQL, across instances).
 */
export async function registerUser(
  app: App,
  email = uniqueEmail(),
  password = 'correct horse',
  remoteAddress?: string,
) {
  const reply = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (reply.statusCode !== 201) throw new Error(`register failed: ${reply.statusCode} ${reply.body}`);
  const user = reply.json<{ id: string; email: string; isAdmin: boolean }>();
  return { ...user, password, cookie: sessionCookie(reply.headers['set-cookie']) };
}

/** A valid map content for a new map. */
export function mapContent(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Support desk',
    systemBoundary: 'The support team and its customers',
    needs: 'Customers get answers fast',
    values: ['Honesty', 'Speed'],
    principles: ['Answer within a day'],
    practices: ['Daily triage'],
    tools: ['Help desk'],
    visibility: 'unlisted',
    ...overrides,
  };
}

/** A clock reading at `ms` from `node`. */
export function hlcAt(ms: number, node = 'device-a', count = 0): string {
  return encodeHlc({ ms, counter: count, node });
}

/** A mutation with a fresh id. */
export function mutation(
  mapId: string,
  baseRev: number,
  patch: Record<string, unknown>,
  extra: Partial<SyncMutationInput> = {},
) {
  return {
    mutationId: randomUUID(),
    mapId,
    baseRev,
    patch,
    hlc: hlcAt(Date.now()),
    ...extra,
  } as SyncMutationInput;
}

/** POSTs a push batch as `cookie`. */
export async function push(app: App, cookie: string | undefined, mutations: SyncMutationInput[]) {
  const reply = await app.inject({
    method: 'POST',
    url: '/api/sync/push',
    headers: cookie ? { cookie } : {},
    payload: { protocolVersion: 1, mutations },
  });
  return { reply, body: reply.statusCode === 200 ? reply.json<PushResponse>() : null };
}

/** Creates a map through sync as the given user; returns the server's map. */
export async function createMap(
  app: App,
  cookie: string,
  overrides: Record<string, unknown> = {},
): Promise<SpineMap> {
  const { body } = await push(app, cookie, [mutation(randomUUID(), 0, mapContent(overrides))]);
  const result = body?.results[0];
  if (!result?.map) throw new Error(`create failed: ${JSON.stringify(body)}`);
  return result.map;
}
