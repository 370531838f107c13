import type { ClaimRequest, ClaimResponse } from '../../../shared/schemas/mapHistory';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import {
  PUSH_REJECT_CODES,
  type PullResponse,
  type PushResponse,
  type PushResult,
  type SyncMutation,
} from '../../../shared/schemas/sync';
import { clampHlc } from '../../../shared/sync/hlc';
import { resolveIncoming } from '../../../shared/sync/merge';
import type { Db } from './database';
import { toStoredContent } from './mapsRepository';
import type { Repositories } from './repositories';

// The server half of the sync protocol (design §5), on top of the repositories. The merge rules
// themselves are shared/sync's; this file decides who may change what and keeps the history.

type SyncRepos = Pick<Repositories, 'maps' | 'revisions'>;

/** Texts of push rejections (the client shows them next to the map). */
export const REJECT_MESSAGES = {
  notFound: 'This map does not exist on the server.',
  forbidden: 'Only the owner can change this map.',
  unclaimed: 'This map has no owner yet; only the device that created it can claim it.',
  deleted: 'This map was deleted.',
  reused: 'This mutation id was already used for another change.',
  ahead: 'The change is based on a revision the server does not have.',
  invalid: 'The change would make the map invalid.',
} as const;

function rejected(mutation: SyncMutation, code: string, message: string, map?: SpineMap | null): PushResult {
  return {
    mutationId: mutation.mutationId,
    status: 'rejected',
    rev: map?.rev ?? 0,
    ...(map ? { map } : {}),
    error: { code, message },
  };
}

function accepted(
  repos: SyncRepos,
  userId: string,
  mutation: SyncMutation,
  status: 'applied' | 'merged',
  map: SpineMap,
): PushResult {
  repos.revisions.recordMutation(mutation.mutationId, userId, mutation.mapId, { status, rev: map.rev });
  return { mutationId: mutation.mutationId, status, rev: map.rev, map };
}

function applyOne(repos: SyncRepos, userId: string, mutation: SyncMutation, wallMs: number): PushResult {
  const { mapId, mutationId } = mutation;
  const seen = repos.revisions.seenMutation(mutationId);
  if (seen) {
    const current = repos.maps.getStored(mapId)?.map ?? null;
    if (seen.userId !== userId || seen.mapId !== mapId) {
      return rejected(mutation, PUSH_REJECT_CODES.invalid, REJECT_MESSAGES.reused);
    }
    // Already part of the map: answer with the map as it is now, change nothing.
    return { mutationId, status: 'duplicate', rev: current?.rev ?? 0, ...(current ? { map: current } : {}) };
  }

  const hlc = clampHlc(mutation.hlc, wallMs);
  const change = { actorId: userId, hlc, mutationId };
  let stored = repos.maps.getStored(mapId);
  if (!stored) {
    if (mutation.type !== 'upsert' || mutation.baseRev !== 0) {
      return rejected(mutation, PUSH_REJECT_CODES.notFound, REJECT_MESSAGES.notFound);
    }
    const map = repos.maps.create({
      content: mutation.patch,
      ownerId: userId,
      id: mapId,
      createdAt: mutation.patch.createdAt,
      change: { ...change, reason: 'create' },
    });
    return accepted(repos, userId, mutation, 'applied', map);
  }

  if (stored.map.ownerId === null) {
    const claimed = mutation.claimToken ? repos.maps.claim(mapId, userId, mutation.claimToken) : null;
    if (!claimed)
      return rejected(mutation, PUSH_REJECT_CODES.forbidden, REJECT_MESSAGES.unclaimed, stored.map);
    stored = repos.maps.getStored(mapId) ?? stored;
  }
  const current = stored.map;
  if (current.ownerId !== userId)
    return rejected(mutation, PUSH_REJECT_CODES.forbidden, REJECT_MESSAGES.forbidden);
  if (current.deletedAt !== null)
    return rejected(mutation, PUSH_REJECT_CODES.deleted, REJECT_MESSAGES.deleted, current);
  if (mutation.type === 'delete') {
    return accepted(
      repos,
      userId,
      mutation,
      'applied',
      repos.maps.softDelete(mapId, { ...change, reason: 'delete' }),
    );
  }
  if (mutation.baseRev > current.rev)
    return rejected(mutation, PUSH_REJECT_CODES.invalid, REJECT_MESSAGES.ahead, current);

  // A create for a map that exists (claimed, or a retry under a new id) merges against its first revision.
  const baseRev = Math.max(mutation.baseRev, 1);
  const base = repos.revisions.content(mapId, baseRev);
  if (!base) return rejected(mutation, PUSH_REJECT_CODES.invalid, REJECT_MESSAGES.ahead, current);
  const result = resolveIncoming({
    base: base.content,
    current,
    currentRev: current.rev,
    baseRev,
    patch: mutation.patch,
    currentHlc: stored.hlc,
    incomingHlc: hlc,
    wallMs,
  });
  let content;
  try {
    content = toStoredContent(result.merged);
  } catch {
    return rejected(mutation, PUSH_REJECT_CODES.invalid, REJECT_MESSAGES.invalid, current);
  }
  const reason = result.status === 'merged' ? 'merge' : 'edit';
  const map = repos.maps.writeRevision(mapId, content, { ...change, hlc: result.incomingHlc, reason });
  repos.revisions.addConflicts(mapId, map.rev, result.conflicts);
  return accepted(repos, userId, mutation, result.status, map);
}

/**
 * Applies a push batch in order inside one SQLite transaction (all or nothing if the server fails
 * mid-batch): seen mutation ids answer 'duplicate', new maps are created, edits apply or merge,
 * and only the owner may change a map. Every accepted mutation is a new revision with a new seq.
 */
export function applyPush(
  db: Db,
  repos: SyncRepos,
  userId: string,
  mutations: readonly SyncMutation[],
): PushResponse {
  return db.transaction(() => {
    const wallMs = Date.now();
    const results = mutations.map((mutation) => applyOne(repos, userId, mutation, wallMs));
    return { results, seq: repos.maps.currentSeq() };
  })();
}

/**
 * The user's maps changed after `since`, in seq order. The cursor is the last listed map's seq
 * while more remain, else the server's current seq.
 */
export function pullChanges(
  db: Db,
  repos: SyncRepos,
  userId: string,
  since: number,
  limit: number,
): PullResponse {
  return db.transaction(() => {
    const rows = repos.maps.changedSince(userId, since, limit + 1);
    const hasMore = rows.length > limit;
    const page = rows.slice(0, limit);
    return {
      maps: page.filter((row) => row.map.deletedAt === null).map((row) => row.map),
      deleted: page.filter((row) => row.map.deletedAt !== null).map((row) => row.map.id),
      seq: hasMore ? (page.at(-1)?.seq ?? since) : repos.maps.currentSeq(),
      hasMore,
    };
  })();
}

/**
 * Claims maps created for this device while it was anonymous: a matching token makes an ownerless
 * map the user's (and it then appears in pulls). Wrong tokens and other people's maps are refused.
 */
export function claimMaps(
  db: Db,
  repos: SyncRepos,
  userId: string,
  claims: ClaimRequest['claims'],
): ClaimResponse {
  return db.transaction(() => {
    const results = claims.map(({ mapId, claimToken }): ClaimResponse['results'][number] => {
      const stored = repos.maps.getStored(mapId);
      if (stored?.map.ownerId === userId) return { mapId, status: 'owned', map: stored.map };
      const map = stored ? repos.maps.claim(mapId, userId, claimToken) : null;
      return map ? { mapId, status: 'claimed', map } : { mapId, status: 'rejected' };
    });
    return { results, seq: repos.maps.currentSeq() };
  })();
}
