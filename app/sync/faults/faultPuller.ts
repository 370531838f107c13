import type { PullResponseV2 } from '../../../shared/schemas/sync';
import { cookieApi } from '../testApi';
import { sleep, steadily, type FaultWorld } from './faultWorld';

// The continuous puller of the multi-instance fault test (issue 19): beside a seed's devices, with
// the owner's session and no faults of its own, it pulls from its cursor again and again through the
// round robin, so consecutive pulls land on different instances while pushes commit on others. A
// pull cursor that skipped a change (a seq handed out before the cursor but committed after it)
// would leave it holding an older revision of some map than a pull from scratch shows at the end.

/** A running puller; `stop` catches up, pulls from scratch and returns what it found wrong. */
export interface Puller {
  stop(): Promise<string[]>;
  /** Pulls made (for the report). */
  readonly pulls: number;
}

/** Starts pulling as the session `cookie`, from client `address` (one the proxy never faults). */
export function startPuller(world: FaultWorld, cookie: string, address: string): Puller {
  const api = cookieApi(() => world.url, { 'x-forwarded-for': address });
  api.cookie = cookie;
  const problems: string[] = [];
  const revs = new Map<string, number>();
  const purged = new Set<string>();
  let cursor = 0;
  let pulls = 0;
  let running = true;

  const page = async (since: number) =>
    (await api(`/api/sync/pull?since=${since}&limit=50&v=2`)) as PullResponseV2;

  /** Pulls from the cursor until nothing more waits; network errors (a killed instance) are retried. */
  async function catchUp(): Promise<void> {
    for (;;) {
      let reply: PullResponseV2;
      try {
        reply = await page(cursor);
      } catch (error) {
        if (error instanceof TypeError) {
          await sleep(20);
          continue;
        }
        throw error;
      }
      pulls += 1;
      if (reply.seq < cursor) problems.push(`puller: the cursor went back from ${cursor} to ${reply.seq}`);
      for (const map of reply.maps) {
        const before = revs.get(map.id) ?? 0;
        if (map.rev < before)
          problems.push(`puller: map ${map.id} went back from rev ${before} to ${map.rev}`);
        revs.set(map.id, map.rev);
      }
      for (const id of reply.deleted) purged.add(id);
      cursor = Math.max(cursor, reply.seq);
      if (!reply.hasMore) return;
    }
  }

  const loop = (async () => {
    while (running) {
      await catchUp();
      await sleep(5);
    }
  })();

  return {
    get pulls() {
      return pulls;
    },
    async stop() {
      running = false;
      await loop;
      await world.server.ready();
      await catchUp();
      // What a device starting now would get: the puller must hold the same revision of every map.
      let since = 0;
      const fresh = new Map<string, number>();
      for (;;) {
        // Other seeds may kill an instance meanwhile: wait for it like a device would.
        const reply = await steadily(world, () => page(since));
        for (const map of reply.maps) fresh.set(map.id, map.rev);
        since = reply.seq;
        if (!reply.hasMore) break;
      }
      for (const [id, rev] of fresh) {
        if (revs.get(id) !== rev)
          problems.push(
            `puller: map ${id} is at rev ${revs.get(id) ?? 'none'} by cursor, ${rev} from scratch (a missed revision)`,
          );
      }
      for (const id of revs.keys())
        if (!fresh.has(id) && !purged.has(id))
          problems.push(`puller: map ${id} is gone from a pull from scratch`);
      return problems;
    },
  };
}
