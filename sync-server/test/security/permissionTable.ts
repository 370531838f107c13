import { randomUUID } from 'node:crypto';
import type { Visibility } from '../../../shared/schemas/spineMap';
import { hlcAt, mapContent, uniqueEmail } from '../accounts';
import { PRINCIPALS, WORLD_PASSWORD, worldMap, type Principal, type World } from './world';

// The permission matrix's ONE table (issue 18): who may do what to a map (MAY), and for every route
// the rule its expected answer follows. The test runs every row for every principal and visibility.

const MEMBERS: readonly Principal[] = ['viewer', 'editor', 'owner'];
const ALL: readonly Principal[] = PRINCIPALS;
const everyVisibility = (who: readonly Principal[]) => ({ private: who, unlisted: who, public: who });

/** Who may do each thing to a map of each visibility. */
export const MAY: Readonly<Record<string, Readonly<Record<Visibility, readonly Principal[]>>>> = {
  /** Read it by its id (GET, proposals, applying a refinement as a copy). */
  readById: { private: MEMBERS, unlisted: MEMBERS, public: ALL },
  /** Open its current share link. */
  shareLink: { private: MEMBERS, unlisted: ALL, public: ALL },
  history: everyVisibility(MEMBERS),
  team: everyVisibility(MEMBERS),
  edit: everyVisibility(['editor', 'owner']),
  manage: everyVisibility(['owner']),
  delete: everyVisibility(['owner']),
  /** Remove the viewer: the owner may, and the viewer may leave. */
  removeViewer: everyVisibility(['viewer', 'owner']),
};

/** One cell of the matrix. */
export interface Cell {
  principal: Principal;
  visibility: Visibility;
}

/** What a row's request needs: the world and a fresh map (with its invite) for this cell. */
export interface RowContext {
  world: World;
  map: Awaited<ReturnType<typeof worldMap>>['map'];
  invite: { id: string; token: string };
  visibility: Visibility;
}

/** What a row asks: a URL under /api and maybe a JSON body. */
export interface RowRequest {
  url: string;
  payload?: object;
}

/** A matrix row: a registered route (`METHOD /api/path`), maybe one of several variants of it. */
export interface Row {
  route: string;
  variant?: string;
  /** The request; async when it needs more of the world first (another map's link). */
  request: (context: RowContext) => RowRequest | Promise<RowRequest>;
  expect: (cell: Cell) => number | string;
  /** What the reply is compared on; the status code unless given. */
  outcome?: (reply: { statusCode: number; json: () => unknown }, context: RowContext) => number | string;
}

/** The answer for a map action: allowed → `ok`; else 401 logged out (where login is needed), 403, or 404 for an unlisted map to a non-member. */
function mapRule(action: keyof typeof MAY, ok: number | string, login: boolean) {
  return ({ principal, visibility }: Cell): number | string => {
    if (login && principal === 'loggedOut') return 401;
    if (MAY[action]?.[visibility].includes(principal)) return ok;
    if (MEMBERS.includes(principal) || action === 'shareLink') return 403;
    return visibility === 'unlisted' ? 404 : 403;
  };
}
const open = (ok: number) => () => ok;
const user =
  (ok: number | string) =>
  ({ principal }: Cell) =>
    principal === 'loggedOut' ? 401 : ok;
const admin =
  (ok: number) =>
  ({ principal }: Cell) =>
    principal === 'loggedOut' ? 401 : principal === 'admin' ? ok : 403;

const pushOutcome = (reply: { statusCode: number; json: () => unknown }) =>
  reply.statusCode === 200
    ? ((reply.json() as { results: { status: string }[] }).results[0]?.status ?? 'none')
    : reply.statusCode;
const push = (mutation: object) => ({
  url: '/api/sync/push',
  payload: {
    protocolVersion: 1,
    mutations: [{ mutationId: randomUUID(), hlc: hlcAt(Date.now()), ...mutation }],
  },
});
const otherVisibility = (visibility: Visibility): Visibility =>
  visibility === 'public' ? 'private' : 'public';
const feedback = {
  type: 'bug',
  title: 'Export button does nothing',
  description: 'Clicking Export shows no file.',
  timestamp: '2026-11-21T10:00:00.000Z',
  source: 'spine-explorer-web',
  url: 'http://localhost:3000/generator',
  userAgent: 'test',
};
const event = () => ({
  id: randomUUID(),
  type: 'page_view',
  page: '/learn',
  sessionId: 'matrix',
  createdAt: new Date().toISOString(),
});
const refined = () => {
  const { visibility: _visibility, ...content } = mapContent({ title: 'Refined' });
  return content;
};

/** Every route of the server, with its rule. `/api/live` (a WebSocket) is checked in live.test.ts. */
export const ROWS: readonly Row[] = [
  { route: 'GET /api/health', request: () => ({ url: '/api/health' }), expect: open(200) },
  { route: 'GET /api/health/ready', request: () => ({ url: '/api/health/ready' }), expect: open(200) },
  { route: 'GET /api/templates', request: () => ({ url: '/api/templates' }), expect: open(200) },
  {
    route: 'POST /api/templates/:id/create-spine-map',
    request: () => ({ url: '/api/templates/software-delivery-team/create-spine-map' }),
    expect: open(201),
  },
  { route: 'GET /api/archetypes', request: () => ({ url: '/api/archetypes' }), expect: open(200) },
  { route: 'GET /api/archetypes/:id', request: () => ({ url: '/api/archetypes/scrum' }), expect: open(200) },
  {
    route: 'POST /api/auth/register',
    request: () => ({
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: WORLD_PASSWORD },
    }),
    expect: open(201),
  },
  {
    route: 'POST /api/auth/login',
    request: ({ world }) => ({
      url: '/api/auth/login',
      payload: { email: world.users.login.email, password: WORLD_PASSWORD },
    }),
    expect: open(200),
  },
  { route: 'POST /api/auth/logout', request: () => ({ url: '/api/auth/logout' }), expect: open(204) },
  { route: 'POST /api/auth/logout-all', request: () => ({ url: '/api/auth/logout-all' }), expect: user(204) },
  { route: 'GET /api/auth/user', request: () => ({ url: '/api/auth/user' }), expect: user(200) },
  { route: 'GET /api/auth/session', request: () => ({ url: '/api/auth/session' }), expect: open(200) },
  {
    route: 'POST /api/auth/password',
    request: () => ({
      url: '/api/auth/password',
      payload: { currentPassword: WORLD_PASSWORD, newPassword: WORLD_PASSWORD },
    }),
    expect: user(204),
  },
  {
    route: 'POST /api/auth/password-reset',
    request: () => ({
      url: '/api/auth/password-reset',
      payload: { token: 'x'.repeat(43), password: WORLD_PASSWORD },
    }),
    expect: open(400),
  },
  {
    route: 'POST /api/admin/password-resets',
    request: ({ world }) => ({
      url: '/api/admin/password-resets',
      payload: { email: world.users.login.email },
    }),
    expect: admin(201),
  },
  ...['analytics', 'page-views', 'user-actions', 'template-stats', 'spine-map-history', 'export.csv'].map(
    (name): Row => ({
      route: `GET /api/admin/${name}`,
      request: () => ({ url: `/api/admin/${name}` }),
      expect: admin(200),
    }),
  ),
  {
    route: 'POST /api/analytics/events',
    request: () => ({ url: '/api/analytics/events', payload: { events: [event()] } }),
    expect: open(200),
  },
  {
    route: 'POST /api/feedback',
    request: () => ({ url: '/api/feedback', payload: feedback }),
    expect: open(201),
  },
  { route: 'GET /api/login', request: () => ({ url: '/api/login' }), expect: open(302) },
  {
    route: 'POST /api/generate-spine-map',
    request: () => ({ url: '/api/generate-spine-map', payload: { systemBoundary: 'A village bakery' } }),
    expect: open(201),
  },
  { route: 'POST /api/chat/new', request: () => ({ url: '/api/chat/new' }), expect: open(200) },
  {
    route: 'POST /api/chat',
    request: () => ({ url: '/api/chat', payload: { sessionId: randomUUID(), message: 'What are values?' } }),
    expect: open(200),
  },
  { route: 'GET /api/spine-maps', request: () => ({ url: '/api/spine-maps' }), expect: open(200) },
  { route: 'GET /api/sync/pull', request: () => ({ url: '/api/sync/pull' }), expect: user(200) },
  {
    route: 'POST /api/spine-maps/claim',
    request: ({ map }) => ({
      url: '/api/spine-maps/claim',
      payload: { claims: [{ mapId: map.id, claimToken: 'nope' }] },
    }),
    expect: user(200),
  },
  {
    route: 'POST /api/invites/preview',
    request: ({ invite }) => ({ url: '/api/invites/preview', payload: { token: invite.token } }),
    expect: open(200),
  },
  {
    route: 'POST /api/invites/join',
    // Another map's link: joining is for anyone logged in; members of that map keep their role.
    request: async ({ world, visibility }) => ({
      url: '/api/invites/join',
      payload: { token: (await worldMap(world, visibility)).invite.token },
    }),
    expect: user(200),
  },
  // The map's own routes.
  {
    route: 'GET /api/spine-maps/share/:shareId',
    request: ({ map }) => ({ url: `/api/spine-maps/share/${map.shareId}` }),
    expect: mapRule('shareLink', 200, false),
  },
  {
    route: 'GET /api/spine-maps/:id',
    request: ({ map }) => ({ url: `/api/spine-maps/${map.id}` }),
    expect: mapRule('readById', 200, false),
  },
  ...['propose-spine-map-refinement', 'propose-spine-map-section-refinement'].map((name): Row => ({
    route: `POST /api/${name}`,
    request: ({ map }) => ({
      url: `/api/${name}`,
      payload: { spineMapId: map.id, targetSection: 'values', feedback: 'add Candour to values' },
    }),
    expect: mapRule('readById', 200, false),
  })),
  {
    route: 'POST /api/apply-spine-map-refinement',
    request: ({ map }) => ({
      url: '/api/apply-spine-map-refinement',
      payload: { spineMapId: map.id, refinedSpineMap: refined() },
    }),
    // Those who may edit change it in place; others who may read it get their own copy.
    expect: (cell) => {
      const read = mapRule('readById', 'readable', false)(cell);
      if (read !== 'readable') return read;
      return cell.principal !== 'loggedOut' && MAY.edit?.[cell.visibility].includes(cell.principal)
        ? 'in-place'
        : 'copy';
    },
    outcome: (reply, { map }) =>
      reply.statusCode === 200
        ? (reply.json() as { id: string }).id === map.id
          ? 'in-place'
          : 'copy'
        : reply.statusCode,
  },
  {
    route: 'GET /api/spine-maps/:id/revisions',
    request: ({ map }) => ({ url: `/api/spine-maps/${map.id}/revisions` }),
    expect: mapRule('history', 200, true),
  },
  {
    route: 'POST /api/spine-maps/:id/restore',
    request: ({ map }) => ({ url: `/api/spine-maps/${map.id}/restore`, payload: { rev: 1 } }),
    expect: mapRule('edit', 200, true),
  },
  {
    route: 'POST /api/spine-maps/:id/snapshots',
    request: ({ map }) => ({ url: `/api/spine-maps/${map.id}/snapshots`, payload: { name: 'Before' } }),
    expect: mapRule('edit', 201, true),
  },
  {
    route: 'POST /api/spine-maps/:id/rotate-share',
    request: ({ map }) => ({ url: `/api/spine-maps/${map.id}/rotate-share` }),
    expect: mapRule('manage', 200, true),
  },
  {
    route: 'GET /api/spine-maps/:id/members',
    request: ({ map }) => ({ url: `/api/spine-maps/${map.id}/members` }),
    expect: mapRule('team', 200, true),
  },
  {
    route: 'PATCH /api/spine-maps/:id/members/:userId',
    request: ({ map, world }) => ({
      url: `/api/spine-maps/${map.id}/members/${world.users.editor.id}`,
      payload: { role: 'viewer' },
    }),
    expect: mapRule('manage', 200, true),
  },
  {
    route: 'DELETE /api/spine-maps/:id/members/:userId',
    request: ({ map, world }) => ({ url: `/api/spine-maps/${map.id}/members/${world.users.viewer.id}` }),
    expect: mapRule('removeViewer', 204, true),
  },
  {
    route: 'POST /api/spine-maps/:id/invites',
    request: ({ map }) => ({ url: `/api/spine-maps/${map.id}/invites`, payload: { role: 'editor' } }),
    expect: mapRule('manage', 201, true),
  },
  {
    route: 'DELETE /api/spine-maps/:id/invites/:inviteId',
    request: ({ map, invite }) => ({ url: `/api/spine-maps/${map.id}/invites/${invite.id}` }),
    expect: mapRule('manage', 204, true),
  },
  {
    route: 'POST /api/spine-maps/:id/invites/:inviteId/rotate',
    request: ({ map, invite }) => ({ url: `/api/spine-maps/${map.id}/invites/${invite.id}/rotate` }),
    expect: mapRule('manage', 200, true),
  },
  // A push answers 200 with each mutation's fate: the matrix compares that fate.
  ...(
    [
      ['edit', (map) => ({ mapId: map.id, baseRev: 1, patch: { title: 'Changed' } })],
      [
        'manage',
        (map, visibility) => ({
          mapId: map.id,
          baseRev: 1,
          patch: { visibility: otherVisibility(visibility) },
        }),
      ],
      ['delete', (map) => ({ type: 'delete', mapId: map.id, baseRev: 1 })],
    ] as const satisfies readonly [string, (map: { id: string }, visibility: Visibility) => object][]
  ).map(([action, mutation]): Row => ({
    route: 'POST /api/sync/push',
    variant: action,
    request: ({ map, visibility }) => push(mutation(map, visibility)),
    expect: (cell) =>
      cell.principal === 'loggedOut'
        ? 401
        : MAY[action]?.[cell.visibility].includes(cell.principal)
          ? 'applied'
          : 'rejected',
    outcome: pushOutcome,
  })),
];

/** Routes the matrix leaves to other tests, with the reason. */
export const NOT_IN_MATRIX: Readonly<Record<string, string>> = {
  'GET /api/live': 'a WebSocket upgrade: who may connect is checked in live.test.ts',
};
