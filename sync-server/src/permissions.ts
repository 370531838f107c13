import {
  can,
  canOpenShareLink,
  mayChange,
  ownerOnlyFieldsIn,
  type MapAction,
} from '../../shared/permissions';
import type { MapDoc } from '../../shared/schemas/mapDoc';
import type { MemberRole } from '../../shared/schemas/members';
import type { SpineMap, Visibility } from '../../shared/schemas/spineMap';
import type { Repositories } from './db/repositories';
import { httpError } from './errors';

// The server's one permission check (issue 10): every route and the sync service ask here, and
// here asks shared/permissions.ts `can`, the rule the app follows too.

/** Error texts of map reads and checks (spec §8; the share page matches on them). */
export const MAP_ERRORS = {
  notFound: 'Spine map not found',
  accessDenied: 'Access denied',
  ownerOnly: 'Only the owner can change who can see this map.',
} as const;

type MemberRepos = Pick<Repositories, 'members'>;

/** The caller's role on a map and whether it lets them do `action`. */
export async function mapAccess(
  repos: MemberRepos,
  userId: string | null | undefined,
  map: { id: string; visibility: Visibility },
  action: MapAction,
): Promise<{ role: MemberRole | null; allowed: boolean }> {
  const role = await repos.members.roleOf(map.id, userId);
  return { role, allowed: can(role, map.visibility, action) };
}

/**
 * Throws unless the caller may do `action`; returns their role. A non-member asking for an
 * unlisted map by id hears 404, as for a map that does not exist: such a map is found through its
 * current share link only (issue 18), so its id must not confirm it. Everything else refused is 403.
 */
export async function assertCan(
  repos: MemberRepos,
  userId: string | null | undefined,
  map: { id: string; visibility: Visibility },
  action: MapAction,
): Promise<MemberRole | null> {
  const { role, allowed } = await mapAccess(repos, userId, map, action);
  if (allowed) return role;
  if (role === null && map.visibility === 'unlisted') throw httpError(404, MAP_ERRORS.notFound);
  throw httpError(403, MAP_ERRORS.accessDenied);
}

/** Throws 403 'Access denied' unless the map's share link shows it to the caller; returns their role. */
export async function assertCanOpenShareLink(
  repos: MemberRepos,
  userId: string | null | undefined,
  map: { id: string; visibility: Visibility },
): Promise<MemberRole | null> {
  // A visitor (most reads of the busiest public route) is no member: no lookup to wait for.
  const role = userId ? await repos.members.roleOf(map.id, userId) : null;
  if (!canOpenShareLink(role, map.visibility)) throw httpError(403, MAP_ERRORS.accessDenied);
  return role;
}

/**
 * The field-class rule for any change (restore, refinement apply, push): throws 403 unless `role`
 * may change every one of `fields` — content needs `edit`, owner-only fields (visibility, share
 * link, membership) need `manage`.
 */
export function assertMayChange(
  role: MemberRole | null,
  map: { visibility: Visibility },
  fields: Iterable<string>,
): void {
  const list = [...fields];
  if (mayChange(role, map.visibility, list)) return;
  throw httpError(403, ownerOnlyFieldsIn(list).length > 0 ? MAP_ERRORS.ownerOnly : MAP_ERRORS.accessDenied);
}

/**
 * The live map `id` with the caller's role, when the caller may do `action`: 404 'Spine map not
 * found' for an unknown or deleted map, 403 'Access denied' otherwise.
 */
export async function mapFor(
  repos: Pick<Repositories, 'members' | 'maps'>,
  userId: string | null | undefined,
  id: string,
  action: MapAction,
): Promise<{ map: SpineMap; role: MemberRole | null }> {
  const map = await repos.maps.get(id);
  if (!map) throw httpError(404, MAP_ERRORS.notFound);
  return { map, role: await assertCan(repos, userId, map, action) };
}

/**
 * The map as its caller receives it: with their role when they are a member, and then with its
 * registers too (what removed items said is for members only), when `doc` is given.
 */
export function withRole(map: SpineMap, role: MemberRole | null, doc?: MapDoc): SpineMap {
  if (!role) {
    const { doc: _doc, ...rest } = map;
    return rest;
  }
  return doc ? { ...map, role, doc } : { ...map, role };
}
