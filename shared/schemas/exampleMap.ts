import { z } from 'zod';
import { INDUSTRIES, TEAM_SIZES } from '../labels';
import { MAP_LIMITS, spineMapContentSchema } from './spineMap';
import { lazySchema } from './lazySchema';

/** Lowercase words joined by single hyphens: ids that stay valid in URLs, SQL seeds and file names. */
export const kebabIdSchema = lazySchema(() =>
  z
    .string()
    .max(64)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase words joined by hyphens'),
);

/**
 * A curated map for the example library. Stricter than a user's map (context, industry and team
 * size are required, visibility is always public) because the catalogue filters on them and the
 * server seeds these as public maps with no owner, keyed by the stable id.
 */
export const exampleMapSchema = lazySchema(() =>
  spineMapContentSchema.extend({
    id: kebabIdSchema,
    createdAt: z.iso.datetime({ offset: true }),
    visibility: z.literal('public'),
    context: z.string().trim().min(1).max(MAP_LIMITS.context),
    needs: z.string().trim().min(1).max(MAP_LIMITS.needs),
    industry: z.enum(INDUSTRIES),
    teamSize: z.enum(TEAM_SIZES),
  }),
);
export type ExampleMap = z.infer<typeof exampleMapSchema>;
