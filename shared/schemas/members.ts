import { z } from 'zod';
import { lazySchema } from './lazySchema';

// Teams on a map (issue 10): who belongs to a map and what their role lets them do. The rules
// themselves live in shared/permissions.ts, so the server and the app decide alike.

/** A member's role on a map: the owner manages it, editors change it, viewers read it. */
export const memberRoleSchema = lazySchema(() => z.enum(['owner', 'editor', 'viewer']));
export type MemberRole = z.infer<typeof memberRoleSchema>;

/** The roles an invite link may grant: a map has exactly one owner. */
export const inviteRoleSchema = lazySchema(() => memberRoleSchema.exclude(['owner']));
export type InviteRole = z.infer<typeof inviteRoleSchema>;

const isoDate = lazySchema(() => z.iso.datetime({ offset: true }));

/** One member of a map as every member sees them: a name (from their email's local part) and a role. */
export const memberSchema = lazySchema(() =>
  z.object({
    userId: z.string().min(1),
    name: z.string(),
    role: memberRoleSchema,
    joinedAt: isoDate,
  }),
);
export type Member = z.infer<typeof memberSchema>;

/** A working invite link as its map's owner sees it: never its secret, which is shown once. */
export const inviteSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    role: inviteRoleSchema,
    createdAt: isoDate,
  }),
);
export type Invite = z.infer<typeof inviteSchema>;

/**
 * The reply of GET /api/spine-maps/{id}/members: the caller's role, the members, and (for the
 * owner only) the working invite links.
 */
export const membersResponseSchema = lazySchema(() =>
  z.object({
    role: memberRoleSchema,
    members: z.array(memberSchema),
    invites: z.array(inviteSchema).optional(),
  }),
);
export type MembersResponse = z.infer<typeof membersResponseSchema>;

/** Body of POST /api/spine-maps/{id}/invites: the role the link grants. */
export const createInviteRequestSchema = lazySchema(() => z.object({ role: inviteRoleSchema }));

/** Body of PATCH /api/spine-maps/{id}/members/{userId}: the member's new role (never owner). */
export const roleChangeRequestSchema = lazySchema(() => z.object({ role: inviteRoleSchema }));

/** An invite link's secret as a link carries it: base64url, 256 bits when the server made it. */
export const inviteTokenSchema = lazySchema(() =>
  z.string().regex(/^[\w-]{20,128}$/, 'Expected the code from an invite link (letters, digits, - and _)'),
);

/** Reply of creating or rotating an invite link: the link's secret, here and never again. */
export const createdInviteSchema = lazySchema(() =>
  z.object({ invite: inviteSchema, token: inviteTokenSchema }),
);
export type CreatedInvite = z.infer<typeof createdInviteSchema>;

/** Body of POST /api/invites/preview and /api/invites/join. */
export const inviteTokenRequestSchema = lazySchema(() => z.object({ token: inviteTokenSchema }));

/** What a working invite link leads to, so the join page can say what you are joining. */
export const invitePreviewSchema = lazySchema(() =>
  z.object({
    mapId: z.string().min(1),
    title: z.string(),
    role: inviteRoleSchema,
  }),
);
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** Reply of POST /api/invites/join: the map joined and the role the caller now has there. */
export const joinResponseSchema = lazySchema(() =>
  z.object({ mapId: z.string().min(1), role: memberRoleSchema }),
);
export type JoinResponse = z.infer<typeof joinResponseSchema>;
