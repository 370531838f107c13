import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { User } from '../../../shared/schemas/auth';
import { httpError, isApiRequest } from '../errors';

/** The logged-in user as routes see it (`request.user`). */
export type SessionUser = Required<User>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of the `sid` session cookie, or null when logged out (set for `/api` requests). */
    user: SessionUser | null;
  }
}

/** The session cookie's name. */
export const SESSION_COOKIE = 'sid';

/** Messages of the auth preHandlers' errors. */
export const AUTH_MESSAGES = {
  loginRequired: 'Please log in to continue.',
  adminRequired: 'Admin access required.',
} as const;

/** Whether cookies set on this request get `Secure` (COOKIE_SECURE, or HTTPS when `auto`). */
export function isSecure(request: FastifyRequest): boolean {
  const setting = request.server.config.cookieSecure;
  return setting === 'auto' ? request.protocol === 'https' : setting;
}

/** Sets the session cookie: httpOnly, SameSite=Lax, Secure per COOKIE_SECURE (design §7). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    path: '/',
    expires: expiresAt,
  });
}

/** Clears the session cookie (log out, or a cookie naming no live session). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    path: '/',
  });
}

/** The user a session belongs to, with isAdmin from ADMIN_EMAILS. */
export function sessionUser(app: FastifyInstance, id: string, email: string): SessionUser {
  return { id, email, isAdmin: app.config.adminEmails.includes(email.toLowerCase()) };
}

/** preHandler: 401 unless logged in. Use as `{ preHandler: requireUser }`. */
export function requireUser(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  done(request.user ? undefined : httpError(401, AUTH_MESSAGES.loginRequired));
}

/** preHandler: 401 when logged out, 403 unless the user's email is in ADMIN_EMAILS. */
export function requireAdmin(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (!request.user) done(httpError(401, AUTH_MESSAGES.loginRequired));
  else done(request.user.isAdmin ? undefined : httpError(403, AUTH_MESSAGES.adminRequired));
}

/**
 * Reads the `sid` cookie of every `/api` request into `request.user`, renewing the session (and
 * the cookie) at most once a day so an active user stays logged in (sliding 30-day expiry).
 * Needs the cookie plugin and `app.repos`; registered on the root instance.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  // Sessions ended on any instance are forgotten by this one's session cache (sessionsRepository.ts).
  const unsubscribe = app.storage.bus.subscribe((event) => {
    if (event.type === 'sessionsEnded') app.repos.sessions.forgetEnded(event.ended);
  });
  const stopResync = app.storage.bus.onResync(() => app.repos.sessions.forgetAll());
  app.addHook('onClose', (_instance, done) => {
    unsubscribe();
    stopResync();
    done();
  });
  // A callback hook: most requests carry no session and should not pay for a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !isApiRequest(request)) {
      done();
      return;
    }
    authenticate(request, reply, token).then(() => done(), done);
  });

  async function authenticate(request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> {
    const session = await app.repos.sessions.find(token);
    if (!session) clearSessionCookie(request, reply);
    else {
      request.user = sessionUser(app, session.userId, session.email);
      const renewed = await app.repos.sessions.touch(token, session);
      if (renewed) setSessionCookie(request, reply, token, renewed);
    }
  }
}
