import type { PresencePerson } from '../../../shared/schemas/live';
import type { MapChange, MembershipChange, SessionsEnded } from '../plugins/mapEvents';

// What travels on the live bus (live/bus.ts): what a committed write changed, announced by the
// storage layer at commit (never by a route), and what each instance's open tabs show as presence.
// On PostgreSQL these are pg_notify payloads, so every instance hears every event.

/** A viewer as instances exchange it: the presence person plus when its tab connected (for ordering). */
export interface SharedViewer extends PresencePerson {
  since: number;
}

/** One event on the bus. */
export type LiveEvent =
  | { type: 'changed'; change: MapChange }
  | { type: 'membership'; change: MembershipChange }
  | { type: 'sessionsEnded'; ended: SessionsEnded }
  /** One instance's viewers of one map changed (an empty list: none left). */
  | { type: 'presence'; instanceId: string; mapId: string; viewers: SharedViewer[] }
  /** An instance is alive, with its viewers of some of its maps (a heartbeat may take several). */
  | { type: 'presenceBeat'; instanceId: string; maps: Record<string, SharedViewer[]> };

/** Events a write transaction collects: what pulls will report. */
export type ChangeEvent = Extract<LiveEvent, { type: 'changed' | 'membership' | 'sessionsEnded' }>;

/**
 * The events of one transaction, once each: a map written several times in one push batch is
 * poked once, at its last revision.
 */
export function coalesce(events: readonly ChangeEvent[]): ChangeEvent[] {
  const lastWrite = new Map<string, number>();
  events.forEach((event, index) => {
    if (event.type === 'changed') lastWrite.set(event.change.mapId, index);
  });
  return events.filter(
    (event, index) => event.type !== 'changed' || lastWrite.get(event.change.mapId) === index,
  );
}

const EVENT_TYPES = new Set<string>(['changed', 'membership', 'sessionsEnded', 'presence', 'presenceBeat']);

/**
 * An event from its notification payload; null for anything else. Only this server's instances
 * write to the channel (the database's own users), so the shape is trusted past its type tag.
 */
export function parseLiveEvent(payload: string): LiveEvent | null {
  try {
    const event = JSON.parse(payload) as { type?: unknown } | null;
    return event && typeof event.type === 'string' && EVENT_TYPES.has(event.type)
      ? (event as LiveEvent)
      : null;
  } catch {
    return null;
  }
}
