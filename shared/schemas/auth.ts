import { z } from 'zod';

/** Password length bounds: at least 8 (design §7); the upper bound keeps hashing cheap to call. */
export const PASSWORD_MIN = 8;
/** See PASSWORD_MIN. */
export const PASSWORD_MAX = 200;

/** An e-mail as accounts store it: trimmed and lowercased, so one address is one account. */
export const accountEmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** The body of POST /api/auth/register and POST /api/auth/login. */
export const credentialsSchema = z.object({
  email: accountEmailSchema,
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** The current user as GET /api/auth/user returns it (spec §3 shows only the id). */
export const userSchema = z.object({
  id: z.string().min(1),
  email: z.string().optional(),
  isAdmin: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;
