import { can, type MapAction } from '../../shared/permissions';
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
} as const;

type MemberRepos = Pick<Repositories, 'members'>;

/** The caller's role on a map and whether it lets them do `action`. */
export function mapAccess(
  repos: MemberRepos,
  userId: string | null | undefined,
  map: { id: string; visibility: Visibility },
  action: MapAction,
): { role: MemberRole | null; allowed: boolean } {
  const role = repos.members.roleOf(map.id, userId);
  return { role, allowed: can(role, map.visibility, action) };
}

/** Throws 403 'Access denied' unless the caller may do `action`; returns their role. */
export function assertCan(
  repos: MemberRepos,
  userId: string | null | undefined,
  map: { id: string; visibility: Visibility },
  action: MapAction,
): MemberRole | null {
  const { role, allowed } = mapAccess(repos, userId, map, action);
  if (!allowed) throw httpError(403, MAP_ERRORS.accessDenied);
  return role;
}

/**
 * The live map `id` with the caller's role, when the caller may do `action`: 404 'Spine map not
 * found' for an unknown or deleted map, 403 'Access denied' otherwise.
 */
export function mapFor(
  repos: Pick<Repositories, 'members' | 'maps'>,
  userId: string | null | undefined,
  id: string,
  action: MapAction,
): { map: SpineMap; role: MemberRole | null } {
  const map = repos.maps.get(id);
  if (!map) throw httpError(404, MAP_ERRORS.notFound);
  return { map, role: assertCan(repos, userId, map, action) };
}

/** The map as its caller receives it: with their role when they are a member. */
export function withRole(map: SpineMap, role: MemberRole | null): SpineMap {
  return role ? { ...map, role } : map;
}
