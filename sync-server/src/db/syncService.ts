import type { MapAction } from '../../../shared/permissions';
import type { ClaimRequest, ClaimResponse } from '../../../shared/schemas/mapHistory';
import type { MemberRole } from '../../../shared/schemas/members';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import {
  PUSH_REJECT_CODES,
  type PullResponse,
  type PushResponse,
  type PushResult,
  type SyncMutation,
} from '../../../shared/schemas/sync';
import { fieldEqual } from '../../../shared/sync/content';
import { clampHlc } from '../../../shared/sync/hlc';
import { resolveIncoming } from '../../../shared/sync/merge';
import type { MapChange } from '../plugins/mapEvents';
import { mapAccess, withRole } from '../permissions';
import type { Db } from './database';
import { toStoredContent } from './mapsRepository';
import type { Repositories } from './repositories';

// The server half of the sync protocol (design §5), on top of the repositories. The merge rules
// themselves are shared/sync's; who may change what is the one permission check (../permissions).

type SyncRepos = Pick<Repositories, 'maps' | 'revisions' | 'members'>;

/** Texts of push rejections (the client shows them next to the map). */
export const REJECT_MESSAGES = {
  notFound: 'This map does not exist on the server.',
  notMember: 'You are not a member of this map, so your change was not accepted.',
  viewer: 'You can view this map but not change it.',
  manage: 'Only the owner can change who can see this map.',
  delete: 'Only the owner can delete this map.',
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

/** Why a member (or not) may not do what a mutation asks. */
function forbiddenMessage(role: MemberRole | null, action: MapAction): string {
  if (role === null) return REJECT_MESSAGES.notMember;
  if (role === 'viewer') return REJECT_MESSAGES.viewer;
  return action === 'delete' ? REJECT_MESSAGES.delete : REJECT_MESSAGES.manage;
}

/** One push's state: the caller, the batch's wall clock, and the writes to announce after commit. */
interface PushContext {
  repos: SyncRepos;
  userId: string;
  wallMs: number;
  changes: MapChange[];
}

function accepted(
  context: PushContext,
  mutation: SyncMutation,
  status: 'applied' | 'merged',
  map: SpineMap,
  role: MemberRole,
): PushResult {
  const { repos, userId } = context;
  repos.revisions.recordMutation(mutation.mutationId, userId, mutation.mapId, { status, rev: map.rev });
  // Inside the batch's transaction the latest seq handed out is this write's.
  context.changes.push({ mapId: map.id, rev: map.rev, seq: repos.maps.currentSeq(), actorId: userId });
  return { mutationId: mutation.mutationId, status, rev: map.rev, map: withRole(map, role) };
}

function applyOne(context: PushContext, mutation: SyncMutation): PushResult {
  const { repos, userId, wallMs } = context;
  const { mapId, mutationId } = mutation;
  const seen = repos.revisions.seenMutation(mutationId);
  if (seen) {
    const current = repos.maps.getStored(mapId)?.map ?? null;
    if (seen.userId !== userId || seen.mapId !== mapId) {
      return rejected(mutation, PUSH_REJECT_CODES.invalid, REJECT_MESSAGES.reused);
    }
    // Already part of the map: answer with the map as it is now, change nothing.
    const role = repos.members.roleOf(mapId, userId);
    const map = current && role ? withRole(current, role) : null;
    return { mutationId, status: 'duplicate', rev: map?.rev ?? 0, ...(map ? { map } : {}) };
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
    return accepted(context, mutation, 'applied', map, 'owner');
  }

  if (stored.map.ownerId === null) {
    const claimed = mutation.claimToken ? repos.maps.claim(mapId, userId, mutation.claimToken) : null;
    if (!claimed)
      return rejected(mutation, PUSH_REJECT_CODES.forbidden, REJECT_MESSAGES.unclaimed, stored.map);
    stored = repos.maps.getStored(mapId) ?? stored;
  }
  const action = mutation.type === 'delete' ? 'delete' : 'edit';
  const { role, allowed } = mapAccess(repos, userId, stored.map, action);
  // A member may read the map, so the rejection carries it (the device puts its copy back);
  // anyone else learns nothing about it.
  const current = withRole(stored.map, role);
  const forbidden = (needed: MapAction) =>
    rejected(mutation, PUSH_REJECT_CODES.forbidden, forbiddenMessage(role, needed), role ? current : null);
  if (!allowed || role === null) return forbidden(action);
  if (current.deletedAt !== null)
    return rejected(mutation, PUSH_REJECT_CODES.deleted, REJECT_MESSAGES.deleted, current);
  if (mutation.type === 'delete') {
    return accepted(
      context,
      mutation,
      'applied',
      repos.maps.softDelete(mapId, { ...change, reason: 'delete' }),
      role,
    );
  }
  if (mutation.baseRev > current.rev)
    return rejected(mutation, PUSH_REJECT_CODES.invalid, REJECT_MESSAGES.ahead, current);

  // A create for a map that exists (claimed, or a retry under a new id) merges against its first revision.
  const baseRev = Math.max(mutation.baseRev, 1);
  const base = repos.revisions.content(mapId, baseRev);
  if (!base) return rejected(mutation, PUSH_REJECT_CODES.invalid, REJECT_MESSAGES.ahead, current);
  // Who may see the map is the owner's to decide: a patch that changes visibility needs `manage`.
  const visibility = mutation.patch.visibility;
  if (
    visibility !== undefined &&
    !fieldEqual('visibility', visibility, base.content.visibility) &&
    !mapAccess(repos, userId, stored.map, 'manage').allowed
  ) {
    return forbidden('manage');
  }
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
  // The side a conflict's value came from names its author: the pusher, or whoever wrote the
  // revision the push merged into.
  const currentActorId = result.conflicts.length > 0 ? repos.revisions.actorOf(mapId, current.rev) : null;
  const map = repos.maps.writeRevision(mapId, content, { ...change, hlc: result.incomingHlc, reason });
  repos.revisions.addConflicts(mapId, map.rev, result.conflicts, {
    incomingHlc: result.incomingHlc,
    incomingActorId: userId,
    currentActorId,
  });
  return accepted(context, mutation, result.status, map, role);
}

/**
 * Applies a push batch in order inside one SQLite transaction (all or nothing if the server fails
 * mid-batch): seen mutation ids answer 'duplicate', new maps are created, edits apply or merge,
 * and only owners and editors may change a map (only the owner its visibility, or delete it).
 * Every accepted mutation is a new revision with a new seq; `changes` lists them for
 * `app.mapEvents`, to emit once the transaction has committed.
 */
export function applyPush(
  db: Db,
  repos: SyncRepos,
  userId: string,
  mutations: readonly SyncMutation[],
): { response: PushResponse; changes: MapChange[] } {
  return db.transaction(() => {
    const context: PushContext = { repos, userId, wallMs: Date.now(), changes: [] };
    const results = mutations.map((mutation) => applyOne(context, mutation));
    return { response: { results, seq: repos.maps.currentSeq() }, changes: context.changes };
  })();
}

/**
 * The maps the user is a member of that changed (or whose membership changed) after `since`, in
 * seq order, each with the user's role; and the maps they were removed from in the same span.
 * The cursor is the last listed map's seq while more remain, else the server's current seq.
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
    const seq = hasMore ? (page.at(-1)?.seq ?? since) : repos.maps.currentSeq();
    return {
      maps: page.filter((row) => row.map.deletedAt === null).map((row) => row.map),
      deleted: page.filter((row) => row.map.deletedAt !== null).map((row) => row.map.id),
      revoked: repos.members.removedSince(userId, since, seq),
      seq,
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
      if (stored?.map.ownerId === userId)
        return { mapId, status: 'owned', map: withRole(stored.map, 'owner') };
      const map = stored ? repos.maps.claim(mapId, userId, claimToken) : null;
      return map ? { mapId, status: 'claimed', map: withRole(map, 'owner') } : { mapId, status: 'rejected' };
    });
    return { results, seq: repos.maps.currentSeq() };
  })();
}
