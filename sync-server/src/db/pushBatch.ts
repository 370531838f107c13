import { actionForOp, can } from '../../../shared/permissions';
import type { MapOp } from '../../../shared/schemas/mapOps';
import type { MemberRole } from '../../../shared/schemas/members';
import {
  isOpsMutation,
  PUSH_REJECT_CODES,
  type PushResult,
  type SyncMutation,
} from '../../../shared/schemas/sync';
import { applyOps } from '../../../shared/sync/applyOps';
import { clampHlc } from '../../../shared/sync/hlc';
import type { MapChange } from '../plugins/mapEvents';
import { InvalidContentError, storableContent } from './mapContent';
import { toStored, type MapRow, type StoredMap } from './mapRows';
import { nextMapStep } from './mapWrite';
import { conflictRows } from './revisionsRepository';
import { forbiddenMessage, latest, REJECT_MESSAGES, rejected } from './pushResults';
import type { BatchWrites, SyncBatchRepository } from './syncBatchRepository';

// The set-based push (issue 19). A batch reads its maps, the pusher's roles and its seen mutation
// ids in three queries, then decides each mutation in memory with the shared code (permissions,
// applyOps, the content limits) against the maps as the batch's earlier mutations left them, and
// writes everything in a few multi-row statements at the end. A merge conflict is decided here too:
// its authors are read (`authorOf`; one read per clock the batch did not push itself), since a
// revision never changes once written. What needs more reads — a new map, a claim, a protocol-1
// patch, a delete over unseen edits, an edit bringing a map back from Trash — goes the
// per-mutation way (`slow`), after the writes decided so far are flushed, and the batch then reads
// that map again. Results are the same either way.

/** A batch's caller, wall clock and the one-at-a-time path for what the batch does not decide itself. */
export interface BatchContext {
  store: SyncBatchRepository;
  userId: string;
  wallMs: number;
  /** Protocol 1 devices get maps in their results: every mutation goes the per-mutation way. */
  withMaps: boolean;
  /** Tells the storage a map changed; it is published when the transaction commits. */
  announce: (change: MapChange) => Promise<void>;
  slow: (mutation: SyncMutation) => Promise<PushResult>;
}

interface MapState {
  row: MapRow;
  stored: StoredMap;
}

/** Answers a batch in order; returns the latest change seq once everything is written. */
export async function runBatch(
  context: BatchContext,
  mutations: readonly SyncMutation[],
): Promise<{ results: PushResult[]; seq: number }> {
  const { store, userId } = context;
  if (context.withMaps) {
    // Older apps get maps in their results: every mutation goes the per-mutation way.
    const results: PushResult[] = [];
    for (const mutation of mutations) results.push(await context.slow(mutation));
    return { results, seq: (await store.read(userId, [], [])).seq };
  }
  const at = new Date(context.wallMs).toISOString();
  const state = await store.read(
    userId,
    mutations.map((mutation) => mutation.mapId),
    mutations.map((mutation) => mutation.mutationId),
  );
  const maps = new Map<string, MapState | null>();
  const mapOf = (id: string): MapState | null => {
    if (!maps.has(id)) {
      const row = state.rows.get(id);
      maps.set(id, row ? { row, stored: toStored(row) } : null);
    }
    return maps.get(id)!;
  };
  let seq = state.seq;
  let pending: BatchWrites = { maps: [], revisions: [], mutations: [], conflicts: [], seq, from: seq };
  /** The clocks of the operations this batch applied, per map (their author is the pusher). */
  const pushed = new Map<string, Set<string>>();
  const written = new Map<string, { row: MapRow; searchChanged: boolean }>();

  function flush() {
    pending.maps = [...written.values()];
    pending.seq = seq;
    store.write(pending);
    pending = { maps: [], revisions: [], mutations: [], conflicts: [], seq, from: seq };
    written.clear();
  }

  function accept(mutation: SyncMutation, rev: number): PushResult {
    pending.mutations.push({
      mutation_id: mutation.mutationId,
      user_id: userId,
      map_id: mutation.mapId,
      result: JSON.stringify({ status: 'applied', rev }),
      created_at: at,
    });
    state.seen.set(mutation.mutationId, { userId, mapId: mutation.mapId });
    return { mutationId: mutation.mutationId, status: 'applied', rev };
  }

  /** The batch's own answer, or undefined when the mutation needs the per-mutation way. */
  async function decide(mutation: SyncMutation): Promise<PushResult | undefined> {
    const { mapId, mutationId } = mutation;
    if (!isOpsMutation(mutation)) return undefined;
    const seen = state.seen.get(mutationId);
    if (seen) {
      if (seen.userId !== userId || seen.mapId !== mapId)
        return rejected(mutation, PUSH_REJECT_CODES.invalid, REJECT_MESSAGES.reused);
      const current = mapOf(mapId)?.stored.map;
      const rev = current && state.roles.has(mapId) ? current.rev : 0;
      return { mutationId, status: 'duplicate', rev };
    }
    const found = mapOf(mapId);
    if (found?.stored.purgedAt) return rejected(mutation, PUSH_REJECT_CODES.deleted, REJECT_MESSAGES.purged);
    if (!found || found.stored.map.ownerId === null) return undefined;
    const { row, stored } = found;
    const asked: MapOp[] = mutation.ops.map((op) => ({ ...op, hlc: clampHlc(op.hlc, context.wallMs) }));
    const role: MemberRole | null = state.roles.get(mapId) ?? null;
    for (const action of new Set(asked.length > 0 ? asked.map(actionForOp) : ['edit' as const])) {
      if (!can(role, stored.map.visibility, action) || role === null)
        return rejected(mutation, PUSH_REJECT_CODES.forbidden, forbiddenMessage(role, action));
    }
    if (asked.length === 0) return accept(mutation, stored.map.rev);
    // Trash rules that name people (syncService.ts trashRules) take reads: the per-mutation way.
    const deletes = asked.some((op) => op.type === 'delete');
    const edits = asked.some((op) => actionForOp(op) !== 'delete');
    if (stored.deletedRev !== null && edits && !deletes && mutation.seenRev < stored.deletedRev)
      return undefined;
    if (deletes && stored.deletedRev === null) return undefined;
    const restores = asked.some((op) => op.type === 'restore');
    const { doc, conflicts } = applyOps(stored.doc, asked, { actorId: userId, nowIso: at });
    let shown;
    try {
      shown = storableContent(doc);
    } catch (error) {
      if (error instanceof InvalidContentError)
        return rejected(mutation, PUSH_REJECT_CODES.invalid, error.message);
      throw error;
    }
    seq += 1;
    const step = nextMapStep(
      row,
      { doc, ops: asked, notice: restores ? null : undefined },
      shown,
      { actorId: userId, reason: restores ? 'restore' : 'edit', mutationId, hlc: latest(asked) },
      at,
      seq,
    );
    pending.revisions.push(step.revision);
    const clocks = pushed.get(mapId) ?? new Set<string>();
    for (const op of asked) clocks.add(op.hlc);
    pushed.set(mapId, clocks);
    if (conflicts.length > 0)
      pending.conflicts.push(
        ...(await conflictRows(
          mapId,
          step.row.rev,
          conflicts,
          { incomingHlcs: clocks, incomingActorId: userId },
          store.authorOf,
          at,
        )),
      );
    written.set(mapId, {
      row: step.row,
      searchChanged: (written.get(mapId)?.searchChanged ?? false) || step.searchChanged,
    });
    maps.set(mapId, { row: step.row, stored: toStored(step.row) });
    await context.announce({ mapId, rev: step.row.rev, seq, actorId: userId });
    return accept(mutation, step.row.rev);
  }

  const results: PushResult[] = [];
  for (const mutation of mutations) {
    const decided = await decide(mutation);
    if (decided) {
      results.push(decided);
      continue;
    }
    flush();
    const result = await context.slow(mutation);
    results.push(result);
    if (result.status === 'applied' || result.status === 'merged')
      state.seen.set(mutation.mutationId, { userId, mapId: mutation.mapId });
    // The per-mutation way may have created, claimed or written the map and taken seqs.
    const again = await store.reread(userId, mutation.mapId);
    maps.set(mutation.mapId, again.row ? { row: again.row, stored: toStored(again.row) } : null);
    if (again.role) state.roles.set(mutation.mapId, again.role);
    else state.roles.delete(mutation.mapId);
    seq = again.seq;
    pending.from = seq;
  }
  flush();
  return { results, seq };
}
