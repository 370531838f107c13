import type { Db } from './database';
import { hashToken, randomToken } from './tokens';

/** How long an admin-issued reset link works. */
export const PASSWORD_RESET_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * One-time password reset links (`password_resets`, issue 18): an admin issues one, the person
 * opens it once. Only the SHA-256 of the link's 256-bit secret is stored; issuing a new link for an
 * account retires the older unused ones.
 */
export function createPasswordResetsRepository(db: Db) {
  const retireStmt = db.prepare<[string, string]>(
    'UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL',
  );
  const insertStmt = db.prepare<[string, string, string, string, string]>(
    `INSERT INTO password_resets (token_hash, user_id, created_by, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const consumeStmt = db
    .prepare<[string, string, string], string>(
      `UPDATE password_resets SET used_at = ?
       WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id`,
    )
    .pluck();
  const purgeStmt = db.prepare<[string]>('DELETE FROM password_resets WHERE expires_at <= ?');

  return {
    /** A new link for the user; the secret is returned here and never again. */
    async issue(
      userId: string,
      issuedBy: string,
      now = Date.now(),
    ): Promise<{ token: string; expiresAt: string }> {
      const token = randomToken(32);
      const at = new Date(now).toISOString();
      const expiresAt = new Date(now + PASSWORD_RESET_TTL_MS).toISOString();
      await db.write(async () => {
        await retireStmt.run(at, userId);
        await insertStmt.run(hashToken(token), userId, issuedBy, at, expiresAt);
      });
      return { token, expiresAt };
    },

    /** Uses a link up: the user it resets, or null for an unknown, used or expired secret. */
    async consume(token: string, now = Date.now()): Promise<string | null> {
      const at = new Date(now).toISOString();
      return (await consumeStmt.get(at, hashToken(token), at)) ?? null;
    },

    /** Removes expired links; returns how many. */
    async purgeExpired(now = Date.now()): Promise<number> {
      return (await purgeStmt.run(new Date(now).toISOString())).changes;
    },
  };
}

/** The password reset links repository (`app.repos.passwordResets`). */
export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
