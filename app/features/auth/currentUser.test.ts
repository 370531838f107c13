import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setApiBase } from '../../api/client';
import { db } from '../../db/db';
import { ACCOUNT_USER_KEY, DEVICE_ACCOUNT_KEY, readDeviceAccount } from '../../sync/deviceAccount';
import { useSyncStatus } from '../../sync/syncScheduler';
import { loadCurrentUser, register, useCurrentUserStore } from './currentUser';

// Issue 15, point 6: a start without the server is not "nobody". The device's last logged-in account
// (Dexie meta) stands in until the network returns; a 401 (a session that ended) is nobody, and the
// device keeps its account and outbox for the next log in.

let server: Server;
/** What GET /api/auth/user would answer (the loopback server answers the session route with it). */
let answer: { status: number; body: unknown } = { status: 200, body: { id: 'u1', email: 'ada@example.com' } };
let serverBase = '';
/** An origin where nothing listens: fetch rejects with a TypeError, as when offline. */
let nobodyListening = '';

beforeAll(async () => {
  // GET /api/auth/session answers what /api/auth/user would, as the real server does: the user in
  // `{ user }`, nobody (a 401 there) as `{ user: null }`, anything else as it is.
  server = createServer((_req, res) => {
    const { status, body } = answer;
    const session = status === 200 ? { user: body } : status === 401 ? { user: null } : body;
    res.writeHead(status === 401 ? 200 : status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  nobodyListening = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});
afterAll(async () => {
  setApiBase('');
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(async () => {
  answer = { status: 200, body: { id: 'u1', email: 'ada@example.com' } };
  useCurrentUserStore.setState({ status: 'idle', user: null, fromDevice: false });
  useSyncStatus.setState({ phase: 'idle', lastSyncedAt: null });
  await db.meta.clear();
  await db.outbox.clear();
});

describe('who is logged in', () => {
  it('remembers the account the server names, and shows it when the server cannot be reached', async () => {
    setApiBase(serverBase);
    expect(await loadCurrentUser(true)).toEqual({ id: 'u1', email: 'ada@example.com' });
    expect(await readDeviceAccount(db)).toBe('u1');
    expect((await db.meta.get(ACCOUNT_USER_KEY))?.value).toEqual({ id: 'u1', email: 'ada@example.com' });

    setApiBase(nobodyListening);
    expect(await loadCurrentUser(true)).toEqual({ id: 'u1', email: 'ada@example.com' });
    expect(useCurrentUserStore.getState()).toMatchObject({ status: 'done', fromDevice: true });
  });

  it('is nobody without an answer when nobody logged in on this device', async () => {
    setApiBase(nobodyListening);
    expect(await loadCurrentUser(true)).toBeNull();
    expect(useCurrentUserStore.getState()).toMatchObject({ status: 'done', user: null, fromDevice: false });
  });

  it('treats a 5xx as no answer, a 401 as nobody, and keeps the device account and outbox on a 401', async () => {
    await db.meta.bulkPut([
      { key: DEVICE_ACCOUNT_KEY, value: 'u1' },
      { key: ACCOUNT_USER_KEY, value: { id: 'u1', email: 'ada@example.com' } },
    ]);
    await db.outbox.add({
      mutationId: 'm1',
      mapId: 'map-1',
      protocolVersion: 2,
      seenRev: 0,
      ops: [],
      createdAt: new Date().toISOString(),
    });
    setApiBase(serverBase);
    answer = { status: 503, body: { error: 'Service Unavailable' } };
    expect((await loadCurrentUser(true))?.id).toBe('u1');

    answer = { status: 401, body: { error: 'Unauthorized' } };
    expect(await loadCurrentUser(true)).toBeNull();
    expect(await readDeviceAccount(db)).toBe('u1');
    expect(await db.outbox.count()).toBe(1);
  });

  it('asks the server again when the network returns', async () => {
    await db.meta.bulkPut([
      { key: DEVICE_ACCOUNT_KEY, value: 'u1' },
      { key: ACCOUNT_USER_KEY, value: { id: 'u1', email: 'old@example.com' } },
    ]);
    setApiBase(nobodyListening);
    await loadCurrentUser(true);
    expect(useCurrentUserStore.getState()).toMatchObject({
      fromDevice: true,
      user: { email: 'old@example.com' },
    });

    setApiBase(serverBase);
    window.dispatchEvent(new Event('online'));
    await expect
      .poll(() => useCurrentUserStore.getState())
      .toMatchObject({ fromDevice: false, user: { email: 'ada@example.com' } });
  });

  it('asks again when a sync round gets through although no online event came', async () => {
    await db.meta.bulkPut([{ key: DEVICE_ACCOUNT_KEY, value: 'u1' }]);
    setApiBase(nobodyListening);
    await loadCurrentUser(true);
    expect(useCurrentUserStore.getState()).toMatchObject({ fromDevice: true, user: { id: 'u1' } });
    setApiBase(serverBase);
    useSyncStatus.setState({ phase: 'idle', lastSyncedAt: Date.now() });
    await expect
      .poll(() => useCurrentUserStore.getState())
      .toMatchObject({ fromDevice: false, user: { email: 'ada@example.com' } });
  });

  it('asks again when sync hears the session has ended, so the app offers a log in', async () => {
    setApiBase(serverBase);
    await loadCurrentUser(true);
    answer = { status: 401, body: { error: 'Unauthorized' } };
    useSyncStatus.setState({ phase: 'needsLogin' });
    await expect.poll(() => useCurrentUserStore.getState().user).toBeNull();
    expect(await readDeviceAccount(db)).toBe('u1');
  });

  it('keeps an account created while an earlier "who is logged in?" was still on its way', async () => {
    // The login page asks who is logged in as it loads; on a slow network "nobody" can arrive after
    // the person has created an account. Here the server holds that answer until the account exists.
    let releaseSession = () => {};
    const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
    const slow = createServer((req, res) => {
      const reply = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/api/auth/register') reply({ id: 'u2', email: 'grace@example.com' });
      else void sessionHeld.then(() => reply({ user: null }));
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      setApiBase(`http://127.0.0.1:${(slow.address() as AddressInfo).port}`);
      const asked = loadCurrentUser(true);
      await register({ email: 'grace@example.com', password: 'a long password' });
      releaseSession();
      expect(await asked).toEqual({ id: 'u2', email: 'grace@example.com' });
      expect(useCurrentUserStore.getState()).toMatchObject({ status: 'done', user: { id: 'u2' } });
    } finally {
      releaseSession();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });
});
