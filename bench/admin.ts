// Admin aggregates over a million events (design §10: each ≤ 200 ms). Seeds a temp SQLite through
// the real migrations and repository, then times every query the admin dashboard makes.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AnalyticsEvent } from '../shared/schemas/analytics';
import { createAnalyticsRepository, rangeStart } from '../sync-server/src/db/analyticsRepository';
import { openDatabase } from '../sync-server/src/db/database';
import type { BenchRow } from './report';

const PAGES = [
  '/',
  '/learn',
  '/learn/needs',
  '/learn/values',
  '/generator',
  '/templates',
  '/catalogue',
  '/documentation',
  '/archetypes',
  '/share/:shareId',
];
const ACTIONS = [
  'generate',
  'refine',
  'export',
  'share',
  'use_template',
  'view_template_details',
  'feedback',
  'chat',
];
const TEMPLATES = Array.from({ length: 40 }, (_, i) => `template-${i}`);
const DAY_MS = 24 * 60 * 60 * 1000;
const BUDGET_MS = 200;

/** A deterministic mix: half page views, then actions, sessions, template views and uses, over 90 days. */
function seedEvent(i: number, now: number): AnalyticsEvent {
  const base = {
    id: randomUUID(),
    page: PAGES[i % PAGES.length] ?? '/',
    sessionId: `s${Math.floor(i / 12)}`,
    createdAt: new Date(now - ((i * 7_919) % (90 * DAY_MS))).toISOString(),
  };
  const kind = i % 20;
  if (kind < 10) return { ...base, type: 'page_view' };
  if (kind < 16) return { ...base, type: 'action', action: ACTIONS[i % ACTIONS.length] ?? 'generate' };
  if (kind < 17) return { ...base, type: 'session_start' };
  if (kind < 19)
    return { ...base, type: 'template_view', templateId: TEMPLATES[i % TEMPLATES.length] ?? 't' };
  return { ...base, type: 'template_use', templateId: TEMPLATES[i % TEMPLATES.length] ?? 't' };
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Seeds `events` (default 1,000,000) into a temp database and returns one row per admin aggregate
 * (median of 5 runs over the widest range, 90 days, plus the default 7 days for the summary).
 */
export async function benchAdminAggregates(events = 1_000_000): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'spine-bench-admin-'));
  const db = await openDatabase(dir);
  try {
    const repo = createAnalyticsRepository(db);
    const now = Date.now();
    const seedStarted = performance.now();
    const chunk: AnalyticsEvent[] = [];
    for (let i = 0; i < events; i++) {
      chunk.push(seedEvent(i, now));
      if (chunk.length === 10_000 || i === events - 1) {
        await repo.addEvents(chunk, now);
        chunk.length = 0;
        // Let the event loop breathe between chunks (the caller may print progress).
        if (i % 200_000 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    }
    db.raw.pragma('optimize');
    const seedMs = performance.now() - seedStarted;

    const queries: [string, () => Promise<unknown>][] = [
      ['summary, 7d', () => repo.summary(rangeStart('7d', now))],
      ['summary, 90d', () => repo.summary(rangeStart('90d', now))],
      ['page views, 90d', () => repo.pageViews(rangeStart('90d', now))],
      ['user actions, 90d', () => repo.userActions(rangeStart('90d', now))],
      ['template stats, 90d', () => repo.templateStats(rangeStart('90d', now))],
    ];
    const rows: BenchRow[] = [
      {
        name: `admin: seed ${events.toLocaleString('en-US')} events`,
        value: `${(seedMs / 1000).toFixed(1)} s`,
        budget: 'n/a',
        ok: true,
      },
    ];
    for (const [name, run] of queries) {
      await run(); // warm the page cache
      const samples: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const started = performance.now();
        await run();
        samples.push(performance.now() - started);
      }
      const ms = median(samples);
      rows.push({
        name: `admin ${name} (${events.toLocaleString('en-US')} events)`,
        value: `${ms.toFixed(1)} ms`,
        budget: `≤ ${BUDGET_MS} ms`,
        ok: ms <= BUDGET_MS,
      });
    }
    return rows;
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
