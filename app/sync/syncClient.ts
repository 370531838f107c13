import { claimResponseSchema } from '../../shared/schemas/mapHistory';
import type { MapDoc } from '../../shared/schemas/mapDoc';
import type { SpineMap } from '../../shared/schemas/spineMap';
import {
  PULL_LIMITS,
  PUSH_BATCH_MAX,
  pullResponseV2Schema,
  pushResponseSchema,
  SYNC_PROTOCOL_VERSION,
  type PushResult,
  type SyncMap,
} from '../../shared/schemas/sync';
import { applyOps, emptyDoc } from '../../shared/sync/applyOps';
import { legacyDoc } from '../../shared/sync/legacy';
import { ApiError, apiFetch, type ApiFetchOptions } from '../api/client';
import { inTransaction, type SpineDb, type SpineTableName, type SpineTables } from '../db/db';
import type { OutboxRow } from '../db/rows';
import { forgetClaimTokens, readClaimTokens } from './claimTokens';
import { receiveHlc } from './clock';
import { CURSOR_KEY, heldMapIds, readAccountScope, readDeviceAccount } from './deviceAccount';
import { baseFrom, refreshMap, rowOps } from './localMaps';
import { coalesceUnsent, pushBody, takeBatch } from './outboxBatch';
import { keepNotSynced, letGoOf, rejectionReason } from './rejectedChanges';
import { noteTrashed } from './trashNotices';

// One sync round against the server (design §5): claim anonymous maps, push the outbox in batches,
// pull changes since the cursor. No timers, no triggers — syncScheduler decides when to call it.

/** How the client talks to the API: apiFetch in the app; tests pass one with its own cookie jar. */
export type ApiCall = (path: string, options?: ApiFetchOptions) => Promise<unknown>;

/** The server answered 401: the device must log in before it can sync. The outbox is kept. */
export class NeedsLoginError extends Error {
  override name = 'NeedsLoginError';
}

/** Shown under "Not synced" for changes to a map that left Trash for good. */
export const PURGED_MESSAGE = 'This map was deleted for good (it was in Trash for 30 days).';

/** A mutation the server refused; it is under "Not synced" and the user should hear why. */
export type Rejection = { mapId: string; message: string };

/** What one round did. */
export type SyncReport = { pushed: number; pulled: number; rejected: Rejection[]; pending: number };

/** Every table a sync step may write, in one transaction. */
const SYNC_TABLES: SpineTableName[] = ['maps', 'bases', 'outbox', 'meta', 'rejectedChanges'];

/** The latest clock in a doc: the device clock moves past it when the doc arrives. */
function latestClock(doc: MapDoc): string {
  let latest = '';
  const see = (hlc: string | undefined) => {
    if (hlc && hlc > latest) latest = hlc;
  };
  for (const register of Object.values(doc.fields)) see(register.hlc);
  for (const item of Object.values(doc.items)) {
    see(item.text?.hlc);
    see(item.order?.hlc);
    see(item.removed?.hlc);
  }
  see(doc.trash?.hlc);
  return latest;
}

/** What the server's reply to a 400 says, in words: the fields it could not read. */
export function refusalText(error: ApiError): string {
  try {
    const body = JSON.parse(error.bodyText) as { message?: unknown };
    if (typeof body.message === 'string') return `The server could not read this change (${body.message}).`;
  } catch {
    // Not JSON: fall through to the status.
  }
  return `The server could not read this change (HTTP ${error.status}).`;
}

/**
 * Stores a map the server returned outside sync (restore, rotate link, join, the share page): with
 * its registers it becomes the map's base, unless the device already has a newer one.
 */
export async function adoptServerMap(database: SpineDb, serverMap: SpineMap): Promise<void> {
  await inTransaction(database, 'rw', SYNC_TABLES, async (tx) => {
    const base = await tx.bases.get(serverMap.id);
    if (base && base.rev >= serverMap.rev) return;
    const doc = serverMap.doc ?? legacyDoc(serverMap.id, serverMap, serverMap.rev);
    await tx.bases.put(baseFrom({ ...serverMap, doc }, base?.notice ?? null));
    await refreshMap(tx, serverMap.id, { actorId: await readDeviceAccount(tx), nowIso: new Date().toISOString() });
  });
}

/** Builds the sync functions for one device database. */
export function createSyncClient(database: SpineDb, api: ApiCall = apiFetch) {
  const call = async (path: string, options?: ApiFetchOptions) => {
    try {
      return await api(path, options);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw new NeedsLoginError(error.message);
      throw error;
    }
  };
  const context = async (tx: SpineTables) => ({ actorId: await readDeviceAccount(tx), nowIso: new Date().toISOString() });

  /** Presents the claim tokens of anonymous maps; the answered ones are forgotten. */
  async function claim(): Promise<void> {
    const tokens = await readClaimTokens(database);
    const claims = Object.entries(tokens).map(([mapId, claimToken]) => ({ mapId, claimToken }));
    if (claims.length === 0) return;
    let reply: unknown;
    try {
      reply = await call('/api/spine-maps/claim', { method: 'POST', body: { claims } });
    } catch (error) {
      // An older server without the claim endpoint: tokens still travel on each mutation.
      if (error instanceof ApiError && error.status === 404) return;
      throw error;
    }
    const { results } = claimResponseSchema.parse(reply);
    await inTransaction(database, 'rw', SYNC_TABLES, async (tx) => {
      // The pull brings the claimed maps' registers; until then they show as the account's.
      for (const { map } of results) if (map) await tx.maps.update(map.id, { ownerId: map.ownerId, role: map.role });
    });
    await forgetClaimTokens(
      database,
      results.map((result) => result.mapId),
    );
  }

  /** Accepted: the row leaves the outbox and its operations join the base, which the server now has. */
  async function settleAccepted(tx: SpineTables, row: OutboxRow, rev: number) {
    await tx.outbox.delete(row.seq!);
    const local = await tx.maps.get(row.mapId);
    if (!local) return;
    const base = await tx.bases.get(row.mapId);
    const nowIso = new Date().toISOString();
    const doc = applyOps(base?.doc ?? emptyDoc(), rowOps(row), { actorId: await readDeviceAccount(tx), nowIso }).doc;
    // The base's rev stays the last pulled one: it says which revisions the device has seen.
    await tx.bases.put(base ? { ...base, doc } : { ...baseFrom({ ...local, doc }), rev: 0 });
    if (local.rev < rev) await tx.maps.update(row.mapId, { rev });
  }

  /** Refused: the row leaves the outbox for "Not synced", and the map shows what the server has. */
  async function settleRefused(tx: SpineTables, row: OutboxRow, message: string, reason = rejectionReason('invalid')) {
    await tx.outbox.delete(row.seq!);
    const local = await tx.maps.get(row.mapId);
    if (!local) return;
    await keepNotSynced(tx, local, reason, message, rowOps(row));
    await refreshMap(tx, row.mapId, await context(tx));
  }

  /** Applies one push reply in one transaction. */
  async function applyPushReply(batch: OutboxRow[], results: PushResult[], rejected: Rejection[]) {
    await inTransaction(database, 'rw', SYNC_TABLES, async (tx) => {
      for (const result of results) {
        const row = batch.find((candidate) => candidate.mutationId === result.mutationId);
        if (!row) continue;
        if (result.status !== 'rejected') {
          await settleAccepted(tx, row, result.rev);
          continue;
        }
        rejected.push({ mapId: row.mapId, message: result.error.message });
        await settleRefused(tx, row, result.error.message, rejectionReason(result.error.code));
      }
    });
  }

  async function sendBatch(batch: OutboxRow[], rejected: Rejection[]): Promise<void> {
    const tokens = await readClaimTokens(database);
    try {
      const reply = pushResponseSchema.parse(await call('/api/sync/push', { method: 'POST', body: pushBody(batch, tokens) }));
      await applyPushReply(batch, reply.results, rejected);
    } catch (error) {
      // A 400 means a mutation the server cannot read (e.g. from a buggy app version). Find it alone
      // and keep it under "Not synced", so one bad row cannot block the outbox; the rest is retried.
      if (!(error instanceof ApiError && error.status === 400)) throw error;
      if (batch.length > 1) {
        for (const row of batch) await sendBatch([row], rejected);
        return;
      }
      const row = batch[0]!;
      const message = refusalText(error);
      rejected.push({ mapId: row.mapId, message });
      await inTransaction(database, 'rw', SYNC_TABLES, (tx) => settleRefused(tx, row, message));
    }
  }

  /** Pushes the whole outbox, batch by batch. Returns how many mutations the server answered. */
  async function push(rejected: Rejection[] = []): Promise<number> {
    await coalesceUnsent(database);
    const held = await heldMapIds(database);
    let pushed = 0;
    for (;;) {
      const batch = await takeBatch(database, PUSH_BATCH_MAX, held);
      if (batch.length === 0) return pushed;
      await sendBatch(batch, rejected);
      pushed += batch.length;
    }
  }

  /** One pulled map: its base is replaced, and the device shows it with pending operations on top. */
  async function storePulled(tx: SpineTables, map: SyncMap) {
    const before = await tx.maps.get(map.id);
    await tx.bases.put(map);
    const after = await refreshMap(tx, map.id, await context(tx));
    if (before && !before.deletedAt && after?.deletedAt) await noteTrashed(tx, after, map.doc.trash?.value?.by ?? null);
  }

  /** Pulls every change after the stored cursor, page by page; each page lands in one transaction. */
  async function pull(): Promise<number> {
    let pulled = 0;
    for (;;) {
      const cursor = await database.meta.get(CURSOR_KEY);
      const since = typeof cursor?.value === 'number' ? cursor.value : 0;
      const page = pullResponseV2Schema.parse(
        await call(`/api/sync/pull?since=${since}&limit=${PULL_LIMITS.default}&v=${SYNC_PROTOCOL_VERSION}`),
      );
      await inTransaction(database, 'rw', SYNC_TABLES, async (tx) => {
        let latest = '';
        for (const map of page.maps) {
          await storePulled(tx, map);
          const clock = latestClock(map.doc);
          if (clock > latest) latest = clock;
        }
        if (latest) await receiveHlc(tx, latest);
        const scope = await readAccountScope(tx);
        for (const id of [...page.deleted, ...page.revoked]) {
          // A map held for another account (logged out with unsent changes) stays that account's.
          const heldFor = scope.held[id];
          if (heldFor !== undefined && heldFor !== scope.account) continue;
          const local = await tx.maps.get(id);
          if (local && page.deleted.includes(id)) await letGoOf(tx, local, 'deleted', PURGED_MESSAGE);
          else if (local) await letGoOf(tx, local);
          await tx.bases.delete(id);
        }
        await tx.meta.put({ key: CURSOR_KEY, value: page.seq });
      });
      pulled += page.maps.length + page.deleted.length;
      if (!page.hasMore || page.seq <= since) return pulled;
    }
  }

  /** One full round: claim, push, pull. Throws NeedsLoginError on 401 and network errors as they are. */
  async function syncOnce(): Promise<SyncReport> {
    const rejected: Rejection[] = [];
    await claim();
    const pushed = await push(rejected);
    const pulled = await pull();
    return { pushed, pulled, rejected, pending: await database.outbox.count() };
  }

  /** Forgets the pull cursor (another account logged in on this device): the next pull starts over. */
  async function resetCursor(): Promise<void> {
    await database.meta.delete(CURSOR_KEY);
  }

  return { claim, push, pull, syncOnce, resetCursor };
}

/** The sync functions of one device. */
export type SyncClient = ReturnType<typeof createSyncClient>;
