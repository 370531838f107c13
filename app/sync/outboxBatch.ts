import type { MapOp } from '../../shared/schemas/mapOps';
import {
  PUSH_BATCH_MAX,
  PUSH_OPS_MAX,
  SYNC_PROTOCOL_VERSION,
  type SyncMutationInput,
} from '../../shared/schemas/sync';
import { inTransaction, type SpineDb } from '../db/db';
import type { OpsOutboxRow, OutboxRow } from '../db/rows';
import { SENT_UP_TO_KEY, sentUpTo } from './outboxRows';

// Choosing what one push carries. Rows never sent may be folded together (typing a title queues
// many small edits); a row that was ever sent is kept as is, because the server may already hold it
// under its mutation id and would answer a changed body with the stored "duplicate" result.

/** The register an operation writes, for operations that only ever write one; null for the rest. */
export function registerOf(op: MapOp): string | null {
  switch (op.type) {
    case 'set':
      return `field:${op.field}`;
    case 'text':
      return `text:${op.item}`;
    case 'move':
      return `order:${op.item}`;
    default:
      return null;
  }
}

/**
 * A device's own operations with only the last write of each field, text and place kept: the same
 * registers result, since the last write of one device is its latest clock. The kept write takes the
 * clock of what the first of them saw, so the server still tells what its writer had seen.
 */
export function compactOps(ops: readonly MapOp[]): MapOp[] {
  const last = new Map<string, number>();
  const firstPrev = new Map<string, string | null>();
  ops.forEach((op, index) => {
    const register = registerOf(op);
    if (register === null) return;
    last.set(register, index);
    if (!firstPrev.has(register) && 'prev' in op) firstPrev.set(register, op.prev);
  });
  return ops.flatMap((op, index) => {
    const register = registerOf(op);
    if (register === null) return [op];
    if (last.get(register) !== index) return [];
    return 'prev' in op ? [{ ...op, prev: firstPrev.get(register) ?? null }] : [op];
  });
}

/** Folds the never-sent protocol-2 rows of each map into the first of them, compacting their operations. */
export async function coalesceUnsent(database: SpineDb): Promise<void> {
  await inTransaction(database, 'rw', ['outbox', 'meta'], async (tx) => {
    const attempted = await sentUpTo(tx);
    const rows = await tx.outbox.where('seq').above(attempted).toArray();
    const open = new Map<string, OpsOutboxRow>();
    const folded = new Set<OpsOutboxRow>();
    for (const row of rows) {
      if (row.protocolVersion !== SYNC_PROTOCOL_VERSION) continue;
      const head = open.get(row.mapId);
      if (!head) {
        open.set(row.mapId, row);
        continue;
      }
      head.ops = [...head.ops, ...row.ops];
      folded.add(head);
      await tx.outbox.delete(row.seq!);
    }
    for (const head of folded) await tx.outbox.put({ ...head, ops: compactOps(head.ops) });
  });
}

const opsIn = (row: OutboxRow) => (row.protocolVersion === SYNC_PROTOCOL_VERSION ? row.ops.length : 1);

/**
 * The next batch: oldest first, at most PUSH_BATCH_MAX rows and PUSH_OPS_MAX operations, none of the
 * `held` maps (another account's, waiting for it to log in again). Marks them as sent before they
 * leave, so a closed tab never folds a row the server may already have.
 */
export async function takeBatch(
  database: SpineDb,
  limit = PUSH_BATCH_MAX,
  held: ReadonlySet<string> = new Set(),
): Promise<OutboxRow[]> {
  return inTransaction(database, 'rw', ['outbox', 'meta'], async (tx) => {
    const batch: OutboxRow[] = [];
    let ops = 0;
    let full = false;
    await tx.outbox
      .orderBy('seq')
      .until(() => full)
      .each((row) => {
        if (held.has(row.mapId)) return;
        if (batch.length >= limit || (batch.length > 0 && ops + opsIn(row) > PUSH_OPS_MAX)) {
          full = true;
          return;
        }
        batch.push(row);
        ops += opsIn(row);
      });
    const highest = Math.max(0, ...batch.map((row) => row.seq ?? 0));
    if (highest > (await sentUpTo(tx))) await tx.meta.put({ key: SENT_UP_TO_KEY, value: highest });
    return batch;
  });
}

/** The wire form of an outbox row (design §5 push shape), with the map's claim token when the device holds one. */
export function toWireMutation(row: OutboxRow, claimToken?: string): SyncMutationInput {
  const claim = claimToken ? { claimToken } : {};
  if (row.protocolVersion === SYNC_PROTOCOL_VERSION) {
    return {
      mutationId: row.mutationId,
      mapId: row.mapId,
      seenRev: row.seenRev,
      ops: row.ops,
      createdAt: row.createdAt,
      ...claim,
    };
  }
  const base = { mutationId: row.mutationId, mapId: row.mapId, baseRev: row.baseRev, hlc: row.hlc, ...claim };
  return row.type === 'delete' ? { type: 'delete', ...base } : { ...base, patch: row.patch };
}

/** The push request body for a batch. */
export function pushBody(rows: readonly OutboxRow[], claimTokens: Record<string, string>) {
  return {
    protocolVersion: SYNC_PROTOCOL_VERSION,
    mutations: rows.map((row) => toWireMutation(row, claimTokens[row.mapId])),
  };
}
