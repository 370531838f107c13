// Catalogue search budget (design §10): GET /api/spine-maps?search= over 100k maps, p95 ≤ 20 ms.
import { percentile, type BenchRow } from './report';

/** Substring queries of every kind the catalogue sees: long and short, hits and misses, mixed case. */
const QUERIES = ['bench map 4', 'Customers', 'team 42', 'TEAM 9', 'serves', 'te', 'b', 'no such thing', 'map 99999'];

/** Times `rounds` passes over the query list against a seeded server; one request at a time. */
export async function benchCatalogueSearch(url: string, mapCount: number, rounds = 20): Promise<BenchRow[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of QUERIES) {
      const started = performance.now();
      const response = await fetch(`${url}/api/spine-maps?search=${encodeURIComponent(query)}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`search "${query}" answered ${response.status}`);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  return [
    {
      name: `catalogue search p95, ${mapCount.toLocaleString('en')} maps (${times.length} queries, median ${percentile(times, 0.5).toFixed(1)} ms)`,
      value: `${p95.toFixed(1)} ms`,
      budget: '≤ 20 ms',
      ok: p95 <= 20,
    },
  ];
}
