import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { userSchema } from '../../../shared/schemas/auth';
import type { MapOp } from '../../../shared/schemas/mapOps';
import { SYNC_PROTOCOL_VERSION, type PushRequest } from '../../../shared/schemas/sync';
import { ApiError } from '../../api/client';
import { createDb, type SpineDb } from '../../db/db';
import { adoptAccount } from '../deviceAccount';
import { createMapWriter, type MapWriter } from '../mapWriter';
import { createSyncClient, type SyncClient } from '../syncClient';
import { cookieApi, type CookieApi } from '../testApi';
import type { DeviceName } from './faultPlan';
import { steadily, type FaultWorld } from './faultWorld';

/** One device of a seed. */
export interface Device {
  name: DeviceName;
  userId: string;
  database: SpineDb;
  store: MapWriter;
  sync: SyncClient;
  /** Calls through the proxy with this device's session (setup, member removal, checks). */
  api: CookieApi;
  offline: boolean;
  inflight: Promise<void> | null;
  /** Clocks of the operations this device ever sent in a push, with when they were first sent. */
  sent: Map<string, number>;
}

/** An operation as the device recorded it in its outbox. */
export interface Recorded {
  device: DeviceName;
  mapId: string;
  op: MapOp;
}

/**
 * A device of run `run`: its own account (from client `address`, so the proxy faults only this
 * seed's requests), a fake-indexeddb database, the real map writer and sync client. Every
 * operation it writes to its outbox is added to `recorded`.
 */
export async function makeDevice(
  world: FaultWorld,
  run: number,
  address: string,
  name: DeviceName,
  recorded: Recorded[],
): Promise<Device> {
  const api = cookieApi(() => world.url, { 'x-forwarded-for': address });
  const body = { email: `fault-${process.pid}-${run}-${name}@example.com`, password: 'fault model password' };
  // A retry after a kill may find the account made: then it logs in.
  const user = userSchema.parse(
    await steadily(world, () =>
      api('/api/auth/register', { method: 'POST', body }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 409)
          return api('/api/auth/login', { method: 'POST', body });
        throw error;
      }),
    ),
  );
  const database = createDb(`fault-${run}-${name}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  await adoptAccount(database, user.id);
  const known = new Set<string>();
  // Every outbox row as written (later folding never loses a write from the record).
  database.outbox.hook('creating', function (_key, row) {
    this.onsuccess = () => {
      if (row.protocolVersion !== SYNC_PROTOCOL_VERSION || known.has(row.mutationId)) return;
      known.add(row.mutationId);
      for (const op of row.ops) recorded.push({ device: name, mapId: row.mapId, op });
    };
  });
  const dev: Device = {
    name,
    userId: user.id,
    database,
    store: createMapWriter(database),
    sync: undefined as unknown as SyncClient,
    api,
    offline: false,
    inflight: null,
    sent: new Map(),
  };
  dev.sync = createSyncClient(database, async (path, options) => {
    if (dev.offline) throw new TypeError('fetch failed (offline)');
    if (path === '/api/sync/push') {
      for (const mutation of (options?.body as PushRequest).mutations) {
        if ('ops' in mutation)
          for (const op of mutation.ops) if (!dev.sent.has(op.hlc)) dev.sent.set(op.hlc, Date.now());
      }
    }
    return api(path, options);
  });
  return dev;
}
