import type { FastifyInstance } from 'fastify';

/** How often the server tidies up while running (it also does at every start). */
export const HOUSEKEEPING_EVERY_MS = 6 * 60 * 60 * 1000;

/** How long a map stays in Trash before it is deleted for good (issue 15). */
export const TRASH_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Periodic clean-up: maps in Trash for more than 30 days (issue 15; each purge is announced, so
 * members' open devices let the map go), maps made for anonymous visitors that nobody claimed
 * within 30 days, expired sessions and expired password reset links (issue 18). A failure is
 * logged and retried next time; it never stops the server.
 */
export function registerHousekeeping(app: FastifyInstance): void {
  const tidy = async () => {
    try {
      const purged = await app.repos.maps.purgeTrash(
        new Date(Date.now() - TRASH_DAYS * DAY_MS).toISOString(),
      );
      const maps = await app.repos.ownerless.prune();
      const sessions = await app.repos.sessions.purgeExpired();
      const resetLinks = await app.repos.passwordResets.purgeExpired();
      if (purged.length + maps + sessions + resetLinks > 0)
        app.log.info({ trash: purged.length, maps, sessions, resetLinks }, 'housekeeping');
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping failed; it runs again later');
    }
  };
  // The first run is part of the start (ready waits for it); later ones run in the background.
  app.addHook('onReady', tidy);
  const timer = setInterval(() => void tidy(), HOUSEKEEPING_EVERY_MS);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
