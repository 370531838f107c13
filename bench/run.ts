// `npm run bench`: prints the design's budget figures (design.md §10). Nothing here is asserted;
// a figure over budget is printed as OVER so a person can see and act on it.
import { launchBrowser, startServer } from '../e2e/harness';
import { measureFirstPaintJs, measureOfflineReload } from './bundle';
import { printRows, type BenchRow } from './report';

const rows: BenchRow[] = [];
const browser = await launchBrowser();
try {
  const server = await startServer();
  try {
    const js = await measureFirstPaintJs(browser, server.url);
    const kb = js.gzipBytes / 1024;
    rows.push({ name: `JS for first paint of / (${js.files} files, gzip)`, value: `${kb.toFixed(1)} KB`, budget: '≤ 150 KB', ok: kb <= 150 });
    const offlineMs = await measureOfflineReload(browser, server.url, () => server.stop());
    rows.push({ name: 'offline reload of / to hero heading', value: `${offlineMs.toFixed(0)} ms`, budget: '≤ 1000 ms', ok: offlineMs <= 1000 });
  } finally {
    await server.dispose();
  }
} finally {
  await browser.close();
}
printRows(rows);
