import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { httpError } from '../errors';

// scrypt from node:crypto (design §7). N=2^15, r=8, p=1 costs ~32 MB and tens of milliseconds
// per hash: slow for guessing, fine for a login.
const PRODUCTION_PARAMS = { N: 32768, r: 8, p: 1 } as const;
let PARAMS: { N: number; r: number; p: number } = PRODUCTION_PARAMS;
const KEY_LENGTH = 64;
const MAX_MEM = 128 * PRODUCTION_PARAMS.N * PRODUCTION_PARAMS.r * 2;

/**
 * Sets the cost of new hashes (stored hashes carry their own, so they still verify). Only for
 * load tests: the fuzz and soak runs measure the server's latency, not scrypt's chosen cost, which
 * on a busy two-core machine alone can pass their 2 s limit. Never called by the server.
 */
export function setHashCostForLoadTests(N: number = PRODUCTION_PARAMS.N): void {
  PARAMS = { ...PRODUCTION_PARAMS, N };
}

/**
 * scrypt runs on libuv's thread pool (four threads), which file reads share: twelve logins at once
 * used to stall static files for seconds (issue 18). At most `concurrent` hashes run at once, so
 * reads always find a free thread; at most `queued` wait, and past that a login is told to retry.
 */
export const HASHING_LIMITS = { concurrent: 2, queued: 64 } as const;

/** The message of the 503 a login gets when too many hashes are waiting. */
export const HASHING_BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

let active = 0;
let peak = 0;
const waiting: (() => void)[] = [];

/** Runs `work` in one of the hashing slots, waiting for one when all are taken. */
async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (active < HASHING_LIMITS.concurrent) active += 1;
  else if (waiting.length >= HASHING_LIMITS.queued) throw httpError(503, HASHING_BUSY_MESSAGE);
  // A finishing hash hands its slot straight to the next waiter, so `active` never overshoots.
  else await new Promise<void>((resume) => waiting.push(resume));
  peak = Math.max(peak, active);
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }
}

/** Hashes running now, the most ever run at once in this process, and how many wait. */
export function passwordHashingStats(): { active: number; peak: number; queued: number } {
  return { active, peak, queued: waiting.length };
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return inSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEM }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** Hashes a password with a fresh 16-byte salt: `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** True when the password matches the stored hash; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummy: Promise<string> | null = null;

/** A real hash of nothing in particular: checked when the email is unknown, so timing does not tell. */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  // A failed first hash (the server was busy) must not poison every later login.
  dummy.catch(() => {
    dummy = null;
  });
  return dummy;
}
