import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, randomToken } from '../db/tokens';
import { isSecure } from './auth';

/** The device cookie's name: a random id the chat binds its sessions to (issue 18). */
export const DEVICE_COOKIE = 'did';

/** What a device id looks like (256 random bits, base64url); anything else is replaced. */
const DEVICE_ID = /^[\w-]{43}$/;

/** A year: the device keeps its chat sessions as long as the browser keeps the cookie. */
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The key of the calling device: the SHA-256 of its `did` cookie, set (httpOnly, SameSite=Lax,
 * only sent to the chat routes) when the device has none. Logged in or not, the same device keeps
 * the same key, and nobody else can present it: a chat session id alone no longer opens a session.
 */
export function deviceKey(request: FastifyRequest, reply: FastifyReply): string {
  let id = request.cookies[DEVICE_COOKIE];
  if (!id || !DEVICE_ID.test(id)) {
    id = randomToken(32);
    reply.setCookie(DEVICE_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure(request),
      path: '/api/chat',
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
  }
  return hashToken(id);
}
