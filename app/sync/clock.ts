import { hlcNow, hlcReceive } from '../../shared/sync/hlc';
import type { SpineTables } from '../db/db';

// The device's identity and hybrid logical clock live in Dexie `meta`, so every tab of the device
// shares one monotonic clock. Call these inside a transaction that includes `meta`.

const DEVICE_ID_KEY = 'deviceId';
/** meta key of the device's clock. */
export const HLC_KEY = 'hlc';

/** The device's id (a UUID, created on first use): the node part of its clocks. */
export async function deviceId(database: SpineTables): Promise<string> {
  const row = await database.meta.get(DEVICE_ID_KEY);
  if (typeof row?.value === 'string') return row.value;
  const id = crypto.randomUUID();
  await database.meta.put({ key: DEVICE_ID_KEY, value: id });
  return id;
}

/** The clock for a local edit: strictly later than every clock this device has issued or seen. */
export async function tickHlc(database: SpineTables, wallMs = Date.now()): Promise<string> {
  const node = await deviceId(database);
  const prev = await database.meta.get(HLC_KEY);
  const next = hlcNow(typeof prev?.value === 'string' ? prev.value : null, wallMs, node);
  await database.meta.put({ key: HLC_KEY, value: next });
  return next;
}

/** Moves the device clock past a clock it received (a pulled map), so its next edits order after it. */
export async function receiveHlc(database: SpineTables, remote: string, wallMs = Date.now()): Promise<void> {
  const node = await deviceId(database);
  const prev = await database.meta.get(HLC_KEY);
  const local = typeof prev?.value === 'string' ? prev.value : hlcNow(null, wallMs, node);
  await database.meta.put({ key: HLC_KEY, value: hlcReceive(local, remote, wallMs) });
}
