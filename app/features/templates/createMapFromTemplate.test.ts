import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../../shared/content/templates';
import type { Template } from '../../../shared/schemas/template';
import { templateToMapContent } from '../../../shared/templateMap';
import { ApiError, setApiBase } from '../../api/client';
import { db } from '../../db/db';
import { readClaimTokens } from '../../sync/claimTokens';
import { createMapFromTemplate } from './createMapFromTemplate';

const template = TEMPLATES[0] as Template;
const requests: string[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    if (req.url === `/api/templates/${template.id}/create-spine-map` && req.method === 'POST') {
      const now = new Date().toISOString();
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ...templateToMapContent(template),
          id: 'server-map-1',
          shareId: 'share-abc',
          createdAt: now,
          updatedAt: now,
          ownerId: null,
          rev: 1,
          deletedAt: null,
          claimToken: 'secret-claim-token',
        }),
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"message":"Template not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBase(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  setApiBase('');
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  requests.length = 0;
  await Promise.all([db.maps.clear(), db.outbox.clear(), db.meta.clear()]);
});

describe('createMapFromTemplate', () => {
  it('online: stores the server-made map with its claim token and queues nothing', async () => {
    expect(await createMapFromTemplate(template, true)).toEqual({ id: 'server-map-1', from: 'server' });
    expect(requests).toEqual([`POST /api/templates/${template.id}/create-spine-map`]);
    expect(await db.maps.get('server-map-1')).toMatchObject({ title: template.name, shareId: 'share-abc', rev: 1 });
    expect(await readClaimTokens(db)).toEqual({ 'server-map-1': 'secret-claim-token' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('offline: creates the map on the device and queues its creation for sync', async () => {
    const { id, from } = await createMapFromTemplate(template, false);
    expect(from).toBe('device');
    expect(requests).toEqual([]);
    expect(await db.maps.get(id)).toMatchObject({ title: template.name, values: template.values, rev: 0 });
    const queued = await db.outbox.where('mapId').equals(id).toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ protocolVersion: 2, seenRev: 0 });
  });

  it('surfaces a server refusal instead of silently making a local copy', async () => {
    const gone = { ...template, id: 'removed-template' };
    await expect(createMapFromTemplate(gone, true)).rejects.toBeInstanceOf(ApiError);
    expect(await db.maps.count()).toBe(0);
  });
});
