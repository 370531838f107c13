import type { MapChange } from '../plugins/mapEvents';
import type { Db } from './database';
import { dbStats } from './sql';
import type { BatchBasis, BatchWrites, SyncBatchRepository } from './syncBatchRepository';

// Group commit for pushes decided ahead of the counter lock (issue 19, PostgreSQL). Every change
// transaction takes the one counter row first; with each push in a transaction of its own, an
// instance had up to a write pool's worth of backends queued on that row, and on a small machine
// handing it from one waiting backend to the next (each must be scheduled) is what made three
// instances fall into a queue. Here an instance has at most one push transaction in flight: the
// pushes decided while it runs wait, and go together in the next one — one counter lock, one
// check of every batch's basis, the writes of those whose basis still holds, their notifications,
// one COMMIT. A batch whose basis changed is answered 'stale' on its own (its caller decides it
// again); the others commit.

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

/** True when `later` was decided on something `earlier` writes: a map it changes, a mutation id it records. */
function overlaps(earlier: DecidedBatch, later: DecidedBatch): boolean {
  const written = new Set(earlier.writes.maps.map(({ row }) => row.id));
  if (later.basis.maps.some((map) => written.has(map.id))) return true;
  const recorded = new Set(earlier.writes.mutations.map((row) => row.mutation_id));
  return later.basis.fresh.some((id) => recorded.has(id));
}

/**
 * Commits decided batches in one change transaction, in their order: the counter lock, the basis
 * check of all of them and the counter's value go out together; then the writes of every batch
 * whose basis holds (and that no earlier batch of the group invalidated), the notifications with
 * their final seqs, and COMMIT. Returns each batch's outcome. A failure other than a stale basis
 * fails the whole transaction (nothing is written).
 */
export async function commitGroup(
  db: Db,
  store: SyncBatchRepository,
  batches: readonly DecidedBatch[],
): Promise<GroupOutcome[]> {
  return db.change(async () => {
    const [stale, counted] = await Promise.all([
      store.staleOf(batches.map((batch) => batch.basis)),
      store.seq(),
    ]);
    const outcomes: GroupOutcome[] = [];
    const committed: DecidedBatch[] = [];
    let counter = counted;
    batches.forEach((batch, index) => {
      if (stale.has(index) || committed.some((earlier) => overlaps(earlier, batch))) {
        outcomes.push('stale');
        return;
      }
      // Its seqs were counted from `from`; in SQL they shift by how far the counter has moved
      // (BatchWrites.from), and so do the seqs it announces here.
      const shift = counter - batch.writes.from;
      store.write(batch.writes);
      for (const change of batch.changes)
        void db.announce({ type: 'changed', change: { ...change, seq: change.seq + shift } });
      counter += batch.writes.seq - batch.writes.from;
      committed.push(batch);
      outcomes.push({ seq: counter });
    });
    dbStats.pushGroupSize.add(batches.length);
    return outcomes;
  });
}

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
