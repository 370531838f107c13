import { LIST_LEVEL_IDS } from '../levels';
import { MAP_LIMITS } from '../schemas/spineMap';
import type { SpineMapContent } from '../schemas/spineMap';
import type { MergeConflict, SyncPatch } from '../schemas/sync';
import { applyPatch } from './applyPatch';
import { contentKeys, fieldEqual, isAbsent } from './content';
import { clampHlc, compareHlc } from './hlc';
import { mergeList } from './listMerge';

/** The clocks of the two sides of a merge, already clamped against skew by the caller. */
export interface MergeClocks {
  currentHlc: string;
  incomingHlc: string;
}

/** What threeWayMerge returns: the merged content and every value that lost. */
export interface MergeResult<T> {
  merged: T;
  conflicts: MergeConflict[];
}

const listFields: ReadonlySet<string> = new Set(LIST_LEVEL_IDS);

/**
 * True when the incoming side wins a clash: the later clock, or on equal clocks the larger value
 * (by JSON text), so the result does not depend on which side is called "current".
 */
function incomingWins(clocks: MergeClocks, currentValue: unknown, incomingValue: unknown): boolean {
  const order = compareHlc(clocks.incomingHlc, clocks.currentHlc);
  if (order !== 0) return order > 0;
  return (JSON.stringify(incomingValue) ?? '') > (JSON.stringify(currentValue) ?? '');
}

function asList(value: unknown): string[] | null {
  if (value === undefined) return [];
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
}

/**
 * Three-way merge of a map's content (design §5.2). `current` is the server's latest, `incoming`
 * is the client's patch applied to `base` (the revision it edited). Per field: changed on one side
 * only → that side; list fields changed on both → merged item-wise (mergeList); any other field
 * changed differently on both → the later HLC wins and the other value becomes a conflict.
 * Unknown content fields are merged like scalars; bookkeeping keys are taken from `current`.
 */
export function threeWayMerge<T extends SpineMapContent>(
  base: SpineMapContent,
  current: T,
  incoming: SpineMapContent,
  clocks: MergeClocks,
): MergeResult<T> {
  const from = base as Record<string, unknown>;
  const mine = current as Record<string, unknown>;
  const theirs = incoming as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...current };
  const conflicts: MergeConflict[] = [];
  const put = (key: string, value: unknown) => {
    if (isAbsent(key, value)) delete merged[key];
    else merged[key] = value;
  };

  for (const key of contentKeys(base, current, incoming)) {
    const baseValue = from[key];
    const currentValue = mine[key];
    const incomingValue = theirs[key];
    if (fieldEqual(key, currentValue, incomingValue) || fieldEqual(key, baseValue, incomingValue)) {
      put(key, currentValue);
      continue;
    }
    if (fieldEqual(key, baseValue, currentValue)) {
      put(key, incomingValue);
      continue;
    }
    const wins = incomingWins(clocks, currentValue, incomingValue);
    const lists = listFields.has(key) ? [asList(baseValue), asList(currentValue), asList(incomingValue)] : [];
    const [baseList, currentList, incomingList] = lists;
    if (baseList && currentList && incomingList) {
      const result = mergeList(
        key,
        baseList,
        currentList,
        incomingList,
        { ...clocks, incomingWins: wins },
        MAP_LIMITS.items,
      );
      put(key, result.items);
      conflicts.push(...result.conflicts);
      continue;
    }
    const [keptValue, lostValue] = wins ? [incomingValue, currentValue] : [currentValue, incomingValue];
    const [keptHlc, lostHlc] = wins
      ? [clocks.incomingHlc, clocks.currentHlc]
      : [clocks.currentHlc, clocks.incomingHlc];
    put(key, keptValue);
    conflicts.push({ field: key, kind: 'field', keptValue, lostValue, keptHlc, lostHlc });
  }
  return { merged: merged as T, conflicts };
}

/** The server's inputs for one pushed patch against a map that already exists. */
export interface IncomingPatch<T extends SpineMapContent> {
  /** Content of the revision the client edited (its baseRev). */
  base: SpineMapContent;
  /** The server's latest map and its revision. */
  current: T;
  currentRev: number;
  baseRev: number;
  patch: SyncPatch;
  /** Clock of the server's latest revision, and of the mutation. */
  currentHlc: string;
  incomingHlc: string;
  /** The server's wall clock, against which the incoming clock is clamped. */
  wallMs: number;
}

/**
 * Decides one pushed patch (design §5.2): on the current revision it simply applies ('applied');
 * otherwise it is merged against its base ('merged'), with the incoming clock clamped so a device
 * whose clock runs ahead cannot win every conflict.
 */
export function resolveIncoming<T extends SpineMapContent>(
  input: IncomingPatch<T>,
): MergeResult<T> & { status: 'applied' | 'merged'; incomingHlc: string } {
  const incomingHlc = clampHlc(input.incomingHlc, input.wallMs);
  if (input.baseRev === input.currentRev) {
    return { status: 'applied', merged: applyPatch(input.current, input.patch), conflicts: [], incomingHlc };
  }
  const incoming = applyPatch(input.base, input.patch);
  const result = threeWayMerge(input.base, input.current, incoming, {
    currentHlc: input.currentHlc,
    incomingHlc,
  });
  return { status: 'merged', ...result, incomingHlc };
}
