import type { Page, Request } from 'playwright-core';

/** One layout shift: its score, when (ms after navigation) and the elements that moved. */
export interface LayoutShift {
  value: number;
  at: number;
  nodes: string[];
}

/**
 * The page's CLS so far, the way Chromium's web-vitals count it: shifts within 1 s of each other
 * (and at most 5 s in all) form a session window, CLS is the largest window, and shifts right
 * after input do not count. Reads Chromium's buffered layout-shift entries, so call it once the
 * page has settled.
 */
export async function layoutShifts(page: Page): Promise<{ cls: number; shifts: LayoutShift[] }> {
  // A string, not a function: a bundler's helpers (tsx's __name) do not exist in the page.
  return page.evaluate<{ cls: number; shifts: LayoutShift[] }>(READ_LAYOUT_SHIFTS);
}

const READ_LAYOUT_SHIFTS = `new Promise((resolve) => {
  function describe(node) {
    if (!(node instanceof Element)) return String(node && node.nodeName);
    const classes = typeof node.className === 'string' ? node.className.split(' ').slice(0, 3).join('.') : '';
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (classes ? '.' + classes : '');
  }
  const observer = new PerformanceObserver((list) => {
    observer.disconnect();
    let cls = 0, current = 0, first = 0, last = 0;
    const shifts = [];
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const at = entry.startTime;
      if (current > 0 && at - last < 1000 && at - first < 5000) current += entry.value;
      else { current = entry.value; first = at; }
      last = at;
      cls = Math.max(cls, current);
      shifts.push({ value: entry.value, at: Math.round(at), nodes: (entry.sources || []).map((s) => describe(s.node)) });
    }
    resolve({ cls, shifts });
  });
  observer.observe({ type: 'layout-shift', buffered: true });
  // No callback at all means no shift was ever recorded.
  setTimeout(() => { observer.disconnect(); resolve({ cls: 0, shifts: [] }); }, 500);
})`;

/** What a page load fetched: requests and bytes on the wire, in all and for scripts. */
export interface TransferTally {
  requests: number;
  bytes: number;
  scriptRequests: number;
  scriptBytes: number;
  scripts: string[];
}

/** Counts every request the page makes from now on; read the tally after the load settles. */
export function tallyTransfers(page: Page): () => Promise<TransferTally> {
  const finished: Request[] = [];
  page.on('requestfinished', (request) => finished.push(request));
  return async () => {
    const tally: TransferTally = { requests: 0, bytes: 0, scriptRequests: 0, scriptBytes: 0, scripts: [] };
    for (const request of finished) {
      const sizes = await request.sizes();
      const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
      tally.requests += 1;
      tally.bytes += bytes;
      if (request.resourceType() === 'script') {
        tally.scriptRequests += 1;
        tally.scriptBytes += bytes;
        tally.scripts.push(new URL(request.url()).pathname);
      }
    }
    return tally;
  };
}

/** Whether the document is wider than the viewport (something scrolls sideways). */
export async function horizontalOverflow(
  page: Page,
): Promise<{ scrollWidth: number; clientWidth: number; widest: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth;
    const widest: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.right > limit + 1 && box.width > 0 && widest.length < 5) {
        widest.push(
          `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} → ${Math.round(box.right)}`,
        );
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: limit, widest };
  });
}
