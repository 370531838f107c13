import { createdInviteSchema } from '../../../shared/schemas/members';
import { seededRandom } from '../../../shared/seededRandom';
import type { ProxiedRequest, Fault } from '../../../e2e/faultProxy';
import { MEMBER_ERRORS } from '../../../sync-server/src/routes/members';
import { ApiError } from '../../api/client';
import type { Device, Recorded } from './faultDevice';
import { MAPS, REMOVABLE_MAP, type Plan, type Step } from './faultPlan';
import { describe, isNetworkError, sleep, steadily, trace, type FaultWorld } from './faultWorld';

/** A seed while it runs: its world, devices and maps, what they recorded and what went wrong. */
export interface SeedRun {
  world: FaultWorld;
  seed: number;
  devices: Device[];
  /** Owns both maps; the only one who deletes, restores and removes members. */
  owner: Device;
  /** The editor the owner may remove from the removable map. */
  removable: Device;
  mapIds: string[];
  recorded: Recorded[];
  problems: string[];
  /** When the owner's removal of the editor had committed (null: not removed). */
  removedAt: number | null;
  /** This seed's requests the proxy faulted, and its server kills. */
  faulted: number;
  kills: number;
  /** A text no other write of the seed uses. */
  text(what: string): string;
}

/** Setup, without faults: the owner's maps, and both editors joined by invite link. */
export async function setUpMaps(run: SeedRun): Promise<void> {
  const { world, owner, devices } = run;
  for (let index = 0; index < MAPS; index += 1) {
    run.mapIds.push(
      await owner.store.saveNewMap({
        title: `Map ${index} of seed ${run.seed}`,
        systemBoundary: 'The team',
        needs: 'Nothing is lost',
        values: ['First value'],
        principles: ['First principle'],
        practices: [],
        tools: ['First tool'],
      }),
    );
  }
  await steadily(world, () => owner.sync.syncOnce());
  for (const mapId of run.mapIds) {
    // One link per map, as an owner shares it with the team.
    const { token } = createdInviteSchema.parse(
      await steadily(world, () =>
        owner.api(`/api/spine-maps/${mapId}/invites`, { method: 'POST', body: { role: 'editor' } }),
      ),
    );
    for (const member of devices.slice(1))
      await steadily(world, () => member.api('/api/invites/join', { method: 'POST', body: { token } }));
  }
  for (const member of devices.slice(1)) await steadily(world, () => member.sync.syncOnce());
}

/** The faults of this seed's sync requests, drawn from the plan's seed: the server kill at `killPush`. */
export function faultDecider(run: SeedRun, plan: Plan): (request: ProxiedRequest) => Fault | undefined {
  const choose = seededRandom(plan.faultSeed);
  let pushes = 0;
  return (request) => {
    if (request.path === '/api/sync/push') pushes += 1;
    if (request.path === '/api/sync/push' && pushes === plan.killPush) {
      run.kills += 1;
      return {
        kind: 'kill',
        afterMs: Math.floor(choose() * 4),
        kill: async () => {
          await run.world.server.kill();
          void run.world.server.start().catch(() => undefined);
        },
      };
    }
    if (choose() * 100 >= plan.faultPercent) return undefined;
    run.faulted += 1;
    const which = choose();
    if (which < 0.2) return { kind: 'dropRequest' };
    if (which < 0.45) return { kind: 'dropReply' };
    if (which < 0.6) return { kind: 'duplicate' };
    if (which < 0.75) return { kind: 'duplicate', laterMs: 5 + Math.floor(choose() * 80) };
    return { kind: 'delay', ms: 1 + Math.floor(choose() * 40) };
  };
}

/** Starts a sync round on `dev` unless one is running; a failure other than the network's is a problem. */
function startSync(run: SeedRun, dev: Device): Promise<void> {
  dev.inflight ??= dev.sync.syncOnce().then(
    () => {
      dev.inflight = null;
    },
    (error: unknown) => {
      dev.inflight = null;
      if (!isNetworkError(error)) run.problems.push(`device ${dev.name}: sync failed: ${describe(error)}`);
    },
  );
  return dev.inflight;
}

/**
 * The owner removes the second editor from one map, when the map is out of Trash (a map in Trash
 * has no members page) as far as the owner's device knows for sure (nothing pending).
 */
async function removeMember(run: SeedRun): Promise<void> {
  const { world, owner, removable } = run;
  const mapId = run.mapIds[REMOVABLE_MAP]!;
  const local = await owner.database.maps.get(mapId);
  if (
    run.removedAt !== null ||
    !local ||
    local.deletedAt ||
    (await owner.database.outbox.where('mapId').equals(mapId).count()) > 0
  )
    return;
  let tries = 0;
  await steadily(world, async () => {
    tries += 1;
    return owner
      .api(`/api/spine-maps/${mapId}/members/${removable.userId}`, { method: 'DELETE' })
      .catch((error: unknown) => {
        // A retry after a kill may find them removed already.
        if (
          tries > 1 &&
          error instanceof ApiError &&
          error.status === 404 &&
          error.bodyText.includes(MEMBER_ERRORS.notMember)
        )
          return;
        throw error;
      });
  });
  run.removedAt = Date.now();
}

/** Does one step of the plan, as a person would on that device. */
export async function act(run: SeedRun, step: Step): Promise<void> {
  if (step.kind === 'pause') return void (await sleep(step.ms));
  if (step.kind === 'removeMember') return removeMember(run);
  if (step.kind === 'sync') {
    const running = startSync(run, run.devices[step.device]!);
    if (step.wait) await running;
    return;
  }
  if (step.kind === 'offline') {
    run.devices[step.device]!.offline = step.offline;
    return;
  }
  // Only the owner may delete or restore a map.
  const dev = 'device' in step ? run.devices[step.device]! : run.owner;
  const mapId = run.mapIds[step.map]!;
  const local = await dev.database.maps.get(mapId);
  if (!local) return;
  const item = 'pick' in step && local.items.length > 0 ? local.items[step.pick % local.items.length]! : null;
  try {
    switch (step.kind) {
      case 'add':
        await dev.store.addItem(mapId, step.level, run.text('Item'), step.at);
        break;
      case 'edit':
        if (item) await dev.store.setItemText(mapId, item.id, run.text(`${item.text.split(' ')[0]!} edited`));
        break;
      case 'remove':
        if (item) await dev.store.removeItem(mapId, item.id);
        break;
      case 'move':
        if (item) await dev.store.moveItem(mapId, item.level, item.id, step.by);
        break;
      case 'title':
        await dev.store.updateMap(mapId, { title: run.text('Title') });
        break;
      case 'delete':
        await dev.store.deleteMap(mapId);
        break;
      case 'restore':
        await dev.store.restoreMap(mapId);
        break;
    }
  } catch (error) {
    // What a person could not do either: edit a map in Trash, or one that left the device.
    if (!(error instanceof Error && /in Trash|is not on this device/u.test(error.message))) throw error;
  }
}

/** Everyone comes back: no faults, the server up, every device online, syncing until nothing moves. */
export async function quiesce(run: SeedRun, address: string): Promise<void> {
  const { world, devices } = run;
  await Promise.all(devices.map((dev) => dev.inflight ?? Promise.resolve()));
  world.deciders.delete(address);
  await world.proxy.settled();
  await world.server.ready();
  for (const dev of devices) dev.offline = false;
  for (let round = 0; round < 12; round += 1) {
    let quiet = true;
    for (const dev of devices) {
      const report = await steadily(world, () => dev.sync.syncOnce());
      trace(`quiescence round ${round}, device ${dev.name}: ${JSON.stringify(report)}`);
      if (report.pushed > 0 || report.pulled > 0 || report.pending > 0) quiet = false;
    }
    if (quiet) return;
  }
  run.problems.push('the devices did not reach quiescence in 12 rounds');
}
