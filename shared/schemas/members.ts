import { z } from 'zod';

// Teams on a map (issue 10): who belongs to a map and what their role lets them do. The rules
// themselves live in shared/permissions.ts, so the server and the app decide alike.

/** A member's role on a map: the owner manages it, editors change it, viewers read it. */
export const memberRoleSchema = z.enum(['owner', 'editor', 'viewer']);
export type MemberRole = z.infer<typeof memberRoleSchema>;

/** The roles an invite link may grant: a map has exactly one owner. */
export const inviteRoleSchema = memberRoleSchema.exclude(['owner']);
export type InviteRole = z.infer<typeof inviteRoleSchema>;
