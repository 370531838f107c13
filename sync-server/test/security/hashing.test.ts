import { describe, expect, it } from 'vitest';
import { registerUser } from '../accounts';
import { HASHING_LIMITS, passwordHashingStats } from '../../src/plugins/password';
import { securityServers, statusCounts } from './fixtures';

// Issue 18, finding 3 (second half): twelve logins at once used to run twelve scrypt hashes at once
// on libuv's four threads, stalling file reads for seconds. Hashing is now bounded.

const start = securityServers();

describe('finding 3: password hashing is bounded in concurrency', () => {
  it('never runs more hashes at once than the limit, and answers every login', async () => {
    const { app } = await start();
    const user = await registerUser(app);
    const before = passwordHashingStats().peak;
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `10.30.0.${i}`,
          payload: { email: `nobody${i}@example.com`, password: 'wrong password' },
        }),
      ),
    );
    const stats = passwordHashingStats();
    expect(stats.peak).toBeLessThanOrEqual(HASHING_LIMITS.concurrent);
    expect(Math.max(stats.peak, before)).toBeGreaterThan(0);
    // Each is answered as a wrong login, or refused as busy: never a 500.
    const counts = statusCounts(replies);
    expect((counts[401] ?? 0) + (counts[503] ?? 0)).toBe(12);
    expect(user.id).toBeTruthy();
  });
});
