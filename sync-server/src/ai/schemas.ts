import type { z } from 'zod';
import { LIST_LEVEL_IDS } from '../../../shared/levels';
import {
  refinedSpineMapSchema,
  refinementProposalSchema,
  type RefinedSpineMap,
} from '../../../shared/schemas/refinement';

/** A map an AI may hand back: it passes the schema and every level says something. */
function checkComplete(
  map: Partial<RefinedSpineMap>,
  ctx: z.RefinementCtx,
  path: (string | number)[] = [],
): void {
  if (!map.needs?.trim())
    ctx.addIssue({ code: 'custom', path: [...path, 'needs'], message: 'needs must not be empty' });
  for (const level of LIST_LEVEL_IDS) {
    if ((map[level]?.length ?? 0) === 0) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, level],
        message: `${level} must list at least one item`,
      });
    }
  }
}

/**
 * What generation asks the model for: the map without the boundary and context, which are the
 * user's own words and are copied from the request instead. Key order drives the progress steps.
 */
export const generatedContentSchema = refinedSpineMapSchema
  .omit({ systemBoundary: true, context: true })
  .superRefine((map, ctx) => checkComplete(map, ctx));
export type GeneratedContent = z.infer<typeof generatedContentSchema>;

/** What a refinement asks the model for: the shared proposal schema, with a complete map. */
export const aiProposalSchema = refinementProposalSchema.superRefine((proposal, ctx) =>
  checkComplete(proposal.refinedSpineMap, ctx, ['refinedSpineMap']),
);

/** Which progress step (1–5) each streamed key starts; principles and practices share "Mapping how you work". */
export const STEP_OF_KEY: Readonly<Record<string, number>> = {
  title: 1,
  needs: 2,
  values: 3,
  principles: 4,
  practices: 4,
  tools: 5,
};

const KEY_PATTERN = /(?<!\\)"(title|needs|values|principles|practices|tools)"\s*:/g;

/** The furthest step whose key has appeared in the JSON streamed so far (0 before any). */
export function stepFromPartialJson(text: string): number {
  let step = 0;
  for (const match of text.matchAll(KEY_PATTERN)) step = Math.max(step, STEP_OF_KEY[match[1] as string] ?? 0);
  return step;
}
