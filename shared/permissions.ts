import type { MemberRole } from './schemas/members';
import type { Visibility } from './schemas/spineMap';

/**
 * What someone may do with a map. `read`: see its content; `history`: see its revisions and kept
 * conflicts; `edit`: change its content (push, restore, snapshot, apply a refinement in place);
 * `manage`: change who may see it (visibility, share link) and who belongs to it (members, invites);
 * `delete`: delete it.
 */
export const MAP_ACTIONS = ['read', 'history', 'edit', 'manage', 'delete'] as const;
export type MapAction = (typeof MAP_ACTIONS)[number];

const ROLE_ACTIONS: Readonly<Record<MemberRole, ReadonlySet<MapAction>>> = {
  owner: new Set(MAP_ACTIONS),
  editor: new Set(['read', 'history', 'edit']),
  viewer: new Set(['read', 'history']),
};

/**
 * The one permission rule (issue 10): members act by their role; anyone else may only read a map
 * that is not private. `role` is the caller's membership, null for a non-member or a visitor.
 */
export function can(role: MemberRole | null, visibility: Visibility, action: MapAction): boolean {
  if (role !== null) return ROLE_ACTIONS[role].has(action);
  return action === 'read' && visibility !== 'private';
}
