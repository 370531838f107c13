import type { FastifyInstance } from 'fastify';
import type { MembershipChange, SessionsEnded } from './plugins/mapEvents';

// Routes call these right after a write has committed (outside its transaction), so a listener
// that makes devices pull finds the change. The sync push emits its batch's own list instead.

/** Announces a committed map write (content, visibility, tombstone, share link, owner) on `app.mapEvents`. */
export async function announceWrite(
  app: FastifyInstance,
  map: { id: string; rev: number },
  actorId: string | null,
): Promise<void> {
  app.mapEvents.emit('changed', {
    mapId: map.id,
    rev: map.rev,
    seq: await app.repos.maps.seqOf(map.id),
    actorId,
  });
}

/** Announces that someone's membership of a map began, changed role, or ended. */
export function announceMembership(app: FastifyInstance, change: MembershipChange): void {
  app.mapEvents.emit('membership', change);
}

/** Announces ended sessions, so their live sockets close now rather than at the next sweep. */
export function announceSessionsEnded(app: FastifyInstance, ended: SessionsEnded): void {
  app.mapEvents.emit('sessionsEnded', ended);
}
