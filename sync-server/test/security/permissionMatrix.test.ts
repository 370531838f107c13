import { describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers';
import { ADMIN_EMAIL } from './fixtures';
import { NOT_IN_MATRIX, ROWS, type Cell } from './permissionTable';
import { cookieOf, createWorld, nextAddress, PRINCIPALS, VISIBILITIES, worldMap } from './world';

// Issue 18: every route × {logged out, outsider, viewer, editor, owner, admin} × {private, unlisted,
// public}, each expectation derived from the one table in permissionTable.ts. One server per
// visibility (so per-account limits never decide a cell), a fresh map for every cell.

/** Starts a server and lists the routes it registers (`METHOD /api/path`, HEAD and the fallback left out). */
async function serverWithRoutes(): Promise<{ server: TestServer; routes: Set<string> }> {
  const routes = new Set<string>();
  const server = await startTestServer({
    env: { ADMIN_EMAILS: ADMIN_EMAIL },
    onRoute: ({ method, url }) => {
      for (const verb of [method].flat())
        if (verb !== 'HEAD' && url.startsWith('/api')) routes.add(`${verb} ${url}`);
    },
  });
  return { server, routes };
}

describe('permission matrix', () => {
  it('covers every route the server registers', async () => {
    const { server, routes } = await serverWithRoutes();
    await server.close();
    const covered = new Set([...ROWS.map((row) => row.route), ...Object.keys(NOT_IN_MATRIX)]);
    expect([...routes].filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !routes.has(route))).toEqual([]);
  });

  for (const visibility of VISIBILITIES) {
    it(`answers every route as the table says for a ${visibility} map`, { timeout: 120_000 }, async () => {
      const { server } = await serverWithRoutes();
      try {
        const world = await createWorld(server.app);
        const mismatches: string[] = [];
        let checked = 0;
        for (const row of ROWS) {
          for (const principal of PRINCIPALS) {
            const cell: Cell = { principal, visibility };
            const context = { world, visibility, ...(await worldMap(world, visibility)) };
            const { url, payload } = await row.request(context);
            const [method = 'GET'] = row.route.split(' ');
            const reply = await server.app.inject({
              method: method as 'GET',
              url,
              headers: await cookieOf(world, principal),
              remoteAddress: nextAddress(),
              ...(payload ? { payload } : {}),
            });
            const actual = row.outcome ? row.outcome(reply, context) : reply.statusCode;
            const expected = row.expect(cell);
            checked += 1;
            if (actual !== expected) {
              mismatches.push(
                `${row.route}${row.variant ? ` (${row.variant})` : ''} as ${principal}: expected ${expected}, got ${actual} ${reply.body.slice(0, 120)}`,
              );
            }
          }
        }
        expect(mismatches).toEqual([]);
        expect(checked).toBe(ROWS.length * PRINCIPALS.length);
      } finally {
        await server.close();
      }
    });
  }
});
