import { z } from 'zod';
import { lazySchema } from './lazySchema';

const slug = lazySchema(() => z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/));

/** One glossary entry for the Documentation page; the six quick-reference terms are flagged. */
export const glossaryTermSchema = lazySchema(() =>
  z.object({
    id: slug,
    term: z.string().trim().min(1),
    definition: z.string().trim().min(1),
    /** True for the six terms of the Documentation page's quick-reference card (spec §2). */
    quickReference: z.boolean(),
    /** Where to read more inside the app, when a page covers the term. */
    href: z
      .string()
      .regex(/^\/[a-z0-9/-]*$/)
      .optional(),
    seeAlso: z.array(slug),
  }),
);
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;
