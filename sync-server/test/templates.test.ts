import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEMPLATES } from '../../shared/content/templates';
import { spineMapSchema } from '../../shared/schemas/spineMap';
import { templateSchema, type Template } from '../../shared/schemas/template';
import { filterTemplates } from '../../shared/search';
import { openDatabase } from '../src/db/database';
import { createTemplatesRepository } from '../src/db/templatesRepository';
import { hashToken } from '../src/db/tokens';
import { startTestServer, tempDir, type TestServer } from './helpers';

const templateList = z.array(templateSchema);
const createdMap = spineMapSchema.extend({ claimToken: z.string().optional() });

describe('templates API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function list(query = ''): Promise<Template[]> {
    const response = await server.app.inject({ method: 'GET', url: `/api/templates${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return templateList.parse(response.json());
  }

  it('lists every bundled template, in content order, after seeding', async () => {
    expect((await list()).map((t) => t.id)).toEqual(TEMPLATES.map((t) => t.id));
  });

  it('searches name, description, category and use cases case-insensitively', async () => {
    const sample = TEMPLATES[2] as Template;
    const fromName = sample.name.slice(2, 9).toUpperCase();
    const names = (await list(`?search=${encodeURIComponent(fromName)}`)).map((t) => t.id);
    expect(names).toContain(sample.id);
    const useCase = (sample.useCases[0] ?? '').slice(0, 8).toLowerCase();
    expect((await list(`?search=${encodeURIComponent(useCase)}`)).map((t) => t.id)).toContain(sample.id);
    expect(await list('?search=zzqqxx-no-such-thing')).toEqual([]);
  });

  it('filters on the exact category, and All or blank means no filter', async () => {
    const support = await list('?category=Support');
    expect(support.length).toBeGreaterThan(0);
    expect(support.every((t) => t.category === 'Support')).toBe(true);
    expect(await list('?category=support')).toEqual([]);
    expect(await list('?category=Supp')).toEqual([]);
    expect(await list('?category=all')).toHaveLength(TEMPLATES.length);
    expect(await list('?category=')).toHaveLength(TEMPLATES.length);
  });

  it('answers 1- and 2-character searches (too short for trigrams) as substring matches', async () => {
    for (const search of ['a', 'QA', 'x', 'Ops', 'e', 'zq']) {
      const expected = filterTemplates(TEMPLATES, { search }).map((t) => t.id);
      expect(
        (await list(`?search=${encodeURIComponent(search)}`)).map((t) => t.id),
        search,
      ).toEqual(expected);
    }
    expect((await list('?search=a')).length).toBeGreaterThan(0);
  });

  it('returns exactly what the shared filterTemplates returns, for many searches and categories', async () => {
    const searches = new Set<string>([
      '',
      'team',
      'TEAM',
      'incident',
      'on-call',
      '"quoted"',
      'NEAR',
      'a*b',
      '%',
      '_',
    ]);
    for (const template of TEMPLATES) {
      for (const text of [template.name, template.description, ...template.useCases]) {
        searches.add(text.slice(3, 7));
        searches.add(text.slice(0, 12).toUpperCase());
      }
    }
    for (const category of [undefined, 'Engineering', 'Product', 'Consulting']) {
      for (const search of searches) {
        const query = new URLSearchParams({ search, ...(category ? { category } : {}) });
        const expected = filterTemplates(TEMPLATES, { search, category }).map((t) => t.id);
        expect(
          (await list(`?${query}`)).map((t) => t.id),
          `${search} / ${category}`,
        ).toEqual(expected);
      }
    }
  });

  it('rejects an over-long search with 400 naming the field', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/templates?search=${'a'.repeat(201)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: [{ path: 'query.search' }] });
  });

  it('creates an ownerless map from a template with a claim token, and counts the use', async () => {
    const template = TEMPLATES[0] as Template;
    const before = (await server.app.repos.templates.stats()).find((s) => s.templateId === template.id);
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/templates/${template.id}/create-spine-map`,
    });
    expect(response.statusCode, response.body).toBe(201);
    const map = createdMap.parse(response.json());
    expect(map).toMatchObject({
      title: template.name,
      systemBoundary: template.systemBoundary,
      needs: template.needs,
      values: template.values,
      principles: template.principles,
      practices: template.practices,
      tools: template.tools,
      industry: template.industry,
      teamSize: template.teamSize,
      ownerId: null,
      visibility: 'unlisted',
    });
    expect(map.claimToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(await server.app.repos.maps.get(map.id)).toMatchObject({ id: map.id, title: template.name });
    // Only the hash is stored: the token proves the device's claim later.
    const stored = await server.app.db
      .prepare('SELECT claim_token_hash FROM spine_maps WHERE id = ?')
      .pluck()
      .get(map.id);
    expect(stored).toBe(hashToken(map.claimToken ?? ''));
    const after = (await server.app.repos.templates.stats()).find((s) => s.templateId === template.id);
    expect(after?.uses).toBe((before?.uses ?? 0) + 1);
    expect(after?.lastUsed).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('gives a logged-in user the map, without a claim token', async () => {
    const user = await server.app.repos.users.create('owner@example.com', 'scrypt$not-used');
    if (!user) throw new Error('user not created');
    const { token } = await server.app.repos.sessions.create(user.id);
    const template = TEMPLATES[1] as Template;
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/templates/${template.id}/create-spine-map`,
      cookies: { sid: token },
    });
    expect(response.statusCode, response.body).toBe(201);
    const map = createdMap.parse(response.json());
    expect(map.ownerId).toBe(user.id);
    expect(map.claimToken).toBeUndefined();
  });

  it('answers 404 JSON for an unknown template and creates nothing', async () => {
    const count = async () => await server.app.db.prepare('SELECT count(*) FROM spine_maps').pluck().get();
    const before = await count();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/templates/no-such-template/create-spine-map',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Template not found' });
    expect(await count()).toBe(before);
  });
});

describe('templates repository seeding', () => {
  it('is idempotent, carries content updates into an existing database and keeps the counters', async () => {
    const dir = tempDir();
    try {
      const db = await openDatabase(dir.path);
      const first = TEMPLATES[0] as Template;
      const repo = createTemplatesRepository(db);
      await repo.seed();
      await repo.recordUse(first.id);
      await createTemplatesRepository(db).seed(); // a restart seeds again
      expect(await repo.list()).toHaveLength(TEMPLATES.length);
      const edited = { ...first, name: 'Renamed Delivery Team', useCases: ['Brand new use case'] };
      await repo.seed([edited, ...TEMPLATES.slice(1)]);
      expect((await repo.get(first.id))?.name).toBe('Renamed Delivery Team');
      expect((await repo.list({ search: 'brand new use' })).map((t) => t.id)).toEqual([first.id]);
      expect((await repo.stats()).find((s) => s.templateId === first.id)?.uses).toBe(1);
      await repo.seed(TEMPLATES.slice(1));
      expect(await repo.get(first.id)).toBeNull();
      expect(await repo.list({ search: 'renamed delivery' })).toEqual([]);
      await db.close();
    } finally {
      dir.remove();
    }
  });
});
