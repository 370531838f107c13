// A hybrid logical clock (Kulkarni et al. 2014): wall-clock milliseconds plus a counter, so
// timestamps follow real time where clocks agree and still order causally where they do not.
// The encoded form sorts lexicographically in the same order as compareHlc, so it can be stored
// and indexed as a plain string (Dexie meta, SQLite column) and compared without parsing.

/** The most a remote clock may run ahead of ours before it is clamped (design §5: never block). */
export const HLC_MAX_SKEW_MS = 5 * 60 * 1000;

const MS_DIGITS = 15;
const COUNTER_DIGITS = 6;
const COUNTER_MAX = 10 ** COUNTER_DIGITS - 1;
const MS_MAX = 10 ** MS_DIGITS - 1;

/** Node ids are device ids (UUIDs) or a short server name; the pattern keeps encodings unambiguous. */
export const HLC_NODE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

/** An encoded HLC: 15-digit milliseconds, 6-digit counter, node id, joined by '-'. */
export const HLC_PATTERN = /^\d{15}-\d{6}-[A-Za-z0-9_.-]{1,64}$/;

/** A decoded hybrid logical clock reading. */
export interface HlcParts {
  ms: number;
  counter: number;
  node: string;
}

/** Encodes a clock reading as a fixed-width string that sorts like compareHlc. */
export function encodeHlc({ ms, counter, node }: HlcParts): string {
  if (!Number.isSafeInteger(ms) || ms < 0 || ms > MS_MAX) throw new RangeError(`HLC ms out of range: ${ms}`);
  if (!Number.isSafeInteger(counter) || counter < 0 || counter > COUNTER_MAX) {
    throw new RangeError(`HLC counter out of range: ${counter}`);
  }
  if (!HLC_NODE_PATTERN.test(node)) throw new RangeError(`Invalid HLC node id: ${node}`);
  return `${String(ms).padStart(MS_DIGITS, '0')}-${String(counter).padStart(COUNTER_DIGITS, '0')}-${node}`;
}

/** Decodes an encoded clock; null when the text is not one (callers then ignore it rather than fail). */
export function parseHlc(text: string): HlcParts | null {
  if (!HLC_PATTERN.test(text)) return null;
  return {
    ms: Number(text.slice(0, MS_DIGITS)),
    counter: Number(text.slice(MS_DIGITS + 1, MS_DIGITS + 1 + COUNTER_DIGITS)),
    node: text.slice(MS_DIGITS + COUNTER_DIGITS + 2),
  };
}

/** Orders two encoded clocks: negative, zero or positive, like a sort comparator. */
export function compareHlc(a: string, b: string): number {
  // Fixed-width numeric fields make plain string order equal to clock order.
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Builds a reading, carrying a counter overflow into the millisecond so the clock stays monotonic. */
function normalise(ms: number, counter: number, node: string): string {
  if (counter > COUNTER_MAX) return encodeHlc({ ms: ms + 1, counter: 0, node });
  return encodeHlc({ ms, counter, node });
}

/** Clamps a clock that claims to be more than HLC_MAX_SKEW_MS ahead of wallMs back to that limit. */
export function clampHlc(hlc: string, wallMs: number, maxSkewMs = HLC_MAX_SKEW_MS): string {
  const parts = parseHlc(hlc);
  if (!parts) return hlc;
  const limit = Math.floor(wallMs) + maxSkewMs;
  if (parts.ms <= limit) return hlc;
  return encodeHlc({ ms: limit, counter: parts.counter, node: parts.node });
}

/**
 * The clock for a local event (an edit): strictly later than prev and never behind the wall clock.
 * prev may be absent on a fresh device or unreadable after a bad write; both start over from wallMs.
 */
export function hlcNow(prev: string | null | undefined, wallMs: number, nodeId: string): string {
  const wall = Math.floor(wallMs);
  const last = prev ? parseHlc(prev) : null;
  if (!last || wall > last.ms) return encodeHlc({ ms: wall, counter: 0, node: nodeId });
  return normalise(last.ms, last.counter + 1, nodeId);
}

/**
 * The local clock after seeing a remote one (a pulled map, a server reply): later than both.
 * A remote clock far in the future is clamped first, so one bad device cannot drag every clock
 * ahead; an unreadable remote clock is ignored rather than blocking sync.
 */
export function hlcReceive(local: string, remote: string, wallMs: number): string {
  const mine = parseHlc(local);
  if (!mine) throw new RangeError(`Invalid local HLC: ${local}`);
  const theirs = parseHlc(clampHlc(remote, wallMs));
  if (!theirs) return hlcNow(local, wallMs, mine.node);
  const wall = Math.floor(wallMs);
  const ms = Math.max(wall, mine.ms, theirs.ms);
  let counter: number;
  if (ms === mine.ms && ms === theirs.ms) counter = Math.max(mine.counter, theirs.counter) + 1;
  else if (ms === mine.ms) counter = mine.counter + 1;
  else if (ms === theirs.ms) counter = theirs.counter + 1;
  else counter = 0;
  return normalise(ms, counter, mine.node);
}

/** The node (device or server) that issued an encoded clock. */
export function hlcNode(hlc: string): string {
  return hlc.slice(MS_DIGITS + COUNTER_DIGITS + 2);
}
