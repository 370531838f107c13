import type { FastifyRequest } from 'fastify';
import {
  applyRefinementRequestSchema,
  applyRefinementResponseSchema,
  proposeRefinementRequestSchema,
  refinedSpineMapSchema,
  refinementProposalSchema,
  sectionRefinementRequestSchema,
  type ApplyRefinementResponse,
  type RefinementProposal,
  type TargetSection,
} from '../../../shared/schemas/refinement';
import { refinementPrompt } from '../ai/prompts';
import { providerMethod } from '../ai/provider';
import { clientGoneSignal } from '../ai/requestSignal';
import { newClaimToken } from '../db/tokens';
import { actionForFields } from '../../../shared/permissions';
import { mapAccess, mapFor, withRole } from '../permissions';
import type { RoutePlugin } from '../validation';
import { historySessionId } from './historySession';

/** Proposals per client per minute: each may cost an LLM call. */
export const PROPOSAL_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/** Applies per client per minute: cheap, but each writes a map. */
export const APPLY_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** Proposal routes: refinement (whole map or one section) and applying an approved proposal (spec §7). */
export const refinementRoutes: RoutePlugin = (app) => {
  /**
   * The map, if the caller may read it by id: a member, anyone for a public map, or the anonymous
   * device that had the server make it (it presents the map's claim token).
   */
  const readableMap = async (request: FastifyRequest, id: string, claimToken?: string) => {
    const created = (await app.repos.ownerless.isCreator(id, claimToken))
      ? await app.repos.maps.get(id)
      : null;
    return created ?? (await mapFor(app.repos, request.user?.id, id, 'read')).map;
  };

  async function propose(
    request: FastifyRequest,
    signal: AbortSignal,
    body: { spineMapId: string; feedback: string; targetSection?: TargetSection; claimToken?: string },
  ): Promise<RefinementProposal> {
    const map = await readableMap(request, body.spineMapId, body.claimToken);
    const content = refinedSpineMapSchema.parse(map);
    const proposal = await app.ai.proposeRefinement(content, body.feedback, body.targetSection, { signal });
    await app.repos.history.add({
      type: 'refinement',
      method: providerMethod(app.ai),
      refinementType: body.targetSection ?? 'full',
      title: map.title,
      sessionId: historySessionId(request),
      spineMapId: map.id,
      originalSpineMapId: null,
      prompt: refinementPrompt(content, body.feedback, body.targetSection),
      response: proposal,
    });
    return proposal;
  }

  app.post(
    '/propose-spine-map-refinement',
    {
      schema: { body: proposeRefinementRequestSchema, response: { 200: refinementProposalSchema } },
      config: { rateLimit: PROPOSAL_RATE_LIMIT },
    },
    async (request, reply) => {
      reply.header('x-ai-provider', providerMethod(app.ai));
      return propose(request, clientGoneSignal(reply), request.body);
    },
  );

  app.post(
    '/propose-spine-map-section-refinement',
    {
      schema: { body: sectionRefinementRequestSchema, response: { 200: refinementProposalSchema } },
      config: { rateLimit: PROPOSAL_RATE_LIMIT },
    },
    async (request, reply) => {
      reply.header('x-ai-provider', providerMethod(app.ai));
      return propose(request, clientGoneSignal(reply), request.body);
    },
  );

  app.post(
    '/apply-spine-map-refinement',
    {
      schema: { body: applyRefinementRequestSchema, response: { 200: applyRefinementResponseSchema } },
      config: { rateLimit: APPLY_RATE_LIMIT },
    },
    async (request): Promise<ApplyRefinementResponse> => {
      const refined = request.body.refinedSpineMap;
      const user = request.user;
      // The read, the permission check and the write in one transaction.
      const inPlace = await app.storage.change(async () => {
        const map = await readableMap(request, request.body.spineMapId, request.body.claimToken);
        // The field-class rule: a refinement carries content only, so `edit` suffices to apply it in place.
        const { role, allowed } = await mapAccess(
          app.repos,
          user?.id,
          map,
          actionForFields(Object.keys(refined)),
        );
        if (!user || !allowed) return { map, updated: null, role };
        // An editor changes the content in place; who may see the map stays the owner's choice.
        const updated = await app.repos.maps.replaceContent(
          map.id,
          { ...refined, visibility: map.visibility },
          { actorId: user.id, reason: 'refine' },
        );
        return { map, updated, role };
      });
      const { map, updated, role } = inPlace;
      if (user && updated) {
        await app.repos.history.add({
          type: 'refinement',
          method: 'apply',
          refinementType: 'in-place',
          title: updated.title,
          sessionId: historySessionId(request),
          spineMapId: updated.id,
          originalSpineMapId: null,
          prompt: '',
          response: refined,
        });
        return withRole(updated, role);
      }
      // Not the caller's to change: the refinement becomes a new map at a new URL (spec §2 share page).
      const ownerId = user?.id ?? null;
      const claimToken = ownerId === null ? newClaimToken() : undefined;
      const created = await app.repos.maps.create({
        content: { ...refined, visibility: 'unlisted' },
        ownerId,
        claimToken,
        change: { reason: 'refine-copy' },
      });
      await app.repos.history.add({
        type: 'refinement',
        method: 'apply',
        refinementType: 'new-map',
        title: created.title,
        sessionId: historySessionId(request),
        spineMapId: created.id,
        originalSpineMapId: map.id,
        prompt: '',
        response: refined,
      });
      return claimToken === undefined ? created : { ...created, claimToken };
    },
  );
};
