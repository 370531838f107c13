import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE_CODES } from '../../../shared/schemas/live';
import { registerUser, sessionCookie, uniqueEmail } from '../accounts';
import { ADMIN_EMAIL, closedWithin, listen, openLive, securityServers, statusCounts } from './fixtures';

// Issue 18, findings 3, 6 and 11: password guessing, sessions that outlive a logout, and the
// account basics (change password, log out everywhere, an admin-issued reset link).

const start = securityServers();

const login = (app: Awaited<ReturnType<typeof start>>['app'], email: string, password: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email, password },
  });

describe('finding 3: password guessing is limited per address and per account', () => {
  it('answers 429 to one address trying 30 different e-mails', async () => {
    const { app } = await start();
    const replies = [];
    for (let i = 0; i < 30; i += 1)
      replies.push(await login(app, uniqueEmail(), 'wrong password', '10.3.0.1'));
    const counts = statusCounts(replies);
    expect(counts[429]).toBeGreaterThanOrEqual(15);
    expect(replies.slice(0, 5).every((reply) => reply.statusCode === 401)).toBe(true);
  });

  it('answers 429 to one account guessed from many addresses', async () => {
    const { app } = await start();
    const user = await registerUser(app);
    const replies = [];
    for (let i = 0; i < 30; i += 1)
      replies.push(await login(app, user.email, 'wrong password', `10.3.1.${i}`));
    expect(statusCounts(replies)[429]).toBeGreaterThanOrEqual(15);
    // Another account from those addresses is still served: the limit is the guessed account's.
    const other = await registerUser(app);
    expect((await login(app, other.email, other.password, '10.3.1.29')).statusCode).toBe(200);
  });
});

describe('finding 6: logging out ends the live channel at once', () => {
  it('closes the session’s sockets on log out, and every socket on log out everywhere', async () => {
    const server = await start();
    const host = await listen(server);
    const user = await registerUser(server.app);
    const tab = await openLive(host, user.cookie);
    const logout = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: user.cookie },
    });
    expect(logout.statusCode).toBe(204);
    // The sweep used to notice only after 10–15 s; now the close is sent with the reply.
    expect(await closedWithin(tab, 3000)).toBe(LIVE_CLOSE_CODES.sessionEnded);

    const again = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const phone = sessionCookie(again.headers['set-cookie']);
    const laptop = await registerLogin(server.app, user.email, user.password);
    const phoneTab = await openLive(host, phone);
    const laptopTab = await openLive(host, laptop);
    const everywhere = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: { cookie: phone },
    });
    expect(everywhere.statusCode).toBe(204);
    expect(await closedWithin(phoneTab, 3000)).toBe(LIVE_CLOSE_CODES.sessionEnded);
    expect(await closedWithin(laptopTab, 3000)).toBe(LIVE_CLOSE_CODES.sessionEnded);
    const me = await server.app.inject({ url: '/api/auth/user', headers: { cookie: laptop } });
    expect(me.statusCode).toBe(401);
  });
});

async function registerLogin(app: Awaited<ReturnType<typeof start>>['app'], email: string, password: string) {
  const reply = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return sessionCookie(reply.headers['set-cookie']);
}

describe('finding 11: change password, log out everywhere, and a reset link without e-mail', () => {
  it('changes the password with the current one, ending the other sessions', async () => {
    const { app } = await start();
    const user = await registerUser(app);
    const other = await registerLogin(app, user.email, user.password);
    const change = (currentPassword: string, cookie = user.cookie) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: { cookie },
        payload: { currentPassword, newPassword: 'a brand new secret' },
      });
    expect((await app.inject({ method: 'POST', url: '/api/auth/password', payload: {} })).statusCode).toBe(
      401,
    );
    // The other session was used (this instance remembers it) before the change ends it.
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie: other } })).statusCode).toBe(200);
    const wrong = await change('not my password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<{ message: string }>().message).toBe('Your current password is not correct.');
    expect((await change(user.password)).statusCode).toBe(204);
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie: user.cookie } })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie: other } })).statusCode).toBe(401);
    expect((await login(app, user.email, user.password, '10.11.0.1')).statusCode).toBe(401);
    expect((await login(app, user.email, 'a brand new secret', '10.11.0.1')).statusCode).toBe(200);
  });

  it('lets an admin issue a one-time reset link that sets a new password and ends old sessions', async () => {
    const { app } = await start();
    const admin = await registerUser(app, ADMIN_EMAIL);
    const user = await registerUser(app);
    const issue = (cookie: string, email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/password-resets',
        headers: { cookie },
        payload: { email },
      });
    expect((await issue(user.cookie, user.email)).statusCode).toBe(403);
    expect((await issue(admin.cookie, uniqueEmail())).statusCode).toBe(404);
    const issued = await issue(admin.cookie, user.email);
    expect(issued.statusCode).toBe(201);
    const { token, expiresAt } = issued.json<{ token: string; expiresAt: string }>();
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());

    const reset = (password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { token, password } });
    const done = await reset('set by the link');
    expect(done.statusCode).toBe(200);
    expect(done.json<{ email: string }>().email).toBe(user.email);
    expect((await app.inject({ url: '/api/auth/user', headers: { cookie: user.cookie } })).statusCode).toBe(
      401,
    );
    expect((await login(app, user.email, 'set by the link', '10.11.0.2')).statusCode).toBe(200);
    // One time only.
    const reused = await reset('someone else again');
    expect(reused.statusCode).toBe(400);
    expect(reused.json<{ message: string }>().message).toMatch(/reset link does not work/);
  });
});
