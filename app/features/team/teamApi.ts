import {
  createdInviteSchema,
  invitePreviewSchema,
  joinResponseSchema,
  memberSchema,
  membersResponseSchema,
  type CreatedInvite,
  type InvitePreview,
  type InviteRole,
  type JoinResponse,
  type Member,
  type MembersResponse,
} from '../../../shared/schemas/members';
import { spineMapSchema } from '../../../shared/schemas/spineMap';
import { apiFetch, getJson } from '../../api/client';
import { db } from '../../db/db';
import { adoptServerMap } from '../../sync/syncClient';
import { requestSyncSoon } from '../../sync/syncScheduler';

// A map's team over /api (issue 10): members, invite links, joining. Membership changes reach
// the device through sync; each call here asks for a round at once.

const mapBase = (id: string) => `/api/spine-maps/${encodeURIComponent(id)}`;

/** The invite link a token makes: `{origin}/join/{token}`. */
export function inviteUrl(token: string, origin = window.location.origin): string {
  return `${origin}/join/${token}`;
}

/** The caller's role, the members, and (for the owner) the working links. */
export function fetchMembers(mapId: string): Promise<MembersResponse> {
  return getJson(`${mapBase(mapId)}/members`, membersResponseSchema);
}

/** Makes an invite link for `role`; its secret is in the reply only. */
export async function createInvite(mapId: string, role: InviteRole): Promise<CreatedInvite> {
  return createdInviteSchema.parse(
    await apiFetch(`${mapBase(mapId)}/invites`, { method: 'POST', body: { role } }),
  );
}

/** Stops an invite link working. */
export async function revokeInvite(mapId: string, inviteId: string): Promise<void> {
  await apiFetch(`${mapBase(mapId)}/invites/${encodeURIComponent(inviteId)}`, { method: 'DELETE' });
}

/** Gives an invite link a new secret; the old link stops working. */
export async function rotateInvite(mapId: string, inviteId: string): Promise<CreatedInvite> {
  return createdInviteSchema.parse(
    await apiFetch(`${mapBase(mapId)}/invites/${encodeURIComponent(inviteId)}/rotate`, { method: 'POST' }),
  );
}

/** Gives a member another role (owner only). */
export async function setMemberRole(mapId: string, userId: string, role: InviteRole): Promise<Member> {
  const member = memberSchema.parse(
    await apiFetch(`${mapBase(mapId)}/members/${encodeURIComponent(userId)}`, {
      method: 'PATCH',
      body: { role },
    }),
  );
  requestSyncSoon();
  return member;
}

/** Removes a member (owner), or the caller themself (leave). The map leaves their devices on sync. */
export async function removeMember(mapId: string, userId: string): Promise<void> {
  await apiFetch(`${mapBase(mapId)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });
  requestSyncSoon();
}

/** What an invite link leads to (title and role); throws ApiError 404 for a link that does not work. */
export async function previewInvite(token: string): Promise<InvitePreview> {
  return invitePreviewSchema.parse(
    await apiFetch('/api/invites/preview', { method: 'POST', body: { token } }),
  );
}

/**
 * Joins the map of an invite link, stores the map on this device at once (sync would bring it a
 * moment later) and asks for a sync round.
 */
export async function joinInvite(token: string): Promise<JoinResponse> {
  const joined = joinResponseSchema.parse(
    await apiFetch('/api/invites/join', { method: 'POST', body: { token } }),
  );
  const map = await getJson(mapBase(joined.mapId), spineMapSchema).catch(() => null);
  if (map) await adoptServerMap(db, map);
  requestSyncSoon();
  return joined;
}
