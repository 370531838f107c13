import { randomUUID } from 'node:crypto';
import type { Db } from './database';

/** An account as the server keeps it; the hash never leaves the server. */
export interface UserRecord {
  id: string;
  email: string;
  passwordHash: string;
  createdAt: string;
}

interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
}

const toUser = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  createdAt: row.created_at,
});

/**
 * The name other members see: accounts have no names, so the email's local part (never the whole
 * address, which would tell every member of a map where to write to everyone else).
 */
export function displayName(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}

/** Accounts (`users`). Emails arrive normalised (trimmed, lower-cased) by the shared schema. */
export function createUsersRepository(db: Db) {
  const insert = db.prepare<[string, string, string, string]>(
    'INSERT INTO users (id, email, password_hash, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (email) DO NOTHING',
  );
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  const byId = db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?');
  const setHash = db.prepare<[string, string]>('UPDATE users SET password_hash = ? WHERE id = ?');

  return {
    /** Creates an account; null when the email is taken. */
    async create(email: string, passwordHash: string): Promise<UserRecord | null> {
      const user = { id: randomUUID(), email, passwordHash, createdAt: new Date().toISOString() };
      const result = await insert.run(user.id, user.email, user.passwordHash, user.createdAt);
      return result.changes === 1 ? user : null;
    },
    async findByEmail(email: string): Promise<UserRecord | null> {
      const row = await byEmail.get(email);
      return row ? toUser(row) : null;
    },
    async get(id: string): Promise<UserRecord | null> {
      const row = await byId.get(id);
      return row ? toUser(row) : null;
    },
    /** Replaces the account's password hash (change or reset). */
    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await setHash.run(passwordHash, id);
    },
  };
}

/** The accounts repository (`app.repos.users`). */
export type UsersRepository = ReturnType<typeof createUsersRepository>;
