import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase } from '../sync-server/test/postgres/cluster';
import { startPostgresCluster, type PostgresCluster } from '../sync-server/test/postgres/cluster';
import { describeBrowser } from './browser';
import { startFaultProxy, type FaultProxy } from './faultProxy';
import { launchBrowser, startServer, type RunningServer } from './harness';
import { addItem, inviteLink, newSyncedMap } from './team';

// Issue 19's acceptance for the live channel: two server instances on one PostgreSQL (the server
// tests' throwaway cluster) behind a round-robin proxy. Each browser's live socket is on its own
// instance, and the editor's pushes go through the editor's instance, so a poke must cross from one
// instance to the other through PostgreSQL; every other request goes round-robin to either
// instance (no sticky sessions). A change on one appears live on the other within 2 s, and
// presence on each shows the other.

const PASSWORD = 'a long enough password';
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** Which instance a device's socket (and the editor's pushes) is pinned to: its user agent says. */
const DEVICE_INSTANCE = { 'device-owner': 0, 'device-editor': 1 } as const;

let cluster: PostgresCluster | undefined;
let database: { url: string; drop: () => Promise<void> } | undefined;
let servers: RunningServer[] = [];
let proxy: FaultProxy | undefined;
let browser: Browser | undefined;
/** Live sockets opened through the proxy, as "device→instance". */
const sockets = new Set<string>();

beforeAll(async () => {
  cluster = await startPostgresCluster();
  database = await createDatabase(cluster.url, 'spine_e2e');
  const env = { DATABASE_URL: database.url };
  // One after the other: the first migrates and seeds, the second finds it done.
  servers.push(await startServer({ env }));
  servers.push(await startServer({ env }));
  proxy = await startFaultProxy(
    servers.map((server) => server.url),
    {
      pick: ({ method, path, headers }) => {
        const device = Object.keys(DEVICE_INSTANCE).find((name) => headers['user-agent']?.endsWith(name));
        if (!device) return undefined;
        const pinned = DEVICE_INSTANCE[device as keyof typeof DEVICE_INSTANCE];
        if (path === '/api/live') {
          sockets.add(`${device}→${pinned}`);
          return pinned;
        }
        if (method === 'POST' && path === '/api/sync/push' && device === 'device-editor') return pinned;
        return undefined;
      },
    },
  );
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  for (const server of servers) await server.dispose();
  servers = [];
  await database?.drop();
  await cluster?.stop();
});

/** A browser context for one device, with an account registered through the proxy. */
async function device(name: keyof typeof DEVICE_INSTANCE, email: string): Promise<BrowserContext> {
  const context = await browser!.newContext({ userAgent: `${USER_AGENT} ${name}` });
  const reply = await context.request.post(`${proxy!.url}/api/auth/register`, {
    data: { email, password: PASSWORD },
  });
  expect(reply.ok()).toBe(true);
  return context;
}

describeBrowser('live across two instances on PostgreSQL', () => {
  it("shows an editor's change on the owner's page within 2 s, and presence on both, across instances", async () => {
    const url = proxy!.url;
    const ownerContext = await device('device-owner', 'pg-owner@example.com');
    const editorContext = await device('device-editor', 'pg-editor@example.com');

    const owner = await ownerContext.newPage();
    await newSyncedMap(owner, url, 'Two instances desk');
    await addItem(owner, 'Values', 'Speed: answer within the hour');
    await owner
      .getByTestId('sync-indicator')
      .getByText('Synced', { exact: true })
      .waitFor({ timeout: 30_000 });
    const link = await inviteLink(owner, 'editor');
    const mapUrl = owner.url();

    const editor = await editorContext.newPage();
    await editor.goto(link);
    await editor.waitForURL(mapUrl);
    await editor
      .getByRole('heading', { level: 1, name: 'Two instances desk' })
      .last()
      .waitFor({ timeout: 20_000 });
    const newTool = editor.getByLabel('New Tools item');
    await newTool.click();

    // Each device's socket is on its own instance; presence crosses both ways.
    expect([...sockets].sort()).toEqual(['device-editor→1', 'device-owner→0']);
    await owner
      .getByTestId('presence-bar')
      .getByLabel('pg-editor, editing Tools')
      .waitFor({ timeout: 10_000 });
    await editor
      .getByTestId('presence-bar')
      .getByLabel(/^pg-owner, /)
      .waitFor({ timeout: 10_000 });

    // The editor's push commits on the editor's instance; the owner's socket is on the other.
    await newTool.fill('Shared inbox');
    const pushed = editor.waitForResponse(
      (response) => response.url().endsWith('/api/sync/push') && response.ok(),
    );
    await newTool.press('Enter');
    await pushed;
    const pushedAt = Date.now();
    await owner.getByText('Shared inbox').last().waitFor({ timeout: 2000 });
    const elapsed = Date.now() - pushedAt;
    expect(elapsed).toBeLessThanOrEqual(2000);
    console.info(
      `[liveInstances] poke across instances: change on the owner's page ${elapsed} ms after the push`,
    );

    // The editor leaves: the owner's instance hears it from the other and empties the bar.
    await editor.close();
    await owner
      .getByTestId('presence-bar')
      .getByRole('listitem')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 });

    await ownerContext.close();
    await editorContext.close();
  });
});
