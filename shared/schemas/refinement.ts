import { z } from 'zod';
import { LEVEL_IDS } from '../levels';
import { spineMapContentSchema } from './spineMap';

/** Which section a section refinement targets. */
export const targetSectionSchema = z.enum(LEVEL_IDS);
export type TargetSection = z.infer<typeof targetSectionSchema>;

/** The map content an AI proposes; identity and sync fields stay with the stored map. */
export const refinedSpineMapSchema = spineMapContentSchema.omit({ visibility: true });
export type RefinedSpineMap = z.infer<typeof refinedSpineMapSchema>;

/** One proposed change with the reason for it. */
export const refinementChangeSchema = z.object({
  section: z.string().min(1),
  change: z.string().min(1),
  reasoning: z.string().min(1),
});
export type RefinementChange = z.infer<typeof refinementChangeSchema>;

/** A refinement proposal (spec §3): reviewed, then applied or rejected. */
export const refinementProposalSchema = z.object({
  summary: z.string().min(1),
  changes: z.array(refinementChangeSchema),
  refinedSpineMap: refinedSpineMapSchema,
});
export type RefinementProposal = z.infer<typeof refinementProposalSchema>;
