import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';

// What happened to maps, for whoever must hear of it at once (the live channel, issue 10). Routes
// emit AFTER their transaction commits, so a listener that makes a client pull finds the change.

/** A map got a new revision (content, visibility, tombstone or share link). */
export interface MapChange {
  mapId: string;
  rev: number;
  /** The change seq the write took: a client whose cursor is at or past it has the change. */
  seq: number;
  /** Who wrote it; null for the server or an anonymous caller. */
  actorId: string | null;
}

/** Someone's membership of a map began, changed role, or ended (removed, or left). */
export interface MembershipChange {
  mapId: string;
  userId: string;
  change: 'added' | 'role' | 'removed';
}

/**
 * Sessions ended (log out, log out everywhere, a password change or reset): the live channel closes
 * their sockets at once (issue 18). `sessionId` names one session; else every session of the user
 * ends but `exceptSessionId` (the one that asked, when it stays logged in).
 */
export interface SessionsEnded {
  userId: string;
  sessionId?: string;
  exceptSessionId?: string;
}

/** The events and their payloads. */
export interface MapEventMap {
  changed: [MapChange];
  membership: [MembershipChange];
  sessionsEnded: [SessionsEnded];
}

/** The in-process event bus (`app.mapEvents`); one server process, so listeners see every write. */
export type MapEvents = EventEmitter<MapEventMap>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Emit `changed` after every committed map write and `membership` after member changes. */
    mapEvents: MapEvents;
  }
}

/** Decorates the app with `mapEvents`. */
export function registerMapEvents(app: FastifyInstance): void {
  const events: MapEvents = new EventEmitter<MapEventMap>();
  // One listener per connected client would trip Node's leak warning at 11; the live hub is one listener.
  events.setMaxListeners(0);
  app.decorate('mapEvents', events);
}
