import type { MemberRole } from '../../../shared/schemas/members';

/** A role as the UI names it. */
export const ROLE_LABEL: Readonly<Record<MemberRole, string>> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
};

/** What a role lets you do, in a few words (members card, join page, editor notice). */
export const ROLE_ABILITY: Readonly<Record<MemberRole, string>> = {
  owner: 'you manage the map, its team and who can see it',
  editor: 'you can change the map and restore its history',
  viewer: 'you can view the map and its history, but not change them',
};
