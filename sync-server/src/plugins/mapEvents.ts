import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';

// What happened to maps, for whoever must hear of it at once (the live channel, issue 10). The
// storage announces what a write changed when its transaction commits (repositories call
// `db.announce`); the live bus (live/bus.ts) carries it to every instance, and this plugin
// re-emits what reaches this instance here. Nothing emits these by hand.

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
  /** The bus may have lost events (its connection dropped and came back): every device should pull. */
  resync: [];
}

/** This instance's view of the live bus (`app.mapEvents`): every committed write of every instance. */
export type MapEvents = EventEmitter<MapEventMap>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Hears `changed` after every committed map write and `membership` after member changes. */
    mapEvents: MapEvents;
  }
}

/** Decorates the app with `mapEvents`, fed by the storage's live bus (registered after storage). */
export function registerMapEvents(app: FastifyInstance): void {
  const events: MapEvents = new EventEmitter<MapEventMap>();
  // One listener per connected client would trip Node's leak warning at 11; the live hub is one listener.
  events.setMaxListeners(0);
  app.decorate('mapEvents', events);
  const unsubscribe = app.storage.bus.subscribe((event) => {
    if (event.type === 'changed') events.emit('changed', event.change);
    else if (event.type === 'membership') events.emit('membership', event.change);
    else if (event.type === 'sessionsEnded') events.emit('sessionsEnded', event.ended);
  });
  const stopResync = app.storage.bus.onResync(() => events.emit('resync'));
  app.addHook('onClose', (_instance, done) => {
    unsubscribe();
    stopResync();
    done();
  });
}
