import { z } from 'zod/mini';
import { lazySchema } from '../../shared/schemas/lazySchema';

// The route table's params and search, as zod schemas: the source of their types and of what they
// accept. The route files validate with routeValidation.ts, plain functions typed from these and
// checked against them (routeValidation.test.ts), so zod is not part of the first paint's JS.

/** An id in a path (`/maps/$id`, `/share/$shareId`, `/archetypes/$id`). */
export const idParamSchema = lazySchema(() => z.string().check(z.minLength(1), z.maxLength(128)));

/** An invite or reset token in a path: any text; the page itself says when a link is incomplete. */
export const tokenParamSchema = lazySchema(() => z.string().check(z.minLength(1), z.maxLength(256)));

/** `?refine={map id}` loads an existing map into the generator (spec §2). A bad value is dropped, not fatal. */
export const generatorSearchSchema = lazySchema(() =>
  z.object({
    refine: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))), undefined),
  }),
);
export type GeneratorSearch = z.infer<typeof generatorSearchSchema>;

/**
 * Where to go after logging in: a same-site path only (`/…` but not `//…`), so a crafted link cannot
 * bounce the user to another site. Anything else falls back to home.
 */
export const loginSearchSchema = lazySchema(() =>
  z.object({
    returnTo: z.catch(z.optional(z.string().check(z.maxLength(2048), z.regex(/^\/(?![/\\])/))), undefined),
  }),
);
export type LoginSearch = z.infer<typeof loginSearchSchema>;
