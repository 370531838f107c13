import type { MapAction } from '../../../shared/permissions';
import type { MapOp } from '../../../shared/schemas/mapOps';
import type { MemberRole } from '../../../shared/schemas/members';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import type { PushResult, SyncMutation } from '../../../shared/schemas/sync';
import { compareHlc } from '../../../shared/sync/hlc';

// A push's answers, shared by the per-mutation path (syncService.ts) and the set-based batch (pushBatch.ts).

/** Texts of push rejections (the device shows them under "Not synced"). */
export const REJECT_MESSAGES = {
  notFound: 'This map does not exist on the server.',
  notMember: 'You are not a member of this map, so your change was not accepted.',
  viewer: 'You can view this map but not change it.',
  manage: 'Only the owner can change who can see this map.',
  delete: 'Only the owner can delete or restore this map.',
  unclaimed: 'This map has no owner yet; only the device that created it can claim it.',
  purged: 'This map was deleted for good (it was in Trash for 30 days).',
  reused: 'This mutation id was already used for another change.',
  ahead: 'The change is based on a revision the server does not have.',
  newId: 'A new map needs a UUID for its id.',
} as const;

export function rejected(
  mutation: SyncMutation,
  code: string,
  message: string,
  map?: SpineMap | null,
): PushResult {
  return {
    mutationId: mutation.mutationId,
    status: 'rejected',
    rev: map?.rev ?? 0,
    ...(map ? { map } : {}),
    error: { code, message },
  };
}

/** Why a member (or not) may not do what a mutation asks. */
export function forbiddenMessage(role: MemberRole | null, action: MapAction): string {
  if (role === null) return REJECT_MESSAGES.notMember;
  if (role === 'viewer') return REJECT_MESSAGES.viewer;
  return action === 'delete' ? REJECT_MESSAGES.delete : REJECT_MESSAGES.manage;
}

/** The latest clock among operations (a revision's clock). */
export const latest = (ops: readonly MapOp[]) =>
  ops.reduce((max, op) => (compareHlc(op.hlc, max) > 0 ? op.hlc : max), ops[0]!.hlc);
