import {
  issuedPasswordResetSchema,
  passwordChangeSchema,
  passwordResetPath,
  passwordResetRequestSchema,
  passwordResetSchema,
  userSchema,
  type IssuedPasswordReset,
} from '../../../shared/schemas/auth';
import { httpError } from '../errors';
import { clearSessionCookie, requireAdmin, requireUser, SESSION_COOKIE, sessionUser } from '../plugins/auth';
import { hashPassword, verifyPassword } from '../plugins/password';
import { accountOrAddress } from '../rateLimits';
import type { RoutePlugin } from '../validation';
import { startSession } from './auth';

/** Texts of the account routes' errors (shown as they are). */
export const ACCOUNT_ERRORS = {
  wrongPassword: 'Your current password is not correct.',
  noAccount: 'No account uses this e-mail address.',
  badResetLink:
    'This reset link does not work: it was used already, it expired, or it is incomplete. Ask an admin for a new one.',
} as const;

/** Password changes per account per 15 minutes: each checks the current password (a hash). */
export const PASSWORD_CHANGE_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;
/** Reset-link uses per address per minute: the secret cannot be guessed, but nobody may try. */
export const PASSWORD_RESET_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
/** Reset links an admin may issue per minute. */
export const RESET_ISSUE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/** "Log out of all devices" per account per minute. */
export const LOGOUT_ALL_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const perPerson = (limit: { max: number; timeWindow: string }) => ({
  rateLimit: { ...limit, keyGenerator: accountOrAddress },
});

/**
 * The account basics (issue 18): change the password, log out of every device, and reset a
 * forgotten password through a one-time link an admin issues (no e-mail delivery needed). Every
 * change of password ends the account's other sessions, and their live sockets with them.
 */
export const accountRoutes: RoutePlugin = (app) => {
  app.post(
    '/auth/password',
    {
      preValidation: requireUser,
      schema: { body: passwordChangeSchema },
      config: perPerson(PASSWORD_CHANGE_LIMIT),
    },
    async (request, reply) => {
      const userId = request.user?.id ?? '';
      const account = await app.repos.users.get(userId);
      const { currentPassword, newPassword } = request.body;
      if (!account) throw httpError(403, ACCOUNT_ERRORS.wrongPassword);
      // Both hashes at once (two slots), so a change takes one hash's time, not two.
      const [matches, passwordHash] = await Promise.all([
        verifyPassword(currentPassword, account.passwordHash),
        hashPassword(newPassword),
      ]);
      if (!matches) throw httpError(403, ACCOUNT_ERRORS.wrongPassword);
      await app.repos.users.setPasswordHash(userId, passwordHash);
      // Whoever knew the old password is logged out everywhere; this device stays logged in.
      const token = request.cookies[SESSION_COOKIE] ?? '';
      await app.repos.sessions.deleteAllOf(userId, token);
      return reply.code(204).send();
    },
  );

  app.post(
    '/auth/logout-all',
    { preValidation: requireUser, config: perPerson(LOGOUT_ALL_LIMIT) },
    async (request, reply) => {
      const userId = request.user?.id ?? '';
      await app.repos.sessions.deleteAllOf(userId);
      clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  );

  app.post(
    '/auth/password-reset',
    {
      schema: { body: passwordResetSchema, response: { 200: userSchema.required() } },
      config: { rateLimit: PASSWORD_RESET_LIMIT },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      // Hash first, so a used or expired link costs the same as a working one.
      const passwordHash = await hashPassword(password);
      const userId = await app.repos.passwordResets.consume(token);
      const account = userId ? await app.repos.users.get(userId) : null;
      if (!account) throw httpError(400, ACCOUNT_ERRORS.badResetLink);
      await app.repos.users.setPasswordHash(account.id, passwordHash);
      await app.repos.sessions.deleteAllOf(account.id);
      await startSession(app, request, reply, account.id);
      return sessionUser(app, account.id, account.email);
    },
  );

  app.post(
    '/admin/password-resets',
    {
      preValidation: requireAdmin,
      schema: { body: passwordResetRequestSchema, response: { 201: issuedPasswordResetSchema } },
      config: perPerson(RESET_ISSUE_LIMIT),
    },
    async (request, reply): Promise<IssuedPasswordReset> => {
      const account = await app.repos.users.findByEmail(request.body.email);
      if (!account) throw httpError(404, ACCOUNT_ERRORS.noAccount);
      const { token, expiresAt } = await app.repos.passwordResets.issue(account.id, request.user?.id ?? '');
      request.log.info({ userId: account.id, by: request.user?.id }, 'password reset link issued');
      reply.header('cache-control', 'no-store');
      reply.code(201);
      return { email: account.email, token, path: passwordResetPath(token), expiresAt };
    },
  );
};
