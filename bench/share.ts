// Share-page read budget (design §10): with 100k maps in SQLite, GET /api/spine-maps/share/{id}
// reaches ≥ 50% of a bare Fastify hello-world's requests/s on the same machine in the same run,
// with p99 ≤ 25 ms. Both are measured with autocannon over loopback, in alternating runs (a busy
// moment of the machine then hits both sides alike), and each side's median run is reported.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { BenchRow } from './report';
import { benchCatalogueSearch } from './search';
import { seedMaps, startBenchServer } from './sync';

/** How long each autocannon run lasts, how many connections it keeps open, and runs per side. */
const RUN = { seconds: 4, connections: 10, rounds: 3 } as const;

/** The run with the median request rate. */
function medianRun(runs: autocannon.Result[]): autocannon.Result {
  const sorted = [...runs].sort((a, b) => a.requests.average - b.requests.average);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function run(url: string, paths: readonly string[]): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url,
    duration: RUN.seconds,
    connections: RUN.connections,
    requests: [
      {
        // A different map on every request, so the run is not one hot row.
        setupRequest: (request) => {
          next = (next + 1) % paths.length;
          return { ...request, path: paths[next] ?? '/' };
        },
      },
    ],
  });
}

/**
 * Share-page reads per second and p99 with `mapCount` maps, against a hello-world in the same run;
 * then catalogue search on the same seeded database (seeding 100k maps is the slow part).
 */
export async function benchShare(mapCount = 100_000): Promise<BenchRow[]> {
  const server = await startBenchServer('spine-bench-share-');
  const hello = Fastify({ logger: false });
  hello.get('/', () => ({ hello: 'world' }));
  try {
    await seedMaps(server.app, mapCount, null);
    const shareIds = await server.app.db
      .prepare<[], string>('SELECT share_id FROM spine_maps ORDER BY random() LIMIT 2000')
      .pluck()
      .all();
    const paths = shareIds.map((id) => `/api/spine-maps/share/${id}`);
    const helloUrl = await hello.listen({ host: '127.0.0.1', port: 0 });

    await run(server.url, paths.slice(0, 200)); // warm-up: JIT and SQLite page cache
    const baselines: autocannon.Result[] = [];
    const shares: autocannon.Result[] = [];
    for (let round = 0; round < RUN.rounds; round += 1) {
      baselines.push(await run(helloUrl, ['/']));
      const result = await run(server.url, paths);
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`share reads failed: ${result.non2xx} non-2xx, ${result.errors} errors`);
      shares.push(result);
    }
    const baseline = medianRun(baselines);
    const share = medianRun(shares);

    const ratio = share.requests.average / baseline.requests.average;
    const p99 = share.latency.p99;
    return [
      {
        name: `share-page reads/s, ${mapCount.toLocaleString('en')} maps (hello-world ${baseline.requests.average.toFixed(0)}/s; medians of ${RUN.rounds} alternating runs)`,
        value: `${share.requests.average.toFixed(0)}/s = ${(ratio * 100).toFixed(0)}%`,
        budget: '≥ 50% of hello-world',
        ok: ratio >= 0.5,
      },
      { name: 'share-page read p99', value: `${p99.toFixed(1)} ms`, budget: '≤ 25 ms', ok: p99 <= 25 },
      ...(await benchCatalogueSearch(server.url, mapCount)),
    ];
  } finally {
    await hello.close();
    await server.dispose();
  }
}
