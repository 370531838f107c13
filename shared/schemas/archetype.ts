import { z } from 'zod';
import { lazySchema } from './lazySchema';

/** A known way of working mapped onto the five levels (spec §3). htmlContent is sanitised before display. */
export const archetypeSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1).max(64),
    title: z.string().min(1).max(200),
    description: z.string().min(1).max(1000),
    date: z.iso.date(),
    author: z.string().min(1).max(200),
    tags: z.array(z.string().min(1)),
    htmlContent: z.string(),
  }),
);
export type Archetype = z.infer<typeof archetypeSchema>;
