import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  createdInviteSchema,
  createInviteRequestSchema,
  invitePreviewSchema,
  inviteTokenRequestSchema,
  joinResponseSchema,
  memberSchema,
  membersResponseSchema,
  roleChangeRequestSchema,
  type InvitePreview,
  type Member,
  type MembersResponse,
} from '../../../shared/schemas/members';
import { mapIdSchema } from '../../../shared/schemas/spineMap';
import { announceMembership } from '../announce';
import { httpError } from '../errors';
import { MAP_ERRORS, mapAccess, mapFor } from '../permissions';
import { requireUser } from '../plugins/auth';
import type { RoutePlugin } from '../validation';

/** Join attempts per account per minute: a link's secret cannot be guessed, but nobody may try. */
export const JOIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
/**
 * Invite previews per address per minute: logged out, so per address; a room of people behind one
 * Wi-Fi opens the same link at once, so more than joins.
 */
export const PREVIEW_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** Texts of the members and invites routes' errors. */
export const MEMBER_ERRORS = {
  /** One text for every bad link (unknown, forged, revoked, rotated, map gone): it reveals nothing. */
  badInvite:
    'This invite link does not work: it was revoked or replaced by a new one, or it is incomplete. Ask the map’s owner for a new link.',
  notMember: 'That person is not a member of this map.',
  inviteNotFound: 'Invite link not found',
  ownerRole: 'The owner’s role cannot be changed: a map always keeps its owner.',
  ownerLeaves: 'The owner cannot leave their own map.',
  /** A link from before the owner removed or demoted the person (issue 18). */
  linkPredatesRemoval:
    'This invite link was made before the owner removed you or changed your role, so it cannot bring you back. Ask the map’s owner for a new link.',
} as const;

const mapParams = z.object({ id: mapIdSchema });
const memberParams = mapParams.extend({ userId: z.string().min(1).max(64) });
const inviteParams = mapParams.extend({ inviteId: z.string().min(1).max(64) });

/**
 * A map's team (issue 10): every member sees who belongs to it; the owner makes, revokes and
 * rotates invite links, changes roles and removes members; anyone but the owner may leave. A
 * logged-in user joins by posting a link's secret. Membership changes go out on `app.mapEvents`.
 */
export const memberRoutes: RoutePlugin = (app) => {
  const userOf = (request: FastifyRequest) => request.user?.id ?? '';

  /** The member list as `userId` sees it: names and roles, and the working links for the owner. */
  function membersView(mapId: string, role: Member['role'], canManage: boolean): MembersResponse {
    const members = app.repos.members.list(mapId);
    return canManage ? { role, members, invites: app.repos.invites.active(mapId) } : { role, members };
  }

  app.get(
    '/spine-maps/:id/members',
    { preValidation: requireUser, schema: { params: mapParams, response: { 200: membersResponseSchema } } },
    (request) => {
      const { map, role } = mapFor(app.repos, userOf(request), request.params.id, 'read');
      // Who belongs to a map is its members' business only, whoever else may read the map.
      if (role === null) throw httpError(403, MAP_ERRORS.accessDenied);
      return membersView(map.id, role, mapAccess(app.repos, userOf(request), map, 'manage').allowed);
    },
  );

  app.post(
    '/spine-maps/:id/invites',
    {
      preValidation: requireUser,
      schema: { params: mapParams, body: createInviteRequestSchema, response: { 201: createdInviteSchema } },
    },
    (request, reply) => {
      const { map } = mapFor(app.repos, userOf(request), request.params.id, 'manage');
      reply.code(201);
      return app.repos.invites.create(map.id, request.body.role, userOf(request));
    },
  );

  app.delete(
    '/spine-maps/:id/invites/:inviteId',
    { preValidation: requireUser, schema: { params: inviteParams } },
    (request, reply) => {
      const { map } = mapFor(app.repos, userOf(request), request.params.id, 'manage');
      if (!app.repos.invites.revoke(map.id, request.params.inviteId))
        throw httpError(404, MEMBER_ERRORS.inviteNotFound);
      return reply.code(204).send();
    },
  );

  app.post(
    '/spine-maps/:id/invites/:inviteId/rotate',
    { preValidation: requireUser, schema: { params: inviteParams, response: { 200: createdInviteSchema } } },
    (request) => {
      const { map } = mapFor(app.repos, userOf(request), request.params.id, 'manage');
      const rotated = app.repos.invites.rotate(map.id, request.params.inviteId);
      if (!rotated) throw httpError(404, MEMBER_ERRORS.inviteNotFound);
      return rotated;
    },
  );

  app.patch(
    '/spine-maps/:id/members/:userId',
    {
      preValidation: requireUser,
      schema: { params: memberParams, body: roleChangeRequestSchema, response: { 200: memberSchema } },
    },
    (request) => {
      const { map } = mapFor(app.repos, userOf(request), request.params.id, 'manage');
      const { userId } = request.params;
      const current = app.repos.members.roleOf(map.id, userId);
      if (current === null) throw httpError(404, MEMBER_ERRORS.notMember);
      if (current === 'owner') throw httpError(409, MEMBER_ERRORS.ownerRole);
      const change = app.repos.members.setRole(map.id, userId, request.body.role, userOf(request));
      // A demotion stands: the link they joined with cannot raise them again.
      if (change && request.body.role === 'viewer') app.repos.memberBars.bar(map.id, userId);
      if (change) announceMembership(app, { mapId: map.id, userId, change });
      const member = app.repos.members.list(map.id).find((candidate) => candidate.userId === userId);
      if (!member) throw httpError(404, MEMBER_ERRORS.notMember);
      return member;
    },
  );

  app.delete(
    '/spine-maps/:id/members/:userId',
    { preValidation: requireUser, schema: { params: memberParams } },
    (request, reply) => {
      const caller = userOf(request);
      const { userId } = request.params;
      // Leaving asks only to be a member; removing someone else is the owner's (`manage`).
      const { map } = mapFor(app.repos, caller, request.params.id, userId === caller ? 'read' : 'manage');
      const role = app.repos.members.roleOf(map.id, userId);
      if (role === null) throw httpError(404, MEMBER_ERRORS.notMember);
      if (role === 'owner') throw httpError(409, MEMBER_ERRORS.ownerLeaves);
      app.repos.members.remove(map.id, userId);
      // Removed by the owner (not leaving): the link they used cannot bring them back.
      if (userId !== caller) app.repos.memberBars.bar(map.id, userId);
      announceMembership(app, { mapId: map.id, userId, change: 'removed' });
      return reply.code(204).send();
    },
  );

  /** The map a working link leads to; one 404 for every bad link. */
  function inviteTarget(token: string) {
    const invite = app.repos.invites.byToken(token);
    const map = invite ? app.repos.maps.get(invite.mapId) : null;
    if (!invite || !map) throw httpError(404, MEMBER_ERRORS.badInvite);
    return { invite, map };
  }

  app.post(
    '/invites/preview',
    {
      schema: { body: inviteTokenRequestSchema, response: { 200: invitePreviewSchema } },
      config: { rateLimit: PREVIEW_RATE_LIMIT },
    },
    (request): InvitePreview => {
      const { invite, map } = inviteTarget(request.body.token);
      return { mapId: map.id, title: map.title, role: invite.role };
    },
  );

  app.post(
    '/invites/join',
    {
      preValidation: requireUser,
      schema: { body: inviteTokenRequestSchema, response: { 200: joinResponseSchema } },
      config: {
        rateLimit: {
          ...JOIN_RATE_LIMIT,
          // Per account (after the login check): a room behind one address joins together.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `join|${request.user?.id ?? request.ip}`,
        },
      },
    },
    (request) => {
      const { invite, map } = inviteTarget(request.body.token);
      const userId = userOf(request);
      const current = app.repos.members.roleOf(map.id, userId);
      const raises = current === null || (current === 'viewer' && invite.role === 'editor');
      if (raises && app.repos.memberBars.predates(map.id, userId, invite.issuedSeq))
        throw httpError(403, MEMBER_ERRORS.linkPredatesRemoval);
      const { role, change } = app.repos.members.join(map.id, userId, invite.role, invite.createdBy);
      if (change) announceMembership(app, { mapId: map.id, userId, change });
      return { mapId: map.id, role };
    },
  );
};
