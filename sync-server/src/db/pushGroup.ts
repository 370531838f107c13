import type { MapChange } from '../plugins/mapEvents';
import type { Db } from './database';
import { coalesce, type ChangeEvent } from '../live/events';
import { dbStats } from './sql';
import type { BatchBasis, BatchWrites, SyncBatchRepository } from './syncBatchRepository';

// Group commit for pushes decided ahead of the counter lock (issue 19, PostgreSQL). Every change
// transaction takes the one counter row first; with each push in a transaction of its own, an
// instance had up to a write pool's worth of backends queued on that row, and on a small machine
// handing it from one waiting backend to the next (each must be scheduled) is what made three
// instances fall into a queue. Here an instance has at most one push transaction in flight: the
// pushes decided while it runs wait, and go together in the next one — one counter lock, one
// check of every batch's basis, the writes of those whose basis still holds, their notifications,
// one COMMIT, all sent at once, so that the lock is held only while PostgreSQL works (never across
// a round trip to this process, which a busy machine may not schedule for a while). A batch whose
// basis changed is answered 'stale' on its own (its caller decides it again); the others commit.

/** A push batch decided ahead: what it was decided on, what it writes and the changes it announces. */
export interface DecidedBatch {
  basis: BatchBasis;
  writes: BatchWrites;
  changes: MapChange[];
}

/** A batch's outcome: the counter after its writes (its reply's seq), or 'stale' (nothing written). */
export type GroupOutcome = { seq: number } | 'stale';

/** Batches per transaction, at most (a busy instance's queue goes in several). */
const MAX_GROUP = 64;

/**
 * Commits decided batches in one change transaction, in their order, without waiting for this
 * process while the counter is locked: BEGIN, the counter lock, one statement per batch (its basis
 * checked in SQL, and only when it holds its writes with their seqs shifted, the counter taken and
 * its notifications: SyncBatchRepository.commitDecided) and COMMIT go out together. A batch that an
 * earlier batch of the group invalidated (it wrote a map the later one read, or recorded one of its
 * mutation ids) finds its basis changed, as one decided on another instance's write does. Returns
 * each batch's outcome. A failure other than a stale basis fails the whole transaction (nothing is
 * written).
 */
export async function commitGroup(
  db: Db,
  store: SyncBatchRepository,
  batches: readonly DecidedBatch[],
): Promise<GroupOutcome[]> {
  const channel = db.notifyChannel;
  if (channel === null) throw new Error('Group commit notifies in SQL: the storage needs the PostgreSQL bus');
  const { sent } = await db.change(() => {
    // Not awaited in here: awaiting would hold the counter lock for a round trip to this process.
    const outcomes = batches.map((batch) =>
      store.commitDecided(batch.basis, batch.writes, coalesce(events(batch)), channel),
    );
    // A failed transaction rejects them all; it throws here, and nobody awaits them then.
    for (const outcome of outcomes) outcome.catch(() => undefined);
    return Promise.resolve({ sent: outcomes });
  });
  dbStats.pushGroupSize.add(batches.length);
  const seqs = await Promise.all(sent);
  return seqs.map((seq) => (seq === null ? 'stale' : { seq }));
}

const events = (batch: DecidedBatch): ChangeEvent[] =>
  batch.changes.map((change) => ({ type: 'changed', change }));

interface Waiting {
  batch: DecidedBatch;
  resolve: (outcome: GroupOutcome) => void;
  reject: (error: unknown) => void;
}

/** One instance's push queue: at most one group transaction in flight. */
export class PushGroups {
  private readonly waiting: Waiting[] = [];
  private running = false;

  constructor(
    private readonly db: Db,
    private readonly store: SyncBatchRepository,
    private readonly maxGroup = MAX_GROUP,
  ) {}

  /** Commits a decided batch with whatever else is waiting; resolves with its own outcome. */
  commit(batch: DecidedBatch): Promise<GroupOutcome> {
    return new Promise<GroupOutcome>((resolve, reject) => {
      this.waiting.push({ batch, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.waiting.length > 0) await this.run(this.waiting.splice(0, this.maxGroup));
    } finally {
      this.running = false;
    }
  }

  private async run(group: Waiting[]): Promise<void> {
    try {
      const outcomes = await commitGroup(
        this.db,
        this.store,
        group.map((waiting) => waiting.batch),
      );
      group.forEach((waiting, index) => waiting.resolve(outcomes[index]!));
    } catch (error) {
      if (group.length === 1) {
        group[0]!.reject(error);
        return;
      }
      // One batch's failure must not fail the others: each goes again on its own.
      for (const waiting of group) await this.run([waiting]);
    }
  }
}

const groups = new WeakMap<SyncBatchRepository, PushGroups>();

/** The push queue of this storage (one per repository set, so one per instance). */
export function pushGroupsOf(db: Db, store: SyncBatchRepository): PushGroups {
  let found = groups.get(store);
  if (!found) groups.set(store, (found = new PushGroups(db, store)));
  return found;
}
