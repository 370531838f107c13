import { launchBrowser, startServer } from '../e2e/harness';
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const path of (process.argv[2] ?? '/').split(',')) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    await context.addInitScript(`window.__lcp = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) { const n = e.element; window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: n ? n.tagName + '.' + String(n.className).slice(0, 60) + ' ' + (n.textContent || '').slice(0, 60) : null }); } }).observe({ type: 'largest-contentful-paint', buffered: true });`);
    const page = await context.newPage();
    await page.goto(server.url + path);
    await page.waitForTimeout(5000);
    console.log(path, JSON.stringify(await page.evaluate('window.__lcp'), null, 1));
    await context.close();
  }
} finally { await browser.close(); await server.dispose(); }
