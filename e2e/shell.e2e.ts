import { expect, it } from 'vitest';
import { describeBrowser, useAppAndBrowser } from './browser';
import { ROUTES } from './routes';

describeBrowser('app shell', () => {
  const { server, browser } = useAppAndBrowser();

  it('answers every route with the app shell over plain HTTP', async () => {
    for (const { path } of ROUTES) {
      const response = await fetch(server().url + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/text\/html/);
      expect(await response.text(), path).toContain('id="root"');
    }
  });

  it('renders each route’s screen in the browser', async () => {
    const page = await browser().newPage();
    for (const { path, heading } of ROUTES) {
      await page.goto(server().url + path);
      const h1 = page.locator('h1').first();
      await h1.waitFor();
      expect(await h1.textContent(), path).toMatch(heading);
      expect(await page.getByText('404 Page Not Found').count(), path).toBe(0);
    }
    await page.close();
  });

  it('fits a phone: no page is wider than a 360 px screen, and the nav keeps Log In reachable', async () => {
    const context = await browser().newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    for (const { path } of ROUTES) {
      await page.goto(server().url + path);
      await page.locator('h1').first().waitFor();
      await page.getByTestId('sync-indicator').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    const logIn = page.getByRole('button', { name: 'Log In' }).first();
    const box = await logIn.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(360);
    await context.close();
  });

  it('renders the not-found page for an unknown path', async () => {
    const page = await browser().newPage();
    await page.goto(server().url + '/no/such/page');
    await page.getByText('404 Page Not Found').waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
    await page.close();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(server().url + '/api/nope');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { error: string };
    expect(body.error).toBe('Not Found');
  });

  it('links a valid web app manifest with installable icons and shortcuts', async () => {
    const page = await browser().newPage();
    await page.goto(server().url + '/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifestUrl = new URL(href ?? '', server().url).href;
    const response = await fetch(manifestUrl);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest.name).toBe('Spine Explorer');
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');
    expect(manifest.theme_color).toMatch(/^#/);
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toContain('192x192');
    expect(sizes).toContain('512x512');
    expect(manifest.icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);
    for (const icon of manifest.icons) {
      const iconResponse = await fetch(new URL(icon.src, manifestUrl));
      expect(iconResponse.status, icon.src).toBe(200);
      expect(iconResponse.headers.get('content-type'), icon.src).toBe('image/png');
    }
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(
      expect.arrayContaining(['/generator', '/learn']),
    );
    await page.close();
  });
});
