import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  claimRequestSchema,
  claimResponseSchema,
  mapHistoryQuerySchema,
  mapHistorySchema,
  mapSnapshotSchema,
  restoreRequestSchema,
  snapshotRequestSchema,
  type MapHistory,
} from '../../../shared/schemas/mapHistory';
import { spineMapListQuerySchema, spineMapSchema, type SpineMap } from '../../../shared/schemas/spineMap';
import { restoreConflict, restoreRevision } from '../db/historyService';
import { claimMaps } from '../db/syncService';
import { httpError } from '../errors';
import { requireUser } from '../plugins/auth';
import type { RoutePlugin, RouteScope } from '../validation';
import { assertReadable, MAP_ERRORS } from './share';

/** Default and largest page of GET /api/spine-maps. */
export const MAP_LIST_LIMITS = { default: 100, max: 500 } as const;

const idParams = z.object({ id: z.string().min(1).max(64) });

const listQuerySchema = spineMapListQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(MAP_LIST_LIMITS.max).default(MAP_LIST_LIMITS.default),
  offset: z.coerce.number().int().min(0).default(0),
});

/** A dropdown's "All" means no filter, as in shared/search.ts. */
const filterValue = (value: string | undefined) =>
  value && value.toLowerCase() !== 'all' ? value : undefined;

/** The live map the logged-in caller owns: 404 unknown, 403 someone else's. */
function ownedMap(app: RouteScope, request: FastifyRequest, id: string): SpineMap {
  const map = app.repos.maps.get(id);
  if (!map) throw httpError(404, MAP_ERRORS.notFound);
  if (map.ownerId === null || map.ownerId !== request.user?.id) throw httpError(403, MAP_ERRORS.accessDenied);
  return map;
}

/**
 * Spine maps (spec §7, design §7): the catalogue list, one map, and the owner's history tools
 * (revisions and conflicts, restore, snapshots, share-link rotation), plus claiming anonymous maps.
 */
export const spineMapRoutes: RoutePlugin = (app) => {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'private, no-cache');
    done(null, payload);
  });

  app.get(
    '/spine-maps',
    { schema: { querystring: listQuerySchema, response: { 200: z.array(spineMapSchema) } } },
    (request) => {
      const { search, industry, teamSize, limit, offset } = request.query;
      return app.repos.maps.list({
        search,
        industry: filterValue(industry),
        teamSize: filterValue(teamSize),
        viewerId: request.user?.id ?? null,
        limit,
        offset,
      });
    },
  );

  app.get(
    '/spine-maps/:id',
    { schema: { params: idParams, response: { 200: spineMapSchema } } },
    (request) => {
      const map = app.repos.maps.get(request.params.id);
      if (!map) throw httpError(404, MAP_ERRORS.notFound);
      assertReadable(map, request.user?.id);
      return map;
    },
  );

  app.get(
    '/spine-maps/:id/revisions',
    {
      preValidation: requireUser,
      schema: { params: idParams, querystring: mapHistoryQuerySchema, response: { 200: mapHistorySchema } },
    },
    (request): MapHistory => {
      const map = ownedMap(app, request, request.params.id);
      const { limit, before } = request.query;
      const revisions = app.repos.revisions.list(map.id, { limit: limit + 1, before });
      return {
        revisions: revisions.slice(0, limit),
        conflicts: app.repos.revisions.conflicts(map.id),
        snapshots: app.repos.revisions.snapshots(map.id),
        hasMore: revisions.length > limit,
      };
    },
  );

  app.post(
    '/spine-maps/:id/restore',
    {
      preValidation: requireUser,
      schema: { params: idParams, body: restoreRequestSchema, response: { 200: spineMapSchema } },
    },
    (request) => {
      const map = ownedMap(app, request, request.params.id);
      const actorId = request.user?.id ?? '';
      const body = request.body;
      return 'rev' in body
        ? restoreRevision(app.repos, map, body.rev, actorId)
        : restoreConflict(app.db, app.repos, map, body.conflictId, actorId);
    },
  );

  app.post(
    '/spine-maps/:id/snapshots',
    {
      preValidation: requireUser,
      schema: { params: idParams, body: snapshotRequestSchema, response: { 201: mapSnapshotSchema } },
    },
    (request, reply) => {
      const map = ownedMap(app, request, request.params.id);
      reply.code(201);
      return app.repos.revisions.addSnapshot(map.id, map.rev, request.body.name);
    },
  );

  app.post(
    '/spine-maps/:id/rotate-share',
    { preValidation: requireUser, schema: { params: idParams, response: { 200: spineMapSchema } } },
    (request) => app.repos.maps.rotateShareId(ownedMap(app, request, request.params.id).id),
  );

  app.post(
    '/spine-maps/claim',
    {
      preValidation: requireUser,
      schema: { body: claimRequestSchema, response: { 200: claimResponseSchema } },
    },
    (request) => claimMaps(app.db, app.repos, request.user?.id ?? '', request.body.claims),
  );
};
