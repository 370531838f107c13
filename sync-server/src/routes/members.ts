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
 * logged-in user joins by posting a link's secret. Membership changes are announced by the repository at commit.
 */
export const memberRoutes: RoutePlugin = (app) => {
  const userOf = (request: FastifyRequest) => request.user?.id ?? '';

  /** The member list as `userId` sees it: names and roles, and the working links for the owner. */
  async function membersView(
    mapId: string,
    role: Member['role'],
    canManage: boolean,
  ): Promise<MembersResponse> {
    const members = await app.repos.members.list(mapId);
    return canManage ? { role, members, invites: await app.repos.invites.active(mapId) } : { role, members };
  }

  app.get(
    '/spine-maps/:id/members',
    { preValidation: requireUser, schema: { params: mapParams, response: { 200: membersResponseSchema } } },
    async (request) => {
      const { map, role } = await mapFor(app.repos, userOf(request), request.params.id, 'read');
      // Who belongs to a map is its members' business only, whoever else may read the map.
      if (role === null) throw httpError(403, MAP_ERRORS.accessDenied);
      return membersView(map.id, role, (await mapAccess(app.repos, userOf(request), map, 'manage')).allowed);
    },
  );

  app.post(
    '/spine-maps/:id/invites',
    {
      preValidation: requireUser,
      schema: { params: mapParams, body: createInviteRequestSchema, response: { 201: createdInviteSchema } },
    },
    async (request, reply) => {
      const created = await app.storage.change(async () => {
        const { map } = await mapFor(app.repos, userOf(request), request.params.id, 'manage');
        return app.repos.invites.create(map.id, request.body.role, userOf(request));
      });
      reply.code(201);
      return created;
    },
  );

  app.delete(
    '/spine-maps/:id/invites/:inviteId',
    { preValidation: requireUser, schema: { params: inviteParams } },
    async (request, reply) => {
      await app.storage.change(async () => {
        const { map } = await mapFor(app.repos, userOf(request), request.params.id, 'manage');
        if (!(await app.repos.invites.revoke(map.id, request.params.inviteId)))
          throw httpError(404, MEMBER_ERRORS.inviteNotFound);
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/spine-maps/:id/invites/:inviteId/rotate',
    { preValidation: requireUser, schema: { params: inviteParams, response: { 200: createdInviteSchema } } },
    async (request) =>
      app.storage.change(async () => {
        const { map } = await mapFor(app.repos, userOf(request), request.params.id, 'manage');
        const rotated = await app.repos.invites.rotate(map.id, request.params.inviteId);
        if (!rotated) throw httpError(404, MEMBER_ERRORS.inviteNotFound);
        return rotated;
      }),
  );

  app.patch(
    '/spine-maps/:id/members/:userId',
    {
      preValidation: requireUser,
      schema: { params: memberParams, body: roleChangeRequestSchema, response: { 200: memberSchema } },
    },
    async (request) => {
      const { userId } = request.params;
      const member = await app.storage.change(async () => {
        const { map } = await mapFor(app.repos, userOf(request), request.params.id, 'manage');
        const current = await app.repos.members.roleOf(map.id, userId);
        if (current === null) throw httpError(404, MEMBER_ERRORS.notMember);
        if (current === 'owner') throw httpError(409, MEMBER_ERRORS.ownerRole);
        const change = await app.repos.members.setRole(map.id, userId, request.body.role, userOf(request));
        // A demotion stands: the link they joined with cannot raise them again.
        if (change && request.body.role === 'viewer') await app.repos.memberBars.bar(map.id, userId);
        const members = await app.repos.members.list(map.id);
        return members.find((candidate) => candidate.userId === userId);
      });
      if (!member) throw httpError(404, MEMBER_ERRORS.notMember);
      return member;
    },
  );

  app.delete(
    '/spine-maps/:id/members/:userId',
    { preValidation: requireUser, schema: { params: memberParams } },
    async (request, reply) => {
      const caller = userOf(request);
      const { userId } = request.params;
      await app.storage.change(async () => {
        // Leaving asks only to be a member; removing someone else is the owner's (`manage`).
        const { map } = await mapFor(
          app.repos,
          caller,
          request.params.id,
          userId === caller ? 'read' : 'manage',
        );
        const role = await app.repos.members.roleOf(map.id, userId);
        if (role === null) throw httpError(404, MEMBER_ERRORS.notMember);
        if (role === 'owner') throw httpError(409, MEMBER_ERRORS.ownerLeaves);
        await app.repos.members.remove(map.id, userId);
        // Removed by the owner (not leaving): the link they used cannot bring them back.
        if (userId !== caller) await app.repos.memberBars.bar(map.id, userId);
      });
      return reply.code(204).send();
    },
  );

  /** The map a working link leads to; one 404 for every bad link. */
  async function inviteTarget(token: string) {
    const invite = await app.repos.invites.byToken(token);
    const map = invite ? await app.repos.maps.get(invite.mapId) : null;
    if (!invite || !map) throw httpError(404, MEMBER_ERRORS.badInvite);
    return { invite, map };
  }

  app.post(
    '/invites/preview',
    {
      schema: { body: inviteTokenRequestSchema, response: { 200: invitePreviewSchema } },
      config: { rateLimit: PREVIEW_RATE_LIMIT },
    },
    async (request): Promise<InvitePreview> => {
      const { invite, map } = await inviteTarget(request.body.token);
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
    async (request) => {
      const userId = userOf(request);
      const { mapId, role } = await app.storage.change(async () => {
        const { invite, map } = await inviteTarget(request.body.token);
        const current = await app.repos.members.roleOf(map.id, userId);
        const raises = current === null || (current === 'viewer' && invite.role === 'editor');
        if (raises && (await app.repos.memberBars.predates(map.id, userId, invite.issuedSeq)))
          throw httpError(403, MEMBER_ERRORS.linkPredatesRemoval);
        const joined = await app.repos.members.join(map.id, userId, invite.role, invite.createdBy);
        return { mapId: map.id, ...joined };
      });
      return { mapId, role };
    },
  );
};
