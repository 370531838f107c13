import type { MemberRole } from './schemas/members';
import type { Visibility } from './schemas/spineMap';

/**
 * What someone may do with a map. `read`: see its content when asking by its id (catalogue, refine
 * mode, proposals); `history`: see its revisions and kept conflicts; `edit`: change its content
 * (push, restore, snapshot, apply a refinement in place); `manage`: change who may see it
 * (visibility, share link) and who belongs to it (members, invites); `delete`: delete it.
 */
export const MAP_ACTIONS = ['read', 'history', 'edit', 'manage', 'delete'] as const;
export type MapAction = (typeof MAP_ACTIONS)[number];

const ROLE_ACTIONS: Readonly<Record<MemberRole, ReadonlySet<MapAction>>> = {
  owner: new Set(MAP_ACTIONS),
  editor: new Set(['read', 'history', 'edit']),
  viewer: new Set(['read', 'history']),
};

/**
 * The one permission rule (issues 10 and 18): members act by their role; anyone else may only read
 * a public map by its id. An unlisted map is read by others through its share link only
 * (`canOpenShareLink`), so renewing the link really ends their access. `role` is the caller's
 * membership, null for a non-member or a visitor.
 */
export function can(role: MemberRole | null, visibility: Visibility, action: MapAction): boolean {
  if (role !== null) return ROLE_ACTIONS[role].has(action);
  return action === 'read' && visibility === 'public';
}

/** Whether a map's current share link shows it to the caller: members always, anyone else unless private. */
export function canOpenShareLink(role: MemberRole | null, visibility: Visibility): boolean {
  return role !== null || visibility !== 'private';
}

/**
 * Map fields only the owner may change (`manage`): who may see the map (visibility, the share
 * link) and who belongs to it (ownership, members, invites). Every other field is content (`edit`).
 */
export const OWNER_ONLY_FIELDS: ReadonlySet<string> = new Set([
  'visibility',
  'shareId',
  'ownerId',
  'members',
  'invites',
]);

/** The owner-only fields among `fields`: a change that touches any of them needs `manage`. */
export function ownerOnlyFieldsIn(fields: Iterable<string>): string[] {
  return [...new Set(fields)].filter((field) => OWNER_ONLY_FIELDS.has(field));
}

/** The action a change of these fields needs: `manage` when any is owner-only, else `edit`. */
export function actionForFields(fields: Iterable<string>): 'edit' | 'manage' {
  return ownerOnlyFieldsIn(fields).length > 0 ? 'manage' : 'edit';
}

/**
 * Whether someone with `role` may change every one of `fields` on a map: the one field-class rule
 * that restore, refinement apply and push all apply.
 */
export function mayChange(
  role: MemberRole | null,
  visibility: Visibility,
  fields: Iterable<string>,
): boolean {
  return can(role, visibility, actionForFields(fields));
}

/**
 * What an operation (or edit) on a map needs, by the field-class rule: a field by its class
 * (owner-only fields need `manage`), moving to Trash and back `delete`, anything on items `edit`.
 */
export function actionForOp(op: { type: string; field?: string }): MapAction {
  if (op.type === 'delete' || op.type === 'restore') return 'delete';
  return op.type === 'set' && op.field !== undefined ? actionForFields([op.field]) : 'edit';
}
