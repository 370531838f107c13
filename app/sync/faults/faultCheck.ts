import { isDeepStrictEqual } from 'node:util';
import { LIST_LEVEL_IDS } from '../../../shared/levels';
import type { MapDoc } from '../../../shared/schemas/mapDoc';
import { mapHistorySchema } from '../../../shared/schemas/mapHistory';
import { PULL_LIMITS, pullResponseV2Schema, SYNC_PROTOCOL_VERSION } from '../../../shared/schemas/sync';
import { materialize } from '../../../shared/sync/materialize';
import { SERVER_HLC_NODE } from '../../../sync-server/src/db/mapsRepository';
import { REJECT_MESSAGES } from '../../../sync-server/src/db/syncService';
import { registerOf } from '../outboxBatch';
import { REMOVED_MESSAGE } from '../rejectedChanges';
import type { Recorded } from './faultDevice';
import {
  expectedConflicts,
  expectedContent,
  expectedDoc,
  hasConflict,
  registerDifferences,
} from './faultModel';
import { REMOVABLE_MAP } from './faultPlan';
import type { SeedRun } from './faultSteps';
import { steadily, trace } from './faultWorld';

// The end-state checks of a seed, after quiescence: what the devices, the server and its history
// hold against what the model (faultModel.ts) says the accepted operations must leave.

/** What the checks counted: conflicts the model required, and changes kept under "Not synced". */
export interface CheckCounts {
  conflicts: number;
  notSynced: number;
}

/** Checks a quiet seed's end state, adding what is wrong to `run.problems`. */
export async function checkEndState(run: SeedRun): Promise<CheckCounts> {
  const refused = new Set<string>();
  const notSynced = await checkNotSynced(run, refused);
  let conflicts = 0;
  const page = pullResponseV2Schema.parse(
    await steadily(run.world, () =>
      run.owner.api(`/api/sync/pull?since=0&limit=${PULL_LIMITS.default}&v=${SYNC_PROTOCOL_VERSION}`),
    ),
  );
  for (const [index, mapId] of run.mapIds.entries()) {
    const server = page.maps.find((candidate) => candidate.id === mapId);
    if (!server) run.problems.push(`map ${index}: not on the server`);
    else conflicts += await checkMap(run, index, server.doc, refused);
  }
  return { conflicts, notSynced };
}

/**
 * "Not synced": only the removed member's changes to the map they were removed from, refused with
 * the server's reason. Collects the refused operations' clocks into `refused`.
 */
async function checkNotSynced(run: SeedRun, refused: Set<string>): Promise<number> {
  let count = 0;
  for (const dev of run.devices) {
    if ((await dev.database.outbox.count()) > 0)
      run.problems.push(`device ${dev.name}: the outbox is not empty`);
    for (const row of await dev.database.rejectedChanges.toArray()) {
      count += 1;
      for (const op of row.ops ?? []) refused.add(op.hlc);
      const allowed =
        run.removedAt !== null &&
        dev === run.removable &&
        row.mapId === run.mapIds[REMOVABLE_MAP] &&
        ((row.reason === 'forbidden' && row.message === REJECT_MESSAGES.notMember) ||
          (row.reason === 'removed' && row.message === REMOVED_MESSAGE));
      if (!allowed)
        run.problems.push(
          `device ${dev.name}: "Not synced" holds ${row.mapId} (${row.reason}: ${row.message})`,
        );
    }
  }
  return count;
}

/** Checks one map on every device, against the model and in the history; returns the conflicts required. */
async function checkMap(
  run: SeedRun,
  index: number,
  serverDoc: MapDoc,
  refused: ReadonlySet<string>,
): Promise<number> {
  const { problems, removable, recorded } = run;
  const mapId = run.mapIds[index]!;
  const removed = run.removedAt !== null;
  const serverView = viewOfDoc(serverDoc);

  // All devices that still belong to the map hold what the server holds.
  for (const dev of run.devices) {
    const local = await dev.database.maps.get(mapId);
    if (removed && dev === removable && index === REMOVABLE_MAP) {
      if (local) problems.push(`map ${index}: still on device ${dev.name}, removed from it`);
      continue;
    }
    if (!local) {
      problems.push(`map ${index}: missing on device ${dev.name}`);
      continue;
    }
    const shown = JSON.stringify(viewOfMap(local));
    if (shown !== JSON.stringify(serverView))
      problems.push(
        `map ${index}: device ${dev.name} shows ${shown}, the server ${JSON.stringify(serverView)}`,
      );
    else if (!isDeepStrictEqual(local.doc, serverDoc))
      problems.push(`map ${index}: device ${dev.name}'s registers differ from the server's`);
  }

  // The model: what every accepted operation leaves (the removed member's refused ones are not).
  /** The removed member's operations on the map they were removed from. */
  const removedOps = (entry: Recorded) =>
    removed && entry.device === removable.name && entry.mapId === run.mapIds[REMOVABLE_MAP];
  for (const entry of recorded.filter((candidate) => candidate.mapId === mapId)) {
    if (refused.has(entry.op.hlc) && !removedOps(entry))
      problems.push(`map ${index}: device ${entry.device}'s ${entry.op.type} was refused`);
    const firstSent = removable.sent.get(entry.op.hlc);
    if (
      removedOps(entry) &&
      firstSent !== undefined &&
      firstSent > run.removedAt! &&
      !refused.has(entry.op.hlc)
    ) {
      problems.push(
        `map ${index}: the removed member's ${entry.op.type}, first sent after the removal, was not refused`,
      );
    }
  }
  // An operation folded into a later one of the same register before a push (outboxBatch.ts) went
  // out with it, and shares its fate: accepted, the later one carries what the first had seen.
  const sentOrFolded = (entry: Recorded) =>
    removable.sent.has(entry.op.hlc) ||
    recorded.some(
      (later) =>
        later.device === entry.device &&
        later.mapId === entry.mapId &&
        later.op.hlc > entry.op.hlc &&
        registerOf(later.op) !== null &&
        registerOf(later.op) === registerOf(entry.op) &&
        removable.sent.has(later.op.hlc) &&
        !refused.has(later.op.hlc),
    );
  const accepted = recorded
    .filter((entry) => entry.mapId === mapId && !refused.has(entry.op.hlc))
    .filter((entry) => !(removedOps(entry) && !sentOrFolded(entry)))
    .map((entry) => entry.op);
  const expected = expectedDoc(accepted);
  for (const problem of registerDifferences(expected, serverDoc, SERVER_HLC_NODE))
    problems.push(`map ${index}: ${problem}`);
  const modelView = { ...expectedContent(expected), deleted: serverDoc.trash?.value != null };
  if (JSON.stringify(modelView) !== JSON.stringify(serverView)) {
    problems.push(
      `map ${index}: the model shows ${JSON.stringify(modelView)}, the server ${JSON.stringify(serverView)}`,
    );
  }

  // Every value overwritten by someone who had not seen it is in the history.
  const required = expectedConflicts(accepted, expected);
  if (required.length === 0) return 0;
  // A map in Trash shows no history: the owner restores it first, as a person would.
  if (serverDoc.trash?.value) {
    await run.owner.store.restoreMap(mapId);
    await steadily(run.world, () => run.owner.sync.syncOnce());
  }
  const history = mapHistorySchema.parse(
    await steadily(run.world, () => run.owner.api(`/api/spine-maps/${mapId}/revisions`)),
  );
  for (const conflict of required) {
    if (hasConflict(history.conflicts, conflict)) continue;
    problems.push(`map ${index}: no conflict in the history for ${JSON.stringify(conflict)}`);
    // For a replayed seed: what the item went through, to tell a server bug from a model bug.
    const itemId = conflict.kind === 'removal' || conflict.itemId ? conflict.itemId : undefined;
    const ops = recorded.filter(
      (entry) => entry.mapId === mapId && 'item' in entry.op && entry.op.item === itemId,
    );
    trace(
      `item ${itemId}: ${JSON.stringify(ops.map(({ device, op }) => ({ device, op, refused: refused.has(op.hlc) })))}`,
    );
    trace(
      `server registers: ${JSON.stringify(itemId ? serverDoc.items[itemId] : null)}; history: ${JSON.stringify(history.conflicts)}`,
    );
  }
  return required.length;
}

/** What people see of a map: its title, four lists, and whether it is in Trash. */
function viewOfDoc(doc: MapDoc) {
  const { content, trash } = materialize(doc);
  return view(content, trash !== null);
}

function viewOfMap(local: { deletedAt?: string | null } & Record<string, unknown>) {
  return view(local, local.deletedAt != null);
}

function view(content: Record<string, unknown>, deleted: boolean) {
  return {
    title: content.title ?? null,
    ...Object.fromEntries(LIST_LEVEL_IDS.map((level) => [level, content[level] ?? []])),
    deleted,
  };
}
