// What the main thread does while a route loads: a Chrome trace (long tasks) and a CPU profile (top
// functions by self time) of a cold load at 360 px, under CDP CPU throttling (TRACE_CPU, default 4,
// as Lighthouse's mobile preset simulates). `npx tsx bench/trace.ts / /learn editor` after a build
// (`editor`: the map editor with a full map, warm); prints,
// asserts nothing. TRACE_CPU=1 gives the observed long tasks, which a busy machine disturbs less.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession } from 'playwright-core';
import { launchBrowser, startServer } from '../e2e/harness';
import { seedFullMap } from './fullMap';

const CPU = Number(process.env.TRACE_CPU ?? 4) || 4;
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event: what the task cost, less the time other processes took the core. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; stackTrace?: { url?: string }[] } };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** Tracing's events, collected until `tracingComplete`. */
async function stopTracing(cdp: CDPSession, events: TraceEvent[]): Promise<void> {
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  void events;
}

/** Long tasks on the page's main thread (the busiest renderer main thread), in ms from its first task. */
function longTasks(events: TraceEvent[]): { startMs: number; ms: number; what: string }[] {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (thread: TraceEvent) =>
    events.filter(
      (e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask' && e.ph === 'X' && e.dur,
    );
  const busy = (list: TraceEvent[]) => list.reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const tasks = mains.map(tasksOf).sort((a, b) => busy(b) - busy(a))[0] ?? [];
  const origin = tasks[0]?.ts ?? 0;
  const thread = tasks[0];
  const inside = events.filter(
    (e) => thread && e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.name !== 'RunTask',
  );
  return tasks
    .filter((e) => (e.dur ?? 0) / 1000 >= LONG_TASK_MS)
    .map((e) => ({ startMs: (e.ts - origin) / 1000, ms: (e.dur ?? 0) / 1000, what: describe(e, inside) }));
}

/**
 * The main thread's tasks by thread time (CPU the task used), which a loaded machine inflates far
 * less than wall time. With TRACE_CPU=1, thread time × 4 is what Lighthouse's simulated 4× CPU
 * would make of each task on a quiet machine: the blocking time it would count (over 50 ms).
 */
function cpuTasks(events: TraceEvent[]): { count: number; blockingAt4x: number; top: number[] } {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (thread: TraceEvent) =>
    events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask' && e.ph === 'X');
  const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  const busy = (list: TraceEvent[]) => list.reduce((sum, e) => sum + cpu(e), 0);
  const tasks = mains.map(tasksOf).sort((a, b) => busy(b) - busy(a))[0] ?? [];
  const scaled = tasks.map((e) => cpu(e) * (CPU === 1 ? 4 : 1)).filter((ms) => ms > LONG_TASK_MS);
  return {
    count: scaled.length,
    blockingAt4x: scaled.reduce((sum, ms) => sum + ms - LONG_TASK_MS, 0),
    top: scaled.sort((a, b) => b - a).slice(0, 8),
  };
}

/** The biggest events inside one task: kind and script, with their ms. */
function describe(task: TraceEvent, inside: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const parts = new Map<string, number>();
  for (const e of inside) {
    if (e.ts < task.ts || e.ts >= end || !e.dur) continue;
    const url = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url ?? '';
    const key = `${e.name}${url ? ' ' + (url.split('/').pop() ?? '') : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''}`;
    parts.set(key, (parts.get(key) ?? 0) + e.dur / 1000);
  }
  return [...parts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
    .join('; ');
}

/** Self time per function (name, file, line) from a CPU profile's samples. */
function topFunctions(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    const file = frame.url.split('/').pop() ?? '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15);
}

async function traceRoute(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  // `editor`: a full map made on this device first, then its editor loaded warm (service worker and
  // IndexedDB in place), as Lighthouse's editor run measures it.
  // The seeding page is left first, so its unload is not in the trace.
  if (url.endsWith('/editor')) {
    url = await seedFullMap(page, url.slice(0, -'/editor'.length));
    await page.goto('about:blank');
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    // TRACE_CATEGORIES adds categories, e.g. disabled-by-default-devtools.timeline.invalidationTracking
    // (what made each style recalculation necessary).
    categories: ['devtools.timeline,disabled-by-default-devtools.timeline,__metadata', process.env.TRACE_CATEGORIES]
      .filter(Boolean)
      .join(','),
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(Number(process.env.TRACE_WAIT_MS ?? 1500));
  const { profile } = await cdp.send('Profiler.stop');
  await stopTracing(cdp, events);
  // TRACE_SAVE=dir keeps the trace and the profile (one JSON per route), for a closer look.
  if (process.env.TRACE_SAVE) {
    mkdirSync(process.env.TRACE_SAVE, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(join(process.env.TRACE_SAVE, `${name}.json`), JSON.stringify({ events, profile }));
  }
  const tasks = longTasks(events);
  const total = tasks.reduce((sum, task) => sum + task.ms, 0);
  const blocking = tasks.reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0);
  console.log(
    `\n${url} at ${CPU}× CPU: ${tasks.length} long tasks, ${total.toFixed(0)} ms in all, ${blocking.toFixed(0)} ms over 50 ms`,
  );
  for (const t of tasks) console.log(`  ${t.ms.toFixed(0)} ms @${t.startMs.toFixed(0)}: ${t.what}`);
  const byCpu = cpuTasks(events);
  console.log(
    `  by thread time${CPU === 1 ? ' × 4' : ''}: ${byCpu.count} tasks over 50 ms, ${byCpu.blockingAt4x.toFixed(0)} ms over 50 ms (largest: ${byCpu.top.map((ms) => ms.toFixed(0)).join(', ')})`,
  );
  for (const [name, ms] of topFunctions(profile)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`);
  await context.close();
}

// TRACE_BASE=http://127.0.0.1:PORT traces a server already running (another build, for a before/after).
const paths = process.argv.slice(2);
const server = process.env.TRACE_BASE ? undefined : await startServer();
const base = process.env.TRACE_BASE ?? server?.url ?? '';
const browser = await launchBrowser();
try {
  for (const path of paths.length ? paths : ['/', '/learn', '/generator']) {
    await traceRoute(browser, path.startsWith('http') ? path : base + (path.startsWith('/') ? path : `/${path}`));
  }
} finally {
  await browser.close();
  await server?.dispose();
}
