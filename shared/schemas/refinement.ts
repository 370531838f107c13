import { z } from 'zod';
import { LEVEL_IDS } from '../levels';
import { mapIdSchema, spineMapContentSchema, spineMapSchema } from './spineMap';
import { lazySchema } from './lazySchema';

/** Which section a section refinement targets. */
export const targetSectionSchema = lazySchema(() => z.enum(LEVEL_IDS));
export type TargetSection = z.infer<typeof targetSectionSchema>;

/** The map content an AI proposes; identity and sync fields stay with the stored map. */
export const refinedSpineMapSchema = lazySchema(() => spineMapContentSchema.omit({ visibility: true }));
export type RefinedSpineMap = z.infer<typeof refinedSpineMapSchema>;

/** One proposed change with the reason for it. */
export const refinementChangeSchema = lazySchema(() =>
  z.object({
    section: z.string().min(1),
    change: z.string().min(1),
    reasoning: z.string().min(1),
  }),
);
export type RefinementChange = z.infer<typeof refinementChangeSchema>;

/** A refinement proposal (spec §3): reviewed, then applied or rejected. */
export const refinementProposalSchema = lazySchema(() =>
  z.object({
    summary: z.string().min(1),
    changes: z.array(refinementChangeSchema),
    refinedSpineMap: refinedSpineMapSchema,
  }),
);
export type RefinementProposal = z.infer<typeof refinementProposalSchema>;

/** Longest refinement feedback a user may send. */
export const REFINEMENT_FEEDBACK_MAX = 4000;

const feedbackSchema = lazySchema(() => z.string().trim().min(1).max(REFINEMENT_FEEDBACK_MAX));
/**
 * The claim token of a map the server made for this device while anonymous: it proves the caller
 * created the map, which otherwise only members may read by id (issue 18).
 */
const claimTokenSchema = lazySchema(() => z.string().min(1).max(200).optional());

/** The body of POST /api/propose-spine-map-refinement; the reply is a refinementProposalSchema. */
export const proposeRefinementRequestSchema = lazySchema(() =>
  z.object({
    spineMapId: mapIdSchema,
    feedback: feedbackSchema,
    claimToken: claimTokenSchema,
  }),
);
export type ProposeRefinementRequest = z.infer<typeof proposeRefinementRequestSchema>;

/** The body of POST /api/propose-spine-map-section-refinement; same reply as the whole-map call. */
export const sectionRefinementRequestSchema = lazySchema(() =>
  z.object({
    spineMapId: mapIdSchema,
    targetSection: targetSectionSchema,
    feedback: feedbackSchema,
    claimToken: claimTokenSchema,
  }),
);
export type SectionRefinementRequest = z.infer<typeof sectionRefinementRequestSchema>;

/** The body of POST /api/apply-spine-map-refinement; the reply is the updated spine map. */
export const applyRefinementRequestSchema = lazySchema(() =>
  z.object({
    spineMapId: mapIdSchema,
    refinedSpineMap: refinedSpineMapSchema,
    claimToken: claimTokenSchema,
  }),
);
export type ApplyRefinementRequest = z.infer<typeof applyRefinementRequestSchema>;

/**
 * The reply of POST /api/apply-spine-map-refinement: the owner's map updated in place, or for anyone
 * else a new map (new id and share link), with a claim token when the caller is anonymous.
 */
export const applyRefinementResponseSchema = lazySchema(() =>
  spineMapSchema.extend({ claimToken: z.string().optional() }),
);
export type ApplyRefinementResponse = z.infer<typeof applyRefinementResponseSchema>;
