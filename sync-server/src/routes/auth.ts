import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { credentialsSchema, userSchema } from '../../../shared/schemas/auth';
import { httpError } from '../errors';
import {
  clearSessionCookie,
  requireUser,
  SESSION_COOKIE,
  sessionUser,
  setSessionCookie,
  type SessionUser,
} from '../plugins/auth';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../plugins/password';
import { extraRateLimit } from '../rateLimits';
import type { RoutePlugin, RouteScope } from '../validation';

/** Texts of the auth errors (one message for both login mistakes, so accounts cannot be probed). */
export const AUTH_ERRORS = {
  wrongCredentials: 'Wrong email or password',
  emailTaken: 'An account with this email already exists',
} as const;

/** Login and register attempts allowed per client address per minute, whatever the e-mail. */
export const AUTH_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/**
 * Login attempts allowed per account, from any number of addresses (issue 18): guessing one
 * account's password from a botnet gets 10 tries a quarter of an hour.
 */
export const LOGIN_ACCOUNT_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;

/** Said when an account's login limit is reached. */
export const TOO_MANY_LOGINS =
  'Too many login attempts for this account. Please wait a few minutes and try again.';

const sessionUserSchema = userSchema.required();

/**
 * Where `/api/login` may send the browser back to: a path on this site only. Anything else (full
 * URLs, protocol-relative `//host`, backslash tricks, control characters) becomes '/'.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (
    value.includes('\\') ||
    [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  ) {
    return '/';
  }
  try {
    const url = new URL(value, 'http://spine.invalid');
    if (url.origin !== 'http://spine.invalid') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/** Starts a session for the user and sets its cookie. */
export async function startSession(
  app: RouteScope,
  request: FastifyRequest,
  reply: Parameters<typeof setSessionCookie>[1],
  userId: string,
): Promise<void> {
  const { token, expiresAt } = await app.repos.sessions.create(userId);
  setSessionCookie(request, reply, token, expiresAt);
}

/** Accounts and sessions (design §7): register, log in, log out, current user, and the login redirect. */
export const authRoutes: RoutePlugin = (app) => {
  app.post(
    '/auth/register',
    {
      schema: { body: credentialsSchema, response: { 201: sessionUserSchema } },
      config: { rateLimit: AUTH_RATE_LIMIT },
    },
    async (request, reply): Promise<SessionUser> => {
      const { email, password } = request.body;
      // Registration necessarily reveals whether an address has an account; the rate limit bounds probing.
      if (await app.repos.users.findByEmail(email)) throw httpError(409, AUTH_ERRORS.emailTaken);
      const user = await app.repos.users.create(email, await hashPassword(password));
      if (!user) throw httpError(409, AUTH_ERRORS.emailTaken);
      await startSession(app, request, reply, user.id);
      reply.code(201);
      return sessionUser(app, user.id, user.email);
    },
  );

  app.post(
    '/auth/login',
    {
      schema: { body: credentialsSchema, response: { 200: sessionUserSchema } },
      // Per address before anything is read, then per account (the e-mail, once validated): one
      // address cannot try many accounts, and many addresses cannot try one.
      config: { rateLimit: AUTH_RATE_LIMIT },
      preHandler: extraRateLimit(app, {
        ...LOGIN_ACCOUNT_LIMIT,
        key: (request) => `login:${(request.body as { email: string }).email}`,
        message: TOO_MANY_LOGINS,
      }),
    },
    async (request, reply): Promise<SessionUser> => {
      const { email, password } = request.body;
      const user = await app.repos.users.findByEmail(email);
      const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !ok) throw httpError(401, AUTH_ERRORS.wrongCredentials);
      await startSession(app, request, reply, user.id);
      return sessionUser(app, user.id, user.email);
    },
  );

  app.post('/auth/logout', { config: { rateLimit: AUTH_RATE_LIMIT } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      await app.repos.sessions.delete(token);
    }
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  app.get(
    '/auth/user',
    { schema: { response: { 200: sessionUserSchema } }, preHandler: requireUser },
    async (request, reply): Promise<SessionUser> => {
      reply.header('cache-control', 'no-store');
      return request.user as SessionUser;
    },
  );

  // The app's session check: 200 either way, so a logged-out visitor's console shows no 401.
  app.get(
    '/auth/session',
    { schema: { response: { 200: z.object({ user: sessionUserSchema.nullable() }) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: request.user };
    },
  );

  app.get(
    '/login',
    { schema: { querystring: z.object({ returnTo: z.string().max(2000).optional() }) } },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo);
      return reply.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`, 302);
    },
  );
};
