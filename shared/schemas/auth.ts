import { z } from 'zod';
import { lazySchema } from './lazySchema';

/** Password length bounds: at least 8 (design §7); the upper bound keeps hashing cheap to call. */
export const PASSWORD_MIN = 8;
/** See PASSWORD_MIN. */
export const PASSWORD_MAX = 200;

/** An e-mail as accounts store it: trimmed and lowercased, so one address is one account. */
export const accountEmailSchema = lazySchema(() => z.string().trim().toLowerCase().max(254).pipe(z.email()));

/** The body of POST /api/auth/register and POST /api/auth/login. */
export const credentialsSchema = lazySchema(() =>
  z.object({
    email: accountEmailSchema,
    password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
  }),
);
export type Credentials = z.infer<typeof credentialsSchema>;

/** The current user as GET /api/auth/user returns it (spec §3 shows only the id). */
export const userSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    email: z.string().optional(),
    isAdmin: z.boolean().optional(),
  }),
);
export type User = z.infer<typeof userSchema>;

/**
 * GET /api/auth/session: who is logged in, `null` for nobody. Unlike GET /api/auth/user (401 when
 * logged out, spec §3), a logged-out visit is a 200, so the browser logs no failed request.
 */
export const sessionSchema = lazySchema(() => z.object({ user: userSchema.nullable() }));
export type Session = z.infer<typeof sessionSchema>;

const passwordSchema = lazySchema(() => z.string().min(PASSWORD_MIN).max(PASSWORD_MAX));

/** The body of POST /api/auth/password: the password in use, and the one to use from now on. */
export const passwordChangeSchema = lazySchema(() =>
  z.object({
    currentPassword: z.string().min(1).max(PASSWORD_MAX),
    newPassword: passwordSchema,
  }),
);
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** The secret of a password reset link as the link carries it (base64url, 256 bits from the server). */
export const resetTokenSchema = lazySchema(() =>
  z
    .string()
    .regex(/^[\w-]{20,128}$/, 'Expected the code from a password reset link (letters, digits, - and _)'),
);

/** The body of POST /api/auth/password-reset: the link's secret and the new password. */
export const passwordResetSchema = lazySchema(() =>
  z.object({ token: resetTokenSchema, password: passwordSchema }),
);
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** The body of POST /api/admin/password-resets: whose password the link resets. */
export const passwordResetRequestSchema = lazySchema(() => z.object({ email: accountEmailSchema }));
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The app path a reset link opens, given its secret. */
export function passwordResetPath(token: string): string {
  return `/reset-password/${token}`;
}

/**
 * The reply of POST /api/admin/password-resets: a one-time link for that account, shown to the
 * admin once (it is never stored), to hand over in person or by any channel they trust.
 */
export const issuedPasswordResetSchema = lazySchema(() =>
  z.object({
    email: z.string(),
    token: resetTokenSchema,
    path: z.string(),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
);
export type IssuedPasswordReset = z.infer<typeof issuedPasswordResetSchema>;
