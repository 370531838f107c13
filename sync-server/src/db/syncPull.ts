import type { PullResponse } from '../../../shared/schemas/sync';
import type { Db } from './database';
import type { StoredMap } from './mapsRepository';
import type { Repositories } from './repositories';

// The pull half of sync (design §5.3): the maps the caller is a member of that changed since their
// cursor, as registers (protocol 2) or as content (protocol 1, for older apps).

type PullRepos = Pick<Repositories, 'maps' | 'members'>;

/**
 * The maps the user is a member of that changed (or whose membership changed) after `since`, in
 * seq order, each with the user's role; and the maps they were removed from in the same span.
 * Protocol 2 sends maps in Trash as maps (their registers say so) and lists purged ones in
 * `deleted`; protocol 1 lists both in `deleted`. The cursor is the last listed map's seq while
 * more remain, else the server's current seq.
 */
export async function pullChanges(
  db: Db,
  repos: PullRepos,
  userId: string,
  query: { since: number; limit: number },
): Promise<PullResponse> {
  return db.snapshot(async () => {
    const { since, limit } = query;
    const rows = await repos.maps.changedSince(userId, since, limit + 1);
    const hasMore = rows.length > limit;
    const page = rows.slice(0, limit).map((row) => row.stored);
    const seq = hasMore ? (rows[limit - 1]?.seq ?? since) : await repos.maps.currentSeq();
    const revoked = await repos.members.removedSince(userId, since, seq);
    const gone = (stored: StoredMap) => stored.purgedAt !== null || stored.map.deletedAt !== null;
    return {
      maps: page.filter((stored) => !gone(stored)).map((stored) => stored.map),
      deleted: page.filter(gone).map((stored) => stored.map.id),
      revoked,
      seq,
      hasMore,
    };
  });
}

/**
 * Protocol 2's pull as JSON text (`pullResponseV2Schema`): maps as their sync form, those in Trash
 * included (their registers say so), purged ones in `deleted`. Built from stored text, so a pull of
 * 10,000 maps parses none of them.
 */
export async function pullChangesJson(
  db: Db,
  repos: PullRepos,
  userId: string,
  query: { since: number; limit: number },
): Promise<string> {
  // One snapshot: the maps, the removals and the current seq all as of one moment.
  return db.snapshot(async () => {
    const { since, limit } = query;
    const rows = await repos.maps.changedSinceJson(userId, since, limit + 1);
    const hasMore = rows.length > limit;
    const page = rows.slice(0, limit);
    const seq = hasMore ? (rows[limit - 1]?.seq ?? since) : await repos.maps.currentSeq();
    const revoked = await repos.members.removedSince(userId, since, seq);
    const maps = page.flatMap((row) => (row.json === null ? [] : [row.json]));
    const deleted = page.filter((row) => row.json === null).map((row) => row.id);
    return `{"maps":[${maps.join(',')}],"deleted":${JSON.stringify(deleted)},"revoked":${JSON.stringify(revoked)},"seq":${seq},"hasMore":${hasMore}}`;
  });
}
