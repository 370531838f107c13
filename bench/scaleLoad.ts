import type { OpsMutation } from '../shared/schemas/sync';
import { isNetworkError } from './scaleHttp';
import { editOf, inParallel, pullAll, push, TEAM_SIZE, type SimDevice } from './scaleDevices';

// The load phase of `npm run bench:scale`: every device edits one of its team's maps (editOf), pushes, pulls
// from its cursor, thinks, and again, until the time is up; now and then it sends a push again (a
// retry after a lost reply), which must answer 'duplicate'. Then the checks: each device catches up
// and must hold every map at the revision a pull from scratch shows, and each map's revision must be
// 1 + the edits the server said it applied (fewer: a lost revision; more: one applied twice).

/** What a load run measured. */
export interface LoadResult {
  pushMs: number[];
  pullMs: number[];
  applied: number;
  rejected: number;
  errors: number;
  retries: number;
  missed: number;
  duplicates: number;
  problems: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pushes, sending the same mutation again after a network error (as a device does); `lost`: errors met. */
async function pushSteadily(device: SimDevice, mutation: OpsMutation) {
  for (let lost = 0; ; lost += 1) {
    try {
      return { ...(await push(device, [mutation])), lost };
    } catch (error) {
      if (!isNetworkError(error) || lost >= 5) throw error;
      await sleep(50);
    }
  }
}

/**
 * Runs the devices for `seconds`, and `alongside` (other pushes, e.g. the poke probes, which report
 * each map they add a revision to) with them; checks the end state once both are done.
 */
export async function runLoad(
  devices: SimDevice[],
  seconds: number,
  thinkMs: number,
  alongside: (applied: (mapId: string) => void) => Promise<unknown> = () => Promise.resolve(),
): Promise<LoadResult> {
  const result: LoadResult = {
    pushMs: [],
    pullMs: [],
    applied: 0,
    rejected: 0,
    errors: 0,
    retries: 0,
    missed: 0,
    duplicates: 0,
    problems: [],
  };
  const appliedPerMap = new Map<string, number>();
  const deadline = Date.now() + seconds * 1000;
  const others = alongside((mapId) => appliedPerMap.set(mapId, (appliedPerMap.get(mapId) ?? 0) + 1));
  await Promise.all(
    devices.map(async (device) => {
      await sleep(Math.random() * thinkMs);
      while (Date.now() < deadline) {
        try {
          const mapId = device.mapIds[Math.floor(Math.random() * device.mapIds.length)]!;
          const mutation = editOf(device, mapId);
          const { reply, ms, lost } = await pushSteadily(device, mutation);
          const edited = mutation.mapId;
          result.errors += lost;
          result.pushMs.push(ms);
          for (const answer of reply.results) {
            // After a lost reply the retry hears 'duplicate' when the first attempt was applied.
            if (answer.status === 'applied' || (lost > 0 && answer.status === 'duplicate')) {
              result.applied += 1;
              appliedPerMap.set(edited, (appliedPerMap.get(edited) ?? 0) + 1);
            } else result.rejected += 1;
          }
          if (Math.random() < 0.05) {
            const again = await push(device, [mutation]);
            result.pushMs.push(again.ms);
            result.retries += 1;
            if (again.reply.results[0]?.status !== 'duplicate') {
              result.duplicates += 1;
              result.problems.push(`a retried push answered ${again.reply.results[0]?.status}`);
            }
          }
          result.pullMs.push(...(await pullAll(device)));
        } catch (error) {
          result.errors += 1;
          if (result.problems.length < 20) result.problems.push(`device ${device.index}: ${String(error)}`);
        }
        await sleep(thinkMs * (0.5 + Math.random()));
      }
    }),
  );
  await others;
  await check(devices, appliedPerMap, result);
  return result;
}

async function check(devices: SimDevice[], appliedPerMap: Map<string, number>, result: LoadResult) {
  await inParallel(devices, 16, async (device) => {
    await pullAll(device);
    const fresh: SimDevice = { ...device, cursor: 0, revs: new Map(), contextHlc: new Map(), problems: [] };
    await pullAll(fresh);
    for (const [mapId, rev] of fresh.revs) {
      if (device.revs.get(mapId) !== rev) {
        result.missed += 1;
        result.problems.push(
          `device ${device.index} holds map ${mapId} at rev ${device.revs.get(mapId)}, the server at ${rev}`,
        );
      }
      const expected = 1 + (appliedPerMap.get(mapId) ?? 0);
      // Each map is counted once, by its owner (the first device of its team).
      if (device.index % TEAM_SIZE === 0) {
        if (rev < expected) result.missed += expected - rev;
        if (rev > expected) result.duplicates += rev - expected;
      }
    }
    result.problems.push(...device.problems.map((problem) => `device ${device.index}: ${problem}`));
    result.missed += device.problems.length;
  });
}
