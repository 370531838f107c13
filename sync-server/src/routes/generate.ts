import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  generateRequestSchema,
  generateResponseSchema,
  type GenerateRequest,
  type GenerateResponse,
  type GenerateStreamEvent,
} from '../../../shared/schemas/generate';
import type { RefinedSpineMap } from '../../../shared/schemas/refinement';
import { generationPrompt } from '../ai/prompts';
import { providerMethod } from '../ai/provider';
import { clientGoneSignal, publicError } from '../ai/requestSignal';
import { newClaimToken } from '../db/tokens';
import type { RoutePlugin } from '../validation';
import { historySessionId } from './historySession';

/** Generations per client per minute: each may cost an LLM call. */
export const GENERATE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/** `?stream=1` answers a stream of GenerateStreamEvent lines, which Fastify sends as is. */
const ndjsonStream = z.unknown();

const querySchema = z.object({
  /** `1`: answer NDJSON — progress events, then the map (or an error). */
  stream: z.enum(['0', '1', 'true', 'false']).optional(),
});

/** `POST /api/generate-spine-map` (spec §7): drafts a map with the configured AI and saves it. */
export const generateRoutes: RoutePlugin = (app) => {
  /** Saves the drafted content as a new map (ownerless with a claim token for anonymous callers) and records it. */
  async function save(
    request: FastifyRequest,
    input: GenerateRequest,
    content: RefinedSpineMap,
  ): Promise<GenerateResponse> {
    const ownerId = request.user?.id ?? null;
    const claimToken = ownerId === null ? newClaimToken() : undefined;
    const map = await app.repos.maps.create({
      content: { ...content, visibility: 'unlisted' },
      ownerId,
      claimToken,
      change: { reason: 'generate' },
    });
    await app.repos.history.add({
      type: 'generation',
      method: providerMethod(app.ai),
      refinementType: null,
      title: map.title,
      sessionId: historySessionId(request),
      spineMapId: map.id,
      originalSpineMapId: null,
      prompt: generationPrompt(input),
      response: content,
    });
    const provider = { name: app.ai.name, model: app.ai.model };
    return claimToken === undefined ? { ...map, provider } : { ...map, claimToken, provider };
  }

  app.post(
    '/generate-spine-map',
    {
      schema: {
        body: generateRequestSchema,
        querystring: querySchema,
        response: { 200: ndjsonStream, 201: generateResponseSchema },
      },
      config: { rateLimit: GENERATE_RATE_LIMIT },
    },
    async (request, reply) => {
      const input = request.body;
      const signal = clientGoneSignal(reply);
      reply.header('x-ai-provider', providerMethod(app.ai));
      const streaming = request.query.stream === '1' || request.query.stream === 'true';
      if (!streaming) {
        const content = await app.ai.generate(input, { signal });
        reply.code(201);
        return save(request, input, content);
      }

      // Once the first line is out the status is 200; a later failure arrives as an error event.
      const out = new PassThrough();
      const write = (event: GenerateStreamEvent) => {
        if (!out.writableEnded) out.write(`${JSON.stringify(event)}\n`);
      };
      void (async () => {
        try {
          const content = await app.ai.generate(input, {
            signal,
            onProgress: (step) => write({ type: 'progress', step }),
          });
          write({ type: 'map', map: await save(request, input, content) });
        } catch (error) {
          const { status, message } = publicError(error);
          if (status >= 500 && status !== 502)
            request.log.error({ err: error }, 'streamed generation failed');
          write({ type: 'error', status, message });
        } finally {
          out.end();
        }
      })();
      return reply
        .code(200)
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(out);
    },
  );
};
