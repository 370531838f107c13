import { chatReply, draftSpineMap, refineSpineMap } from '../../../shared/drafter';
import type { z } from 'zod';
import { refinedSpineMapSchema, refinementProposalSchema } from '../../../shared/schemas/refinement';
import { httpError } from '../errors';
import { AI_ERRORS } from './openaiProvider';
import { GENERATION_STEP_COUNT, type AiProvider } from './provider';

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw httpError(499, 'The request was cancelled');
}

/** Parses the drafter's output like an LLM reply: a drafter bug becomes a clear 502, never an invalid map. */
function checked<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw httpError(
    502,
    AI_ERRORS.invalid(what, result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')),
  );
}

/**
 * The built-in drafter (shared/drafter) behind the AI interface: deterministic, no network, the
 * default when no LLM is configured. Its output is parsed like an LLM's, so a drafter bug can
 * never hand out an invalid map.
 */
export function createBuiltinProvider(): AiProvider {
  return {
    name: 'builtin',
    model: null,

    generate(input, options = {}) {
      throwIfAborted(options.signal);
      const map = checked(refinedSpineMapSchema, draftSpineMap(input), 'map');
      // The drafter works in one go; the steps are reported so streaming clients see them all.
      for (let step = 1; step <= GENERATION_STEP_COUNT; step += 1) options.onProgress?.(step);
      return Promise.resolve(map);
    },

    proposeRefinement(map, feedback, targetSection, options = {}) {
      throwIfAborted(options.signal);
      return Promise.resolve(
        checked(refinementProposalSchema, refineSpineMap(map, feedback, targetSection), 'proposal'),
      );
    },

    chat(messages, about, options = {}) {
      throwIfAborted(options.signal);
      return Promise.resolve(chatReply({ messages, ...about }));
    },
  };
}
