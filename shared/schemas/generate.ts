import { z } from 'zod';
import { MAP_LIMITS } from './spineMap';
import { optionalText } from './text';

/** Longest "current tools" text the generator accepts. */
export const CURRENT_TOOLS_MAX = 2000;

/** The body of POST /api/generate-spine-map; the reply is a spine map (spineMapSchema). */
export const generateRequestSchema = z.object({
  systemBoundary: z.string().trim().min(1).max(MAP_LIMITS.systemBoundary),
  context: optionalText(MAP_LIMITS.context),
  currentTools: optionalText(CURRENT_TOOLS_MAX),
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;
