import type { PushResponse, PushResult, SyncMutation } from '../../../shared/schemas/sync';
import type { MapChange } from '../plugins/mapEvents';
import type { Db } from './database';
import { runBatch } from './pushBatch';
import { pushGroupsOf, type DecidedBatch } from './pushGroup';
import { dbStats } from './sql';
import type { BatchBasis, BatchWrites, SyncBatchRepository } from './syncBatchRepository';

// A push decided ahead of the counter lock (issue 19, PostgreSQL). The locked way holds the
// counter lock while this process reads, decides and writes: at least two round trips, each
// waiting for this process to be scheduled, which on a busy machine is what caps the writes per
// second of every instance together. Here the batch's reads run at a snapshot, the same code
// decides (pushBatch.ts), and the batch joins the instance's next group transaction
// (pushGroup.ts): one counter lock for every push decided meanwhile, a check that what each was
// decided on still holds, the writes of those it holds for (seqs shifted by how far the counter
// moved), their notifications and COMMIT. A batch that needs the per-mutation way, or whose basis
// kept changing, answers why: the caller then goes the locked way.

/** Thrown by the per-mutation way while deciding ahead: that batch needs the lock. */
const NEEDS_LOCK = new Error('This push batch needs the counter lock');

/** Decides ahead this often before a batch whose basis keeps changing goes the locked way. */
const ATTEMPTS = 3;

/**
 * The push's response, or why it must go the locked way (nothing was written then): 'stale' (its
 * basis changed every time) or 'locked' (it needs the per-mutation way).
 */
export async function pushAhead(
  db: Db,
  store: SyncBatchRepository,
  userId: string,
  mutations: readonly SyncMutation[],
  wallMs: number,
): Promise<PushResponse | 'stale' | 'locked'> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const outcome = await attemptAhead(db, store, userId, mutations, wallMs);
    if (outcome !== 'stale') {
      dbStats.pushWays.add(outcome === 'locked' ? 2 : 0);
      return outcome;
    }
  }
  dbStats.pushWays.add(1);
  return 'stale';
}

async function attemptAhead(
  db: Db,
  store: SyncBatchRepository,
  userId: string,
  mutations: readonly SyncMutation[],
  wallMs: number,
): Promise<PushResponse | 'stale' | 'locked'> {
  const ahead = await decideAhead(db, store, userId, mutations, wallMs);
  if (ahead === 'locked' || !('decided' in ahead)) return ahead;
  // Committed with the other pushes this instance decided meanwhile (pushGroup.ts).
  const committed = await pushGroupsOf(db, store).commit(ahead.decided);
  return committed === 'stale' ? 'stale' : { results: ahead.results, seq: committed.seq };
}

/**
 * Decides a batch at a snapshot: its response when it writes nothing (duplicates, rejections),
 * 'locked' when it needs the per-mutation way, else its results and what to commit.
 */
export async function decideAhead(
  db: Db,
  store: SyncBatchRepository,
  userId: string,
  mutations: readonly SyncMutation[],
  wallMs: number,
): Promise<PushResponse | 'locked' | { results: PushResult[]; decided: DecidedBatch }> {
  const mapIds = mutations.map((mutation) => mutation.mapId);
  const mutationIds = mutations.map((mutation) => mutation.mutationId);
  // One moment for every read: PostgreSQL reads them in one statement (syncBatchRepository.ts),
  // SQLite in a snapshot.
  const read = () => store.read(userId, mapIds, mutationIds);
  const state = await (db.dialect === 'postgres' ? read() : db.snapshot(read));
  const basis: BatchBasis = {
    userId,
    maps: [...new Set(mapIds)].map((id) => ({
      id,
      seq: state.rows.get(id)?.seq ?? null,
      role: state.roles.get(id) ?? null,
    })),
    fresh: [...new Set(mutationIds)].filter((id) => !state.seen.has(id)),
  };
  const decided: BatchWrites[] = [];
  const changes: MapChange[] = [];
  let outcome: Awaited<ReturnType<typeof runBatch>>;
  try {
    outcome = await runBatch(
      {
        store: { ...store, read: () => Promise.resolve(state), write: (writes) => void decided.push(writes) },
        userId,
        wallMs,
        withMaps: false,
        announce: (change) => Promise.resolve(void changes.push(change)),
        slow: () => Promise.reject(NEEDS_LOCK),
      },
      mutations,
    );
  } catch (error) {
    if (error === NEEDS_LOCK) return 'locked';
    throw error;
  }
  // Without the per-mutation way the batch flushed once, at its end.
  const writes = decided.at(-1);
  if (!writes || (writes.maps.length === 0 && writes.mutations.length === 0))
    return { results: outcome.results, seq: outcome.seq };
  return { results: outcome.results, decided: { basis, writes, changes } };
}
