import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_COLUMNS, csvField } from '../src/routes/admin';
import { startTestServer, type TestServer } from './helpers';

const ADMIN = 'admin@example.com';
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const ENDPOINTS = [
  '/api/admin/analytics',
  '/api/admin/page-views',
  '/api/admin/user-actions',
  '/api/admin/template-stats',
  '/api/admin/spine-map-history',
  '/api/admin/export.csv',
];

let server: TestServer;
let adminCookie: string;
let userCookie: string;

async function register(email: string): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'correct horse battery' },
  });
  expect(response.statusCode).toBe(201);
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('no session cookie');
  return `sid=${cookie.value}`;
}

const at = (agoMs: number) => new Date(Date.now() - agoMs).toISOString();
const ev = (type: string, agoMs: number, extra: Record<string, string> = {}) => ({
  id: randomUUID(),
  type,
  page: '/',
  sessionId: 'sess_a',
  createdAt: at(agoMs),
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: ADMIN } });
  adminCookie = await register(ADMIN);
  userCookie = await register('someone@example.com');
  // Within the last day: 2 sessions, 3 views of /learn, 1 of /, 2 generate, 1 share, template t1 used and viewed.
  // 3 days ago (7d only): 1 session, 1 view of /templates, 1 export, a use of t2.
  // 40 days ago (90d only): 1 view of /catalogue.
  const events = [
    ev('session_start', HOUR),
    ev('session_start', 2 * HOUR, { sessionId: 'sess_b' }),
    ev('page_view', HOUR, { page: '/learn' }),
    ev('page_view', HOUR, { page: '/learn' }),
    ev('page_view', 2 * HOUR, { page: '/learn' }),
    ev('page_view', 3 * HOUR, { page: '/' }),
    ev('action', 3 * HOUR, { action: 'generate', page: '/generator' }),
    ev('action', 2 * HOUR, { action: 'generate', page: '/generator' }),
    ev('action', HOUR, { action: 'share', page: '/maps/:id' }),
    ev('template_view', 2 * HOUR, { templateId: 't1', page: '/templates' }),
    ev('template_use', HOUR, { templateId: 't1', page: '/templates' }),
    ev('session_start', 3 * DAY, { sessionId: 'sess_c' }),
    ev('page_view', 3 * DAY, { page: '/templates' }),
    ev('action', 3 * DAY, { action: 'export', page: '/maps/:id' }),
    ev('template_use', 3 * DAY, { templateId: 't2', page: '/templates' }),
    ev('page_view', 40 * DAY, { page: '/catalogue' }),
  ];
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    payload: { events },
  });
  expect(response.json()).toEqual({ accepted: events.length });
});

afterAll(async () => {
  await server.close();
});

const get = (url: string, cookie?: string) =>
  server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('admin API access', () => {
  it.each(ENDPOINTS)('%s answers 401 when logged out', async (url) => {
    expect((await get(url)).statusCode).toBe(401);
  });

  it.each(ENDPOINTS)('%s answers 403 to a registered non-admin', async (url) => {
    const response = await get(url, userCookie);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('generate');
  });

  it('checks the role before validating the range, so strangers learn nothing from messages', async () => {
    expect((await get('/api/admin/analytics?range=5y')).statusCode).toBe(401);
    expect((await get('/api/admin/analytics?range=5y', adminCookie)).statusCode).toBe(400);
  });
});

describe('admin figures', () => {
  it('summarises the last 7 days by default, newest actions first', async () => {
    const response = await get('/api/admin/analytics', adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({ totalSessions: 3, totalPageViews: 5, totalTemplateUses: 2 });
    expect(body.recentActions).toEqual([
      { action: 'share', page: '/maps/:id', createdAt: expect.any(String) as string },
      { action: 'generate', page: '/generator', createdAt: expect.any(String) as string },
      { action: 'generate', page: '/generator', createdAt: expect.any(String) as string },
      { action: 'export', page: '/maps/:id', createdAt: expect.any(String) as string },
    ]);
  });

  it('filters every figure by the range', async () => {
    const day = (await get('/api/admin/analytics?range=1d', adminCookie)).json<unknown>();
    expect(day).toMatchObject({ totalSessions: 2, totalPageViews: 4, totalTemplateUses: 1 });
    const quarter = (await get('/api/admin/analytics?range=90d', adminCookie)).json<unknown>();
    expect(quarter).toMatchObject({ totalSessions: 3, totalPageViews: 6, totalTemplateUses: 2 });
    const month = (await get('/api/admin/page-views?range=30d', adminCookie)).json<unknown>();
    expect(month).toEqual([
      { page: '/learn', count: 3 },
      { page: '/', count: 1 },
      { page: '/templates', count: 1 },
    ]);
  });

  it('counts page views, actions and template stats per key', async () => {
    expect((await get('/api/admin/page-views?range=90d', adminCookie)).json()).toContainEqual({
      page: '/catalogue',
      count: 1,
    });
    expect((await get('/api/admin/user-actions?range=1d', adminCookie)).json()).toEqual([
      { action: 'generate', count: 2 },
      { action: 'share', count: 1 },
    ]);
    const templates = (await get('/api/admin/template-stats?range=7d', adminCookie)).json<
      { templateId: string; uses: number; views: number; lastUsed: string | null }[]
    >();
    expect(templates).toHaveLength(2);
    expect(templates.find((t) => t.templateId === 't1')).toMatchObject({ uses: 1, views: 1 });
    expect(templates.find((t) => t.templateId === 't2')).toMatchObject({ uses: 1, views: 0 });
    const viewedOnly = (await get('/api/admin/template-stats?range=1d', adminCookie)).json<unknown[]>();
    expect(viewedOnly).toEqual([
      { templateId: 't1', uses: 1, views: 1, lastUsed: expect.any(String) as string },
    ]);
  });

  it('counts spine maps created in the range', async () => {
    const before = (await get('/api/admin/analytics', adminCookie)).json<{ totalSpineMaps: number }>();
    const [template] = (await get('/api/templates')).json<{ id: string }[]>();
    const created = await server.app.inject({
      method: 'POST',
      url: `/api/templates/${template!.id}/create-spine-map`,
    });
    expect(created.statusCode).toBe(201);
    const after = (await get('/api/admin/analytics', adminCookie)).json<{ totalSpineMaps: number }>();
    expect(after.totalSpineMaps).toBe(before.totalSpineMaps + 1);
  });

  it('lists the spine map history of the range, newest first', async () => {
    const entry = {
      type: 'generation' as const,
      method: 'builtin',
      refinementType: null,
      title: 'Water utility',
      sessionId: 's1',
      spineMapId: 'm1',
      originalSpineMapId: null,
      prompt: 'Boundary: water',
      response: { title: 'Water utility' },
    };
    await server.app.repos.history.add({ ...entry, id: 'old', timestamp: at(3 * DAY) });
    await server.app.repos.history.add({ ...entry, id: 'new', timestamp: at(HOUR) });
    const week = (await get('/api/admin/spine-map-history', adminCookie)).json<{ id: string }[]>();
    expect(week.map((e) => e.id)).toEqual(['new', 'old']);
    expect(week[0]).toMatchObject({ ...entry, id: 'new' });
    const day = (await get('/api/admin/spine-map-history?range=1d', adminCookie)).json<{ id: string }[]>();
    expect(day.map((e) => e.id)).toEqual(['new']);
  });
});

describe('CSV export', () => {
  it('downloads the events of the range as an attachment', async () => {
    const response = await get('/api/admin/export.csv?range=1d', adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="spine-explorer-analytics-1d-.*\.csv"$/,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(1 + 11);
    expect(lines.some((line) => line.includes(',action,share,/maps/:id,,sess_a,'))).toBe(true);
  });

  it('quotes commas, quotes and line breaks and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(null)).toBe('');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-1,2')).toBe('"\'-1,2"');
  });
});
