// Test support for sync tests: a real server on 127.0.0.1 (SQLite file in a temp DATA_DIR) and
// devices, each a fake-indexeddb database with its own cookie jar. Used by *.test.ts only.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach } from 'vitest';
import { buildServer, type App } from '../../sync-server/src/app';
import { loadConfig } from '../../sync-server/src/config';
import { createDb, type SpineDb } from '../db/db';
import { createMapWriter } from './mapWriter';
import { createSyncClient, type ApiCall } from './syncClient';
import { cookieApi } from './testApi';

/** The map the two-device tests start from. */
export const SAMPLE_MAP = {
  title: 'Support desk',
  systemBoundary: 'Our support team',
  needs: 'Customers get unstuck quickly',
  values: ['Speed: answer within an hour'],
  principles: ['Limit work in progress'],
  practices: ['Triage: sort new tickets every morning'],
  tools: ['Zendesk'],
};

/** A device: its database, map store, sync client and API call. */
export type TestDevice = ReturnType<typeof makeDevice>;

const devices: SpineDb[] = [];

function makeDevice(name: string, api: ApiCall) {
  const database = createDb(`device-${name}-${devices.length}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  devices.push(database);
  return { database, store: createMapWriter(database), sync: createSyncClient(database, api), api };
}

/**
 * Registers before/after hooks that give each test a fresh server and data dir. `start()` starts
 * it again on the same data dir (after a test closed it); `server()` is the running instance.
 */
export function syncTestbed() {
  let dataDir = '';
  let server: App | undefined;
  let base = '';

  async function start(): Promise<void> {
    server = await buildServer(
      loadConfig({ DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-app'), LOG_LEVEL: 'silent' }),
    );
    await server.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  }

  /** apiFetch's contract (ApiError on non-ok, parsed JSON) with its own cookie jar. */
  const cookieClient = () => cookieApi(() => base);

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'spine-sync-test-'));
    await start();
  });

  afterEach(async () => {
    for (const database of devices.splice(0)) database.close();
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * One account on two devices (A registers, B logs in), and SAMPLE_MAP made on A and synced to
   * both. The API calls keep their cookie jars, for tests that need the session.
   */
  async function twoDevices(credentials: { email: string; password: string }) {
    const apiA = cookieClient();
    const apiB = cookieClient();
    await apiA('/api/auth/register', { method: 'POST', body: credentials });
    await apiB('/api/auth/login', { method: 'POST', body: credentials });
    const a = makeDevice('a', apiA);
    const b = makeDevice('b', apiB);
    const id = await a.store.saveNewMap(SAMPLE_MAP);
    await a.sync.syncOnce();
    await b.sync.syncOnce();
    return { a, b, id, apiA, apiB };
  }

  return { start, server: () => server!, cookieClient, device: makeDevice, twoDevices };
}
