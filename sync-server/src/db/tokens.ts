import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A URL-safe random string of `bytes` bytes (base64url, no padding). */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** A share id: 128 random bits, URL-safe (design §7), so links cannot be guessed. */
export function newShareId(): string {
  return randomToken(16);
}

/**
 * A claim token for a map created for an anonymous visitor: 256 random bits, handed to the
 * creating device only; the database keeps just its hash.
 */
export function newClaimToken(): string {
  return randomToken(32);
}

/** SHA-256 (hex) of a high-entropy secret: how session ids and claim tokens are stored at rest. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares a presented secret with a stored hash without leaking where they differ. */
export function tokenMatches(token: string, storedHash: string | null): boolean {
  if (storedHash === null) return false;
  const presented = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
