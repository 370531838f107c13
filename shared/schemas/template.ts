import { z } from 'zod';
import { CATEGORIES, INDUSTRIES, TEAM_SIZES } from '../labels';
import { optionalText, QUERY_TEXT_MAX } from './text';
import { lazySchema } from './lazySchema';

/** A ready-made starting map (spec §3). isPopular is the string 'true' when popular, as the spec's API sends it. */
export const templateSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1).max(64),
    name: z.string().min(1).max(200),
    description: z.string().min(1).max(1000),
    category: z.enum(CATEGORIES),
    systemBoundary: z.string().min(1),
    needs: z.string().min(1),
    values: z.array(z.string().min(1)).min(1),
    principles: z.array(z.string().min(1)).min(1),
    practices: z.array(z.string().min(1)).min(1),
    tools: z.array(z.string().min(1)).min(1),
    industry: z.enum(INDUSTRIES),
    teamSize: z.enum(TEAM_SIZES),
    useCases: z.array(z.string().min(1)),
    isPopular: z.enum(['true', 'false']),
  }),
);
export type Template = z.infer<typeof templateSchema>;

/** Query parameters of GET /api/templates; 'all' or blank category means no filter. */
export const templatesQuerySchema = lazySchema(() =>
  z.object({
    search: optionalText(QUERY_TEXT_MAX),
    category: optionalText(QUERY_TEXT_MAX),
  }),
);
export type TemplatesQuery = z.infer<typeof templatesQuerySchema>;
