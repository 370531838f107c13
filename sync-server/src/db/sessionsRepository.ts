import type { SessionsEnded } from '../plugins/mapEvents';
import type { Db } from './database';
import { hashToken, randomToken } from './tokens';

/** How long a session lives without use; every day of use pushes the end out again (sliding). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session is renewed at most this often, so a busy user costs one write a day, not one per request. */
export const SESSION_RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * How long a session found in the database is trusted without reading it again. Ending sessions
 * (log out, password change or reset) is announced on the live bus, which every instance hears,
 * and a bus that reconnected forgets every session (forgetAll): this bound only covers what a
 * notification could still miss.
 */
export const SESSION_CACHE_MS = 5 * 60 * 1000;
/** Sessions remembered at most; the least recently found go first. */
const SESSION_CACHE_LIMIT = 50_000;

/** A live session joined with its user. */
export interface SessionRecord {
  userId: string;
  email: string;
  expiresAt: string;
  lastSeen: string;
}

interface SessionRow {
  user_id: string;
  email: string;
  expires_at: string;
  last_seen: string;
}

/**
 * Server-side sessions (`sessions`). The cookie holds a random 256-bit token; the table holds only
 * its SHA-256, so reading the database does not yield a usable cookie.
 */
export function createSessionsRepository(db: Db) {
  const insert = db.prepare<[string, string, string, string, string]>(
    'INSERT INTO sessions (id, user_id, expires_at, created_at, last_seen) VALUES (?, ?, ?, ?, ?)',
  );
  const select = db.prepare<[string], SessionRow>(
    `SELECT s.user_id, u.email, s.expires_at, s.last_seen
     FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?`,
  );
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE id = ?');
  const renew = db.prepare<[string, string, string]>(
    'UPDATE sessions SET expires_at = ?, last_seen = ? WHERE id = ?',
  );
  const purge = db.prepare<[string]>('DELETE FROM sessions WHERE expires_at <= ?');
  const removeReturning = db
    .prepare<[string], string>('DELETE FROM sessions WHERE id = ? RETURNING user_id')
    .pluck();
  const removeAll = db.prepare<[string, string]>('DELETE FROM sessions WHERE user_id = ? AND id != ?');
  // Every request names its session: each instance remembers those it found, by id, so a
  // request costs no database round trip for it (the session's own end is checked every time).
  const known = new Map<string, { session: SessionRecord; foundAt: number }>();
  const remember = (id: string, session: SessionRecord, now: number) => {
    known.delete(id);
    known.set(id, { session, foundAt: now });
    if (known.size > SESSION_CACHE_LIMIT) known.delete(known.keys().next().value!);
  };
  const forget = ({ userId, sessionId, exceptSessionId }: SessionsEnded) => {
    if (sessionId !== undefined) known.delete(sessionId);
    else
      for (const [id, { session }] of known)
        if (session.userId === userId && id !== exceptSessionId) known.delete(id);
  };

  return {
    /** Starts a session; returns the token for the cookie (never stored). */
    async create(userId: string, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
      const token = randomToken(32);
      const expiresAt = new Date(now + SESSION_TTL_MS);
      const at = new Date(now).toISOString();
      await insert.run(hashToken(token), userId, expiresAt.toISOString(), at, at);
      return { token, expiresAt };
    },

    /** The live session for a token, or null (an expired one is deleted on sight). */
    async find(token: string, now = Date.now()): Promise<SessionRecord | null> {
      const id = hashToken(token);
      const cached = known.get(id);
      if (cached && now - cached.foundAt < SESSION_CACHE_MS && Date.parse(cached.session.expiresAt) > now)
        return cached.session;
      known.delete(id);
      const row = await select.get(id);
      if (!row) return null;
      if (Date.parse(row.expires_at) <= now) {
        await remove.run(id);
        return null;
      }
      const session = {
        userId: row.user_id,
        email: row.email,
        expiresAt: row.expires_at,
        lastSeen: row.last_seen,
      };
      remember(id, session, now);
      return session;
    },

    /** Pushes the expiry out by the full TTL when the session was last renewed over a day ago; the new expiry or null. */
    async touch(token: string, session: SessionRecord, now = Date.now()): Promise<Date | null> {
      if (now - Date.parse(session.lastSeen) < SESSION_RENEW_AFTER_MS) return null;
      const expiresAt = new Date(now + SESSION_TTL_MS);
      const id = hashToken(token);
      await renew.run(expiresAt.toISOString(), new Date(now).toISOString(), id);
      if (known.has(id))
        remember(
          id,
          { ...session, expiresAt: expiresAt.toISOString(), lastSeen: new Date(now).toISOString() },
          now,
        );
      return expiresAt;
    },

    /** Ends a session (log out); its live sockets close, on every instance. */
    async delete(token: string): Promise<void> {
      const sessionId = hashToken(token);
      // Forgotten here at once; other instances forget it when they hear the announcement.
      known.delete(sessionId);
      const userId = await removeReturning.get(sessionId);
      if (userId !== undefined) await db.announce({ type: 'sessionsEnded', ended: { userId, sessionId } });
    },

    /**
     * Ends every session of the user but the one of `keepToken` (none kept when omitted); their
     * live sockets close, on every instance.
     */
    async deleteAllOf(userId: string, keepToken?: string): Promise<number> {
      const keep = keepToken ? hashToken(keepToken) : '';
      forget({ userId, exceptSessionId: keep });
      const ended = (await removeAll.run(userId, keep)).changes;
      await db.announce({
        type: 'sessionsEnded',
        ended: keepToken ? { userId, exceptSessionId: keep } : { userId },
      });
      return ended;
    },

    /** Sessions another instance ended (heard on the live bus): found in the database again, or not. */
    forgetEnded: forget,
    /** Every session is found in the database again (the live bus reconnected: it may have missed ends). */
    forgetAll(): void {
      known.clear();
    },
    /** The id a session is known by in the database and the live channel (never the cookie's token). */
    idOf(token: string): string {
      return hashToken(token);
    },

    /** Removes expired sessions; returns how many. */
    async purgeExpired(now = Date.now()): Promise<number> {
      return (await purge.run(new Date(now).toISOString())).changes;
    },
  };
}

/** The sessions repository (`app.repos.sessions`). */
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
