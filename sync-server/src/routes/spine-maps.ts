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
import type { MapAction } from '../../../shared/permissions';
import { actionForOp, can } from '../../../shared/permissions';
import type { MapEdit } from '../../../shared/schemas/mapOps';
import { mapIdSchema, spineMapListQuerySchema, spineMapSchema } from '../../../shared/schemas/spineMap';
import { restoreConflict, restoreRevision } from '../db/historyService';
import { claimMaps } from '../db/syncService';
import { httpError } from '../errors';
import { MAP_ERRORS, mapFor, withRole } from '../permissions';
import { requireUser } from '../plugins/auth';
import type { RoutePlugin } from '../validation';

/** Default and largest page of GET /api/spine-maps. */
export const MAP_LIST_LIMITS = { default: 100, max: 500 } as const;

const idParams = z.object({ id: mapIdSchema });

const listQuerySchema = spineMapListQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(MAP_LIST_LIMITS.max).default(MAP_LIST_LIMITS.default),
  offset: z.coerce.number().int().min(0).default(0),
});

/** A dropdown's "All" means no filter, as in shared/search.ts. */
const filterValue = (value: string | undefined) =>
  value && value.toLowerCase() !== 'all' ? value : undefined;

/**
 * Spine maps (spec §7, design §7): the catalogue list, one map, and the members' history tools
 * (revisions and conflicts for every member; restore and snapshots for editors; share-link
 * rotation for the owner), plus claiming anonymous maps.
 */
export const spineMapRoutes: RoutePlugin = (app) => {
  /** The live map with the caller's role, when they may do `action` (404/403 otherwise). */
  const mapAs = (request: { user: { id: string } | null }, id: string, action: MapAction) =>
    mapFor(app.repos, request.user?.id, id, action);

  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'private, no-cache');
    done(null, payload);
  });

  app.get(
    '/spine-maps',
    { schema: { querystring: listQuerySchema, response: { 200: z.array(spineMapSchema) } } },
    async (request) => {
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
    async (request) => {
      const { map, role } = await mapAs(request, request.params.id, 'read');
      return withRole(map, role, role ? (await app.repos.maps.getStored(map.id))?.doc : undefined);
    },
  );

  app.get(
    '/spine-maps/:id/revisions',
    {
      preValidation: requireUser,
      schema: { params: idParams, querystring: mapHistoryQuerySchema, response: { 200: mapHistorySchema } },
    },
    async (request): Promise<MapHistory> =>
      app.storage.snapshot(async () => {
        const { map } = await mapAs(request, request.params.id, 'history');
        const { limit, before } = request.query;
        const revisions = await app.repos.revisions.list(map.id, { limit: limit + 1, before });
        return {
          revisions: revisions.slice(0, limit),
          conflicts: await app.repos.revisions.conflicts(map.id),
          snapshots: await app.repos.revisions.snapshots(map.id),
          hasMore: revisions.length > limit,
        };
      }),
  );

  app.post(
    '/spine-maps/:id/restore',
    {
      preValidation: requireUser,
      schema: { params: idParams, body: restoreRequestSchema, response: { 200: spineMapSchema } },
    },
    async (request) => {
      const actorId = request.user?.id ?? '';
      const body = request.body;
      const { restored, role } = await app.storage.change(async () => {
        const { map, role } = await mapAs(request, request.params.id, 'edit');
        // What a restore writes needs what writing it needs: an owner-only field (visibility), the owner.
        const mayApply = (edits: readonly MapEdit[]) => {
          for (const edit of edits)
            if (!can(role, map.visibility, actionForOp(edit))) throw httpError(403, MAP_ERRORS.accessDenied);
        };
        const restored =
          'rev' in body
            ? await restoreRevision(app.repos, map, body.rev, actorId)
            : await restoreConflict(app.db, app.repos, map, body.conflictId, actorId, mayApply);
        return { restored, role };
      });
      return withRole(restored, role);
    },
  );

  app.post(
    '/spine-maps/:id/snapshots',
    {
      preValidation: requireUser,
      schema: { params: idParams, body: snapshotRequestSchema, response: { 201: mapSnapshotSchema } },
    },
    async (request, reply) => {
      const snapshot = await app.storage.change(async () => {
        const { map } = await mapAs(request, request.params.id, 'edit');
        return app.repos.revisions.addSnapshot(map.id, map.rev, request.body.name);
      });
      reply.code(201);
      return snapshot;
    },
  );

  app.post(
    '/spine-maps/:id/rotate-share',
    { preValidation: requireUser, schema: { params: idParams, response: { 200: spineMapSchema } } },
    async (request) => {
      const { rotated, role, doc } = await app.storage.change(async () => {
        const { map, role } = await mapAs(request, request.params.id, 'manage');
        const rotated = await app.repos.maps.rotateShareId(map.id, request.user?.id ?? null);
        return { rotated, role, doc: (await app.repos.maps.getStored(map.id))?.doc };
      });
      return withRole(rotated, role, doc);
    },
  );

  app.post(
    '/spine-maps/claim',
    {
      preValidation: requireUser,
      schema: { body: claimRequestSchema, response: { 200: claimResponseSchema } },
    },
    async (request) => {
      const userId = request.user?.id ?? '';
      return claimMaps(app.db, app.repos, userId, request.body.claims);
    },
  );
};
