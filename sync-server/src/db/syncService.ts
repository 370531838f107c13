import { actionForOp } from '../../../shared/permissions';
import type { ClaimRequest, ClaimResponse } from '../../../shared/schemas/mapHistory';
import type { MapOp } from '../../../shared/schemas/mapOps';
import type { MemberRole } from '../../../shared/schemas/members';
import { newMapIdSchema, type SpineMap } from '../../../shared/schemas/spineMap';
import {
  isOpsMutation,
  LEGACY_PROTOCOL_VERSION,
  PUSH_REJECT_CODES,
  type MapNotice,
  type PushRequest,
  type PushResponse,
  type PushResult,
  type SyncMutation,
} from '../../../shared/schemas/sync';
import { applyOps, emptyDoc } from '../../../shared/sync/applyOps';
import { clampHlc, hlcNow } from '../../../shared/sync/hlc';
import { translateLegacy } from '../../../shared/sync/legacy';
import { mapAccess, withRole } from '../permissions';
import type { Db } from './database';
import { InvalidContentError, SERVER_HLC_NODE, type StoredMap } from './mapsRepository';
import type { Repositories } from './repositories';
import { pushAhead } from './pushAhead';
import { runBatch } from './pushBatch';
import { forbiddenMessage, latest, rejected, REJECT_MESSAGES } from './pushResults';
import { displayName } from './usersRepository';

export { REJECT_MESSAGES } from './pushResults';

// The server half of sync (design §5): a push's operations are applied to each map's registers
// (shared/sync/applyOps.ts), an older app's patches are translated into operations first
// (shared/sync/legacy.ts), and who may change what is the one permission check (../permissions).

type SyncRepos = Pick<Repositories, 'maps' | 'revisions' | 'members' | 'users' | 'syncBatch'>;

/** One push's state: the caller and the batch's wall clock. */
interface PushContext {
  repos: SyncRepos;
  userId: string;
  wallMs: number;
  /** Protocol 1 devices get the map in each result; protocol 2 devices pull. */
  withMaps: boolean;
}

/** The name members see for an account (null when unknown or deleted). */
async function nameOf(repos: SyncRepos, userId: string | null): Promise<string | null> {
  const email = userId ? (await repos.users.get(userId))?.email : undefined;
  return email ? displayName(email) : null;
}

async function accepted(
  context: PushContext,
  mutation: SyncMutation,
  map: SpineMap,
  role: MemberRole,
  status: 'applied' | 'merged' = 'applied',
): Promise<PushResult> {
  const { repos, userId } = context;
  await repos.revisions.recordMutation(mutation.mutationId, userId, mutation.mapId, { status, rev: map.rev });
  // Older apps store the map as it is; they have no use for its registers.
  const { doc: _doc, ...view } = map;
  return {
    mutationId: mutation.mutationId,
    status,
    rev: map.rev,
    ...(context.withMaps ? { map: withRole(view, role) } : {}),
  };
}

/** The operations a mutation asks for, with clocks ahead of the server's wall clock clamped back. */
async function operationsOf(
  context: PushContext,
  mutation: SyncMutation,
  stored: StoredMap | null,
): Promise<MapOp[] | null> {
  if (isOpsMutation(mutation))
    return mutation.ops.map((op) => ({ ...op, hlc: clampHlc(op.hlc, context.wallMs) }));
  const hlc = clampHlc(mutation.hlc, context.wallMs);
  const change =
    mutation.type === 'delete'
      ? { type: 'delete' as const, hlc }
      : { type: 'upsert' as const, patch: mutation.patch, hlc };
  if (stored === null)
    return mutation.type === 'upsert' && mutation.baseRev === 0
      ? translateLegacy(mutation.mapId, change, emptyDoc(), emptyDoc())
      : null;
  // A create for a map that exists (claimed, or a retry under a new id) is read against its first revision.
  const base = await context.repos.revisions.docAt(mutation.mapId, Math.max(mutation.baseRev, 1));
  return base ? translateLegacy(mutation.mapId, change, base, stored.doc) : null;
}

/**
 * What Trash does to a mutation: an edit from a device that had not seen the delete brings the
 * map back (a server restore goes first) and says so; a delete over edits its device had not seen
 * still goes to Trash and names those editors; a restore clears the notice.
 */
async function trashRules(
  context: PushContext,
  stored: StoredMap,
  ops: readonly MapOp[],
  seenRev: number,
  at: string,
) {
  const { repos, userId } = context;
  const deletes = ops.some((op) => op.type === 'delete');
  const edits = ops.some((op) => actionForOp(op) !== 'delete');
  const rev = stored.map.rev + 1;
  if (stored.deletedRev !== null && edits && !deletes && seenRev < stored.deletedRev) {
    const notice: MapNotice = {
      kind: 'restoredAfterEdit',
      deletedBy: await nameOf(repos, stored.deletedBy),
      editedBy: [(await nameOf(repos, userId)) ?? 'Someone'],
      at,
      rev,
    };
    const restore: MapOp = { type: 'restore', hlc: hlcNow(stored.hlc, context.wallMs, SERVER_HLC_NODE) };
    return { ops: [restore, ...ops], notice, reason: 'restore after edit' };
  }
  if (deletes && stored.deletedRev === null) {
    const unseen = (await repos.revisions.actorsBetween(stored.map.id, seenRev, stored.map.rev)).filter(
      (id) => id !== userId,
    );
    const editedBy: string[] = [];
    for (const id of unseen) editedBy.push((await nameOf(repos, id)) ?? 'Someone');
    const notice: MapNotice | undefined =
      unseen.length > 0
        ? { kind: 'deletedOverEdits', deletedBy: await nameOf(repos, userId), editedBy, at, rev }
        : undefined;
    return { ops, notice, reason: 'delete' };
  }
  const restores = ops.some((op) => op.type === 'restore');
  return { ops, notice: restores ? null : undefined, reason: restores ? 'restore' : 'edit' };
}

async function applyOne(context: PushContext, mutation: SyncMutation): Promise<PushResult> {
  const { repos, userId } = context;
  const { mapId, mutationId } = mutation;
  const seen = await repos.revisions.seenMutation(mutationId);
  if (seen) {
    if (seen.userId !== userId || seen.mapId !== mapId)
      return rejected(mutation, PUSH_REJECT_CODES.invalid, REJECT_MESSAGES.reused);
    // Already part of the map: answer with the map as it is now, change nothing.
    const current = (await repos.maps.getStored(mapId))?.map ?? null;
    const role = await repos.members.roleOf(mapId, userId);
    const map = current && role ? withRole(current, role) : null;
    return {
      mutationId,
      status: 'duplicate',
      rev: map?.rev ?? 0,
      ...(map && context.withMaps ? { map } : {}),
    };
  }

  const at = new Date(context.wallMs).toISOString();
  let stored = await repos.maps.getStored(mapId);
  if (stored?.purgedAt) return rejected(mutation, PUSH_REJECT_CODES.deleted, REJECT_MESSAGES.purged);
  if (!stored) {
    const ops = await operationsOf(context, mutation, null);
    if (!ops) return rejected(mutation, PUSH_REJECT_CODES.notFound, REJECT_MESSAGES.notFound);
    // A new map's id is a UUID, so no one can take an id the server seeds later (issue 18).
    if (!newMapIdSchema.safeParse(mapId).success)
      return rejected(mutation, PUSH_REJECT_CODES.invalid, REJECT_MESSAGES.newId);
    try {
      const map = await repos.maps.create({
        id: mapId,
        ops,
        ownerId: userId,
        createdAt: isOpsMutation(mutation)
          ? mutation.createdAt
          : mutation.type === 'upsert'
            ? mutation.patch.createdAt
            : undefined,
        change: { actorId: userId, reason: 'create', mutationId, hlc: latest(ops) },
      });
      return accepted(context, mutation, map, 'owner');
    } catch (error) {
      if (error instanceof InvalidContentError)
        return rejected(mutation, PUSH_REJECT_CODES.invalid, error.message);
      throw error;
    }
  }

  if (stored.map.ownerId === null) {
    const claimed = mutation.claimToken ? await repos.maps.claim(mapId, userId, mutation.claimToken) : null;
    if (!claimed)
      return rejected(
        mutation,
        PUSH_REJECT_CODES.forbidden,
        REJECT_MESSAGES.unclaimed,
        context.withMaps ? stored.map : null,
      );
    stored = (await repos.maps.getStored(mapId)) ?? stored;
  }
  if (!isOpsMutation(mutation) && mutation.baseRev > stored.map.rev) {
    return rejected(
      mutation,
      PUSH_REJECT_CODES.invalid,
      REJECT_MESSAGES.ahead,
      context.withMaps ? stored.map : null,
    );
  }
  const asked = await operationsOf(context, mutation, stored);
  if (!asked) return rejected(mutation, PUSH_REJECT_CODES.invalid, REJECT_MESSAGES.ahead);
  // A member may read the map, so a protocol-1 rejection carries it (the device puts its copy back).
  const current = stored.map;
  for (const action of new Set(asked.length > 0 ? asked.map(actionForOp) : ['edit' as const])) {
    const { role, allowed } = await mapAccess(repos, userId, current, action);
    if (!allowed || role === null) {
      const map = role && context.withMaps ? withRole(current, role) : null;
      return rejected(mutation, PUSH_REJECT_CODES.forbidden, forbiddenMessage(role, action), map);
    }
  }
  const role = (await repos.members.roleOf(mapId, userId)) ?? 'viewer';
  if (asked.length === 0) return accepted(context, mutation, current, role);

  const seenRev = isOpsMutation(mutation) ? mutation.seenRev : mutation.baseRev;
  const { ops, notice, reason } = await trashRules(context, stored, asked, seenRev, at);
  const { doc, conflicts } = applyOps(stored.doc, ops, { actorId: userId, nowIso: at });
  let map: SpineMap;
  try {
    map = await repos.maps.commit(
      mapId,
      { doc, ops, notice },
      { actorId: userId, reason, mutationId, hlc: latest(ops) },
      at,
    );
  } catch (error) {
    if (error instanceof InvalidContentError)
      return rejected(mutation, PUSH_REJECT_CODES.invalid, error.message);
    throw error;
  }
  await repos.revisions.addConflicts(mapId, map.rev, conflicts, {
    incomingHlcs: new Set(ops.map((op) => op.hlc)),
    incomingActorId: userId,
  });
  // An older app keeps a later row's base only when told its change met others' (it then merges again).
  const merged = !isOpsMutation(mutation) && mutation.baseRev !== current.rev;
  return accepted(context, mutation, map, role, merged ? 'merged' : 'applied');
}

/**
 * Applies a push batch in order inside one change transaction (all or nothing if the server fails
 * mid-batch): seen mutation ids answer 'duplicate', new maps are created, operations apply to the
 * registers, and only owners and editors may change a map (only the owner its visibility, or
 * delete and restore it). Every accepted mutation is a new revision with a new seq, which the
 * storage announces when the transaction commits. Set-based (pushBatch.ts): a few reads, decisions
 * in memory, multi-row writes; what needs more reads goes through `applyOne`.
 */
export async function applyPush(
  db: Db,
  repos: SyncRepos,
  userId: string,
  request: PushRequest,
): Promise<{ response: PushResponse }> {
  const wallMs = Date.now();
  const withMaps = request.protocolVersion === LEGACY_PROTOCOL_VERSION;
  // PostgreSQL: decided ahead of the counter lock (pushAhead.ts) unless the batch needs the lock.
  if (db.dialect === 'postgres' && !withMaps) {
    const response = await pushAhead(db, repos.syncBatch, userId, request.mutations, wallMs);
    if (typeof response !== 'string') return { response };
  }
  // Reads, permission checks and writes all inside the transaction that took the counter lock.
  return db.change(async () => {
    const context: PushContext = { repos, userId, wallMs, withMaps };
    const { results, seq } = await runBatch(
      {
        ...context,
        store: repos.syncBatch,
        announce: (change) => db.announce({ type: 'changed', change }),
        slow: (mutation) => applyOne(context, mutation),
      },
      request.mutations,
    );
    return { response: { results, seq } };
  });
}

/**
 * Claims maps created for this device while it was anonymous: a matching token makes an ownerless
 * map the user's (and it then appears in pulls). Wrong tokens and other people's maps are refused.
 */
export async function claimMaps(
  db: Db,
  repos: SyncRepos,
  userId: string,
  claims: ClaimRequest['claims'],
): Promise<ClaimResponse> {
  return db.change(async () => {
    const results: ClaimResponse['results'] = [];
    for (const { mapId, claimToken } of claims) {
      const stored = await repos.maps.getStored(mapId);
      if (stored?.map.ownerId === userId) {
        results.push({ mapId, status: 'owned', map: withRole(stored.map, 'owner') });
        continue;
      }
      const map = stored ? await repos.maps.claim(mapId, userId, claimToken) : null;
      results.push(
        map ? { mapId, status: 'claimed', map: withRole(map, 'owner') } : { mapId, status: 'rejected' },
      );
    }
    return { results, seq: await repos.maps.currentSeq() };
  });
}
