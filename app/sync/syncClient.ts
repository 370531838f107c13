import { claimResponseSchema } from '../../shared/schemas/mapHistory';
import type { SpineMap } from '../../shared/schemas/spineMap';
import {
  PULL_LIMITS,
  PUSH_BATCH_MAX,
  pullResponseSchema,
  pushResponseSchema,
  type PushResult,
} from '../../shared/schemas/sync';
import { rebase } from '../../shared/sync/applyPatch';
import { ApiError, apiFetch, type ApiFetchOptions } from '../api/client';
import type { SpineDb } from '../db/db';
import type { OutboxRow } from '../db/rows';
import { forgetClaimTokens, readClaimTokens } from './claimTokens';
import { CURSOR_KEY, heldMapIds, readAccountScope } from './deviceAccount';
import { coalesceUnsent, pushBody, takeBatch } from './outboxBatch';
import { isDeleteRow } from './outboxRows';
import { finalRejection, keepRejected, REMOVED_MESSAGE } from './rejectedChanges';

// One sync round against the server (design §5): claim anonymous maps, push the outbox in batches,
// pull changes since the cursor. No timers, no triggers — syncScheduler decides when to call it.

/** How the client talks to the API: apiFetch in the app; tests pass one with its own cookie jar. */
export type ApiCall = (path: string, options?: ApiFetchOptions) => Promise<unknown>;

/** The server answered 401: the device must log in before it can sync. The outbox is kept. */
export class NeedsLoginError extends Error {
  override name = 'NeedsLoginError';
}

/** A mutation the server refused for good; it has left the outbox and the user should hear why. */
export type Rejection = { mapId: string; message: string };

/** What one round did. */
export type SyncReport = { pushed: number; pulled: number; rejected: Rejection[]; pending: number };

async function pendingPatchesFor(database: SpineDb, mapId: string): Promise<OutboxRow[]> {
  return (await database.outbox.where('mapId').equals(mapId).toArray()).sort(
    (a, b) => (a.seq ?? 0) - (b.seq ?? 0),
  );
}

/**
 * Stores a map as the server has it, with still-pending local mutations re-applied on top so a
 * pull never hides unsent work. An older copy than the local one is ignored. Runs inside a
 * transaction over maps and outbox.
 */
async function storeServerMap(database: SpineDb, serverMap: SpineMap): Promise<void> {
  const local = await database.maps.get(serverMap.id);
  if (local && local.rev > serverMap.rev) return;
  const pending = await pendingPatchesFor(database, serverMap.id);
  const pendingDelete = pending.find(isDeleteRow);
  const rebased = rebase(
    serverMap,
    pending.filter((row) => !isDeleteRow(row)).map((row) => row.patch),
  );
  await database.maps.put(
    pendingDelete && local?.deletedAt ? { ...rebased, deletedAt: local.deletedAt } : rebased,
  );
}

/**
 * Stores a map the server returned outside sync (restore, rotate link, claim), keeping pending
 * local edits on top, in its own transaction.
 */
export async function adoptServerMap(database: SpineDb, serverMap: SpineMap): Promise<void> {
  await database.transaction('rw', database.maps, database.outbox, () => storeServerMap(database, serverMap));
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
    await database.transaction('rw', database.maps, database.outbox, async () => {
      for (const result of results) if (result.map) await storeServerMap(database, result.map);
    });
    await forgetClaimTokens(
      database,
      results.map((result) => result.mapId),
    );
  }

  /**
   * A change the server will never accept (not a member, a viewer, a deleted map): the device's copy
   * with its unsent changes is kept aside (rejectedChanges.ts), and the map follows the server's
   * copy, or leaves the device when the server shows none.
   */
  async function settleRefused(row: OutboxRow, result: PushResult & { status: 'rejected' }) {
    const reason = finalRejection(result.error.code);
    const local = await database.maps.get(row.mapId);
    if (!reason || !local) return false;
    // A refused delete loses no work: the map simply comes back.
    if (isDeleteRow(row)) await database.outbox.where('mapId').equals(row.mapId).delete();
    else await keepRejected(database, local, reason, result.error.message);
    if (result.map) await database.maps.put(result.map);
    else await database.maps.delete(row.mapId);
    return true;
  }

  /** Applies one push reply: rows leave the outbox only now, and later rows get the new baseRev. */
  async function applyPushReply(batch: OutboxRow[], results: PushResult[], rejected: Rejection[]) {
    const tables = [database.maps, database.outbox, database.meta, database.rejectedChanges];
    await database.transaction('rw', tables, async () => {
      for (const result of results) {
        const row = batch.find((candidate) => candidate.mutationId === result.mutationId);
        if (!row) continue;
        await database.outbox.delete(row.seq);
        if (result.status === 'rejected') {
          rejected.push({ mapId: row.mapId, message: result.error.message });
          if (await settleRefused(row, result)) continue;
        }
        // Later rows of this map were written on top of this one. After a straight apply the
        // server holds exactly what they started from, so they may name its rev; after a create
        // that merged or was a retry they start from the map's first revision (a baseRev 0 edit
        // would not even parse); after a merged edit they keep their base and merge again.
        const newBase =
          result.status === 'rejected'
            ? null
            : result.status === 'applied'
              ? result.rev
              : row.baseRev === 0
                ? 1
                : null;
        if (newBase !== null) {
          await database.outbox
            .where('mapId')
            .equals(row.mapId)
            .modify((later) => {
              if (later.baseRev === row.baseRev) later.baseRev = newBase;
            });
        }
        if (result.map) await storeServerMap(database, result.map);
        else if (result.status === 'applied') {
          const local = await database.maps.get(row.mapId);
          if (local && local.rev < result.rev) await database.maps.put({ ...local, rev: result.rev });
        }
      }
    });
  }

  async function sendBatch(batch: OutboxRow[], rejected: Rejection[]): Promise<void> {
    const tokens = await readClaimTokens(database);
    try {
      const reply = pushResponseSchema.parse(
        await call('/api/sync/push', { method: 'POST', body: pushBody(batch, tokens) }),
      );
      await applyPushReply(batch, reply.results, rejected);
    } catch (error) {
      // A 400 means a malformed mutation (e.g. from an older app version). Find it alone and drop
      // it, so one bad row cannot block the outbox forever; everything else is retried later.
      if (!(error instanceof ApiError && error.status === 400)) throw error;
      if (batch.length > 1) {
        for (const row of batch) await sendBatch([row], rejected);
        return;
      }
      const [row] = batch;
      await database.outbox.delete(row!.seq);
      rejected.push({ mapId: row!.mapId, message: error.message });
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

  /**
   * Maps the account is no longer a member of leave the device, as at log out; unsent changes to
   * them are kept aside, never dropped silently. A map held for another account stays its.
   */
  async function letGo(mapIds: readonly string[]) {
    const scope = await readAccountScope(database);
    for (const id of mapIds) {
      const local = await database.maps.get(id);
      const heldFor = scope.held[id];
      if (!local || (heldFor !== undefined && heldFor !== scope.account)) continue;
      if ((await database.outbox.where('mapId').equals(id).count()) > 0)
        await keepRejected(database, local, 'removed', REMOVED_MESSAGE);
      await database.maps.delete(id);
    }
  }

  /** Pulls every change after the stored cursor, page by page; each page lands in one transaction. */
  async function pull(): Promise<number> {
    let pulled = 0;
    for (;;) {
      const cursor = await database.meta.get(CURSOR_KEY);
      const since = typeof cursor?.value === 'number' ? cursor.value : 0;
      const page = pullResponseSchema.parse(
        await call(`/api/sync/pull?since=${since}&limit=${PULL_LIMITS.default}`),
      );
      const tables = [database.maps, database.outbox, database.meta, database.rejectedChanges];
      await database.transaction('rw', tables, async () => {
        for (const map of page.maps) await storeServerMap(database, map);
        for (const id of page.deleted) {
          const pending = await database.outbox.where('mapId').equals(id).count();
          if (pending === 0) await database.maps.delete(id);
        }
        if (page.revoked.length > 0) await letGo(page.revoked);
        await database.meta.put({ key: CURSOR_KEY, value: page.seq });
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
