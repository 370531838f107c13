import { setHashCostForLoadTests } from '../../src/plugins/password';
import { startTestServer } from '../helpers';
import { ADMIN_EMAIL } from './fixtures';
import { ROWS, type RowContext } from './permissionTable';
import { cookieOf, createWorld, PRINCIPALS, VISIBILITIES, worldMap } from './world';
import { seededRandom } from '../../../shared/seededRandom';

// A seeded fuzz run over every route (issue 18), shared by `npm test` (2,000 requests) and
// `npm run soak` (50,000). Each request starts from a valid one for a route of the permission table
// and is then bent: hostile path segments, junk or mutated bodies, wrong content types, oversized
// bodies, foreign origins and hosts, forged cookies, unknown URLs. The server must never answer 5xx,
// never take longer than the limit, and keep its memory bounded.

/** The limits every reply is held to. */
export const FUZZ_LIMITS = { slowestMs: 2000, heapGrowthBytes: 256 * 1024 * 1024 } as const;

/** What a run found. */
export interface FuzzReport {
  seed: number;
  requests: number;
  statuses: Record<number, number>;
  /** Replies of 500 or more, with the request that caused each (at most 20 kept). */
  failures: string[];
  /** Replies slower than FUZZ_LIMITS.slowestMs (at most 20 kept). */
  slow: string[];
  slowestMs: number;
  /** The five slowest requests, slowest first. */
  slowest: string[];
  heapStartBytes: number;
  heapPeakBytes: number;
  elapsedMs: number;
}

/** A seeded generator (mulberry32), so a failing run is reproduced by its seed. */
function generator(seed: number) {
  const next = seededRandom(seed);
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof generator>;

/** Strings that have broken servers before. */
const NASTY = [
  '',
  ' ',
  '..',
  '../../admin',
  '%2e%2e%2f',
  '%',
  '%ZZ',
  '<img src=x onerror=alert(1)>',
  '<p ' + 'a'.repeat(60),
  'abc\u202Eexe',
  'nul\u0000byte',
  "' OR 1=1 --",
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  '😀'.repeat(50),
  'x'.repeat(5000),
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  'null',
  'learning-tdd',
  '00000000-0000-0000-0000-000000000000',
];

function junk(random: Random, depth = 0): unknown {
  const kind = random.int(depth > 2 ? 5 : 8);
  if (kind === 0) return random.pick(NASTY);
  if (kind === 1) return random.pick([0, -1, 1.5, 2 ** 53, -(2 ** 31), 1e308]);
  if (kind === 2) return random.chance(0.5);
  if (kind === 3) return null;
  if (kind === 4) return random.pick(NASTY).repeat(1 + random.int(3));
  if (kind === 5) return Array.from({ length: random.int(6) }, () => junk(random, depth + 1));
  const object: Record<string, unknown> = {};
  for (let i = random.int(5); i > 0; i -= 1)
    object[random.pick([...NASTY, 'id', 'role', 'visibility'])] = junk(random, depth + 1);
  return object;
}

/** A valid body with one field changed, removed or added. */
function mutated(random: Random, payload: object): unknown {
  const copy = JSON.parse(JSON.stringify(payload)) as Record<string, unknown>;
  const keys = Object.keys(copy);
  const key = keys.length > 0 && random.chance(0.7) ? random.pick(keys) : random.pick(NASTY);
  if (random.chance(0.3)) delete copy[key];
  else copy[key] = junk(random);
  return copy;
}

/** Replaces one path segment after /api with a hostile string. */
function bentUrl(random: Random, url: string): string {
  const parts = url.split('/');
  if (parts.length <= 3) return url;
  const at = 3 + random.int(parts.length - 3);
  parts[at] = encodeURIComponent(random.pick(NASTY));
  return parts.join('/');
}

/**
 * The heap in use, after a full collection when node runs with --expose-gc (the soak does), so
 * growth means memory kept, not garbage not yet collected. Without it, an upper bound.
 */
function heapAfterGc(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

/** Runs `requests` fuzzed requests, one at a time, against a fresh server. */
export async function runFuzz(options: {
  seed: number;
  requests: number;
  log?: (line: string) => void;
}): Promise<FuzzReport> {
  const random = generator(options.seed);
  // scrypt at its production cost takes up to a second on a loaded two-core machine: the 2 s limit
  // is about the server (regexes, blocking work, queues), so hashes here cost 1/16 of it.
  setHashCostForLoadTests(2048);
  const server = await startTestServer({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  const report: FuzzReport = {
    seed: options.seed,
    requests: 0,
    statuses: {},
    failures: [],
    slow: [],
    slowestMs: 0,
    slowest: [],
    heapStartBytes: 0,
    heapPeakBytes: 0,
    elapsedMs: 0,
  };
  try {
    const world = await createWorld(server.app);
    // A handful of maps to aim at, refreshed now and then (requests delete and rotate them).
    const worldMaps = () =>
      Promise.all(
        VISIBILITIES.map(async (visibility) => ({ visibility, ...(await worldMap(world, visibility)) })),
      );
    let maps = await worldMaps();
    const addresses = Array.from({ length: 40 }, (_, i) => `10.99.${i >> 8}.${i & 255}`);
    report.heapStartBytes = heapAfterGc();
    const slowest: { ms: number; line: string }[] = [];
    const started = performance.now();
    for (let i = 0; i < options.requests; i += 1) {
      if (i % 200 === 0) maps = await worldMaps();
      const row = random.pick(ROWS);
      const target = random.pick(maps);
      const context: RowContext = {
        world,
        map: target.map,
        invite: target.invite,
        visibility: target.visibility,
      };
      const valid = await row.request(context);
      let [method = 'GET'] = row.route.split(' ');
      let url = valid.url;
      let payload: unknown = valid.payload;
      let contentType: string | undefined;
      const strategy = random.int(10);
      if (strategy === 0) url = bentUrl(random, url);
      else if (strategy === 1) payload = junk(random);
      else if (strategy === 2 && payload) payload = mutated(random, payload);
      else if (strategy === 3) {
        payload = random.pick(['{"a":', 'not json', '[]', '""', '\u0000']);
        contentType = random.pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']);
      } else if (strategy === 4) payload = { big: 'x'.repeat(1024 * 1024 + random.int(1000)) };
      else if (strategy === 5) {
        url = random.pick([
          '/api/nope',
          `/api/spine-maps/${encodeURIComponent(random.pick(NASTY))}/x`,
          '/',
          '/share/x',
          '/assets/missing.js',
          '/api/live',
        ]);
        method = random.pick(['GET', 'POST', 'PUT', 'DELETE']);
      }
      const headers: Record<string, string> = { ...(await cookieOf(world, random.pick(PRINCIPALS))) };
      if (random.chance(0.1)) headers.cookie = `sid=${random.pick(NASTY)}; did=${random.pick(NASTY)}`;
      if (random.chance(0.1))
        headers.origin = random.pick(['https://evil.example', 'null', 'http://localhost:80']);
      if (random.chance(0.05)) headers.host = random.pick(['attacker.example', 'localhost:3000', '[::1]']);
      if (contentType) headers['content-type'] = contentType;
      const body =
        payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : (payload as object) };
      const before = performance.now();
      const reply = await server.app.inject({
        method: method as 'GET',
        url,
        headers,
        remoteAddress: random.pick(addresses),
        ...body,
      });
      const tookMs = performance.now() - before;
      report.requests += 1;
      report.statuses[reply.statusCode] = (report.statuses[reply.statusCode] ?? 0) + 1;
      report.slowestMs = Math.max(report.slowestMs, tookMs);
      const describe = () =>
        `#${i} ${method} ${url.slice(0, 120)} → ${reply.statusCode} in ${Math.round(tookMs)} ms`;
      if (reply.statusCode >= 500 && report.failures.length < 20)
        report.failures.push(`${describe()}: ${reply.body.slice(0, 200)}`);
      if (tookMs > FUZZ_LIMITS.slowestMs && report.slow.length < 20) report.slow.push(describe());
      if (slowest.length < 5 || tookMs > (slowest.at(-1)?.ms ?? 0)) {
        slowest.push({ ms: tookMs, line: describe() });
        slowest.sort((a, b) => b.ms - a.ms).splice(5);
      }
      if (i % 1000 === 999) {
        const heap = heapAfterGc();
        report.heapPeakBytes = Math.max(report.heapPeakBytes, heap);
        options.log?.(
          `${i + 1} requests: heap ${Math.round(heap / 1024 / 1024)} MB, slowest ${Math.round(report.slowestMs)} ms`,
        );
      }
    }
    report.heapPeakBytes = Math.max(report.heapPeakBytes, heapAfterGc());
    report.slowest = slowest.map((entry) => entry.line);
    report.elapsedMs = performance.now() - started;
    return report;
  } finally {
    await server.close();
    setHashCostForLoadTests();
  }
}
