import { afterEach, describe, expect, it } from 'vitest';
import { hashToken } from '../src/db/tokens';
import { safeReturnTo, TOO_MANY_LOGINS } from '../src/routes/auth';
import { registerUser, sessionCookie, uniqueEmail } from './accounts';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function start(env: Record<string, string> = {}) {
  server = await startTestServer({ env });
  return server.app;
}

describe('accounts', () => {
  it('registers, sets an httpOnly Lax session cookie for 30 days and answers the current user', async () => {
    const app = await start();
    const email = uniqueEmail();
    const reply = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: `  ${email.toUpperCase()} `, password: 'long enough' },
    });
    expect(reply.statusCode).toBe(201);
    const user = reply.json<{ id: string; email: string; isAdmin: boolean }>();
    expect(user).toMatchObject({ email, isAdmin: false });
    expect(user.id).toMatch(/^[\w-]{36}$/);
    const setCookie = String(reply.headers['set-cookie']);
    expect(setCookie).toMatch(/^sid=[\w-]{40,};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
    const expires = Date.parse(/Expires=([^;]+)/.exec(setCookie)?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    const me = await app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(reply.headers['set-cookie']) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it('answers 401 for the current user when logged out or with an unknown session', async () => {
    const app = await start();
    expect((await app.inject({ url: '/api/auth/user' })).statusCode).toBe(401);
    const forged = await app.inject({ url: '/api/auth/user', headers: { cookie: 'sid=not-a-session' } });
    expect(forged.statusCode).toBe(401);
    expect(String(forged.headers['set-cookie'])).toMatch(/^sid=;/);
  });

  it('answers the session check with 200 either way: the user, or null when logged out', async () => {
    const app = await start();
    const nobody = await app.inject({ url: '/api/auth/session' });
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json()).toEqual({ user: null });
    expect(nobody.headers['cache-control']).toBe('no-store');
    const forged = await app.inject({ url: '/api/auth/session', headers: { cookie: 'sid=not-a-session' } });
    expect(forged.json()).toEqual({ user: null });

    const registered = await registerUser(app);
    const me = await app.inject({ url: '/api/auth/session', headers: { cookie: registered.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: { id: registered.id, email: registered.email, isAdmin: false } });
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const app = await start();
    const { email } = await registerUser(app);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: email.toUpperCase(), password: 'another password' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'An account with this email already exists' });
  });

  it('refuses passwords under 8 characters and bad emails, naming the fields', async () => {
    const app = await start();
    const reply = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'nope', password: 'short' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ message: string }>().message).toBe('Invalid request: body.email, body.password');
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const app = await start();
    const { email } = await registerUser(app);
    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'wrong password' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail(), password: 'wrong password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.json()).toMatchObject({ message: 'Wrong email or password' });
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('logs in with the right password and logs out, ending the session on the server', async () => {
    const app = await start();
    const { email, password, id } = await registerUser(app);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ id, email });
    const cookie = sessionCookie(login.headers['set-cookie']);

    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('marks users whose email is in ADMIN_EMAILS as admins', async () => {
    const app = await start({ ADMIN_EMAILS: 'boss@example.com' });
    const admin = await registerUser(app, 'Boss@Example.com');
    expect(admin.isAdmin).toBe(true);
    expect((await registerUser(app)).isAdmin).toBe(false);
  });

  it('stores a scrypt hash, never the password, and only a hash of the session token', async () => {
    const app = await start();
    const { email, cookie } = await registerUser(app, undefined, 'my secret words');
    const row = (await app.db.prepare('SELECT password_hash FROM users WHERE email = ?').get(email)) as {
      password_hash: string;
    };
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(row.password_hash).not.toContain('my secret words');
    const token = cookie.slice('sid='.length);
    const ids = await app.db.prepare('SELECT id FROM sessions').pluck().all();
    expect(ids).toEqual([hashToken(token)]);
  });

  it('rate-limits login attempts per address, whatever the email, and per account', async () => {
    const app = await start();
    const email = uniqueEmail();
    const attempt = (address: string, ip = '10.40.0.1') =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: address, password: 'wrong password' },
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt(email)).statusCode).toBe(401);
    expect((await attempt(email)).statusCode).toBe(429);
    // Another email from the same address is refused too (issue 18), and so is this email from elsewhere.
    expect((await attempt(uniqueEmail())).statusCode).toBe(429);
    const elsewhere = await attempt(email, '10.40.0.2');
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json()).toMatchObject({ message: TOO_MANY_LOGINS });
    expect((await attempt(uniqueEmail(), '10.40.0.2')).statusCode).toBe(401);
  });

  it('renews a session used after a day, pushing its expiry out by 30 days', async () => {
    const app = await start();
    const { cookie } = await registerUser(app);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
    const soon = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    await app.db.prepare('UPDATE sessions SET last_seen = ?, expires_at = ?').run(twoDaysAgo, soon);
    const reply = await app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(reply.statusCode).toBe(200);
    expect(String(reply.headers['set-cookie'])).toContain(cookie);
    const expiresAt = (await app.db.prepare('SELECT expires_at FROM sessions').pluck().get()) as string;
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('forgets an expired session', async () => {
    const app = await start();
    const { cookie } = await registerUser(app);
    await app.db.prepare('UPDATE sessions SET expires_at = ?').run(new Date(Date.now() - 1000).toISOString());
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
    expect(await app.db.prepare('SELECT count(*) FROM sessions').pluck().get()).toBe(0);
  });

  it('sets Secure cookies over HTTPS (COOKIE_SECURE=auto behind a trusted proxy) and when forced', async () => {
    const app = await start({ TRUST_PROXY: 'true' });
    const https = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: uniqueEmail(), password: 'long enough' },
    });
    expect(String(https.headers['set-cookie'])).toContain('Secure');
    await server?.close();
    const forced = await start({ COOKIE_SECURE: 'true' });
    const reply = await forced.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'long enough' },
    });
    expect(String(reply.headers['set-cookie'])).toContain('Secure');
  });
});

describe('GET /api/login', () => {
  it('redirects to the login page with a same-site returnTo', async () => {
    const app = await start();
    const reply = await app.inject({ url: '/api/login?returnTo=%2Fshare%2Fabc%3Fx%3D1' });
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe('/login?returnTo=%2Fshare%2Fabc%3Fx%3D1');
    const bare = await app.inject({ url: '/api/login' });
    expect(bare.headers.location).toBe('/login?returnTo=%2F');
  });

  it.each([
    ['https://evil.example/x', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['maps/1', '/'],
    ['/maps/1\n', '/'],
    ['/maps/1#history', '/maps/1#history'],
    ['/learn/needs?step=2', '/learn/needs?step=2'],
  ])('sends returnTo %j back as %j', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});
