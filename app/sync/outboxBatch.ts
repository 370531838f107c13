import { PUSH_BATCH_MAX, SYNC_PROTOCOL_VERSION, type SyncMutationInput } from '../../shared/schemas/sync';
import type { SpineDb } from '../db/db';
import type { OutboxRow } from '../db/rows';
import { isDeleteRow, SENT_UP_TO_KEY, sentUpTo } from './outboxRows';

// Choosing what one push carries. Rows that were never sent may be folded together (typing a title
// queues many small edits); a row that was ever sent is kept as is, because the server may already
// hold it under its mutation id and would answer a changed body with the stored "duplicate" result.

/** Folds runs of never-sent rows of one map with the same baseRev into their first row. */
export async function coalesceUnsent(database: SpineDb): Promise<void> {
  await database.transaction('rw', database.outbox, database.meta, async () => {
    const attempted = await sentUpTo(database);
    const rows = await database.outbox.where('seq').above(attempted).toArray();
    const open = new Map<string, OutboxRow>();
    for (const row of rows) {
      const head = open.get(row.mapId);
      const canFold = head && head.baseRev === row.baseRev && !isDeleteRow(head) && !isDeleteRow(row);
      if (!canFold) {
        open.set(row.mapId, row);
        continue;
      }
      head.patch = { ...head.patch, ...row.patch };
      head.hlc = row.hlc;
      await database.outbox.put(head);
      await database.outbox.delete(row.seq);
    }
  });
}

/**
 * The next batch: oldest first, at most one row per map (a later row may need the reply to the
 * earlier one to get its baseRev right), at most PUSH_BATCH_MAX rows, none of the `held` maps
 * (another account's, waiting for it to log in again). Marks them as sent before they
 * leave, so a closed tab never folds a row the server may already have.
 */
export async function takeBatch(
  database: SpineDb,
  limit = PUSH_BATCH_MAX,
  held: ReadonlySet<string> = new Set(),
): Promise<OutboxRow[]> {
  return database.transaction('rw', database.outbox, database.meta, async () => {
    const batch: OutboxRow[] = [];
    const seen = new Set<string>();
    await database.outbox
      .orderBy('seq')
      .until(() => batch.length >= limit)
      .each((row) => {
        if (seen.has(row.mapId) || held.has(row.mapId)) return;
        seen.add(row.mapId);
        batch.push(row);
      });
    const highest = Math.max(0, ...batch.map((row) => row.seq ?? 0));
    if (highest > (await sentUpTo(database)))
      await database.meta.put({ key: SENT_UP_TO_KEY, value: highest });
    return batch;
  });
}

/** The wire form of an outbox row (design §5 push shape), with the map's claim token when the device holds one. */
export function toWireMutation(row: OutboxRow, claimToken?: string): SyncMutationInput {
  const base = { mutationId: row.mutationId, mapId: row.mapId, baseRev: row.baseRev, hlc: row.hlc };
  const claim = claimToken ? { claimToken } : {};
  if (isDeleteRow(row)) return { type: 'delete', ...base, ...claim };
  return { ...base, ...claim, patch: row.patch };
}

/** The push request body for a batch. */
export function pushBody(rows: readonly OutboxRow[], claimTokens: Record<string, string>) {
  return {
    protocolVersion: SYNC_PROTOCOL_VERSION,
    mutations: rows.map((row) => toWireMutation(row, claimTokens[row.mapId])),
  };
}
