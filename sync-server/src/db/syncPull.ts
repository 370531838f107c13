import type { PullResponse } from '../../../shared/schemas/sync';
import type { Db } from './database';
import type { StoredMap } from './mapsRepository';
import type { Repositories } from './repositories';

// The pull half of sync (design §5.3): the maps the caller is a member of that changed since their
// cursor, as registers (protocol 2) or as content (protocol 1, for older apps).

type PullRepos = Pick<Repositories, 'maps' | 'members'>;

/**
 * One page of changes after `since` in the open snapshot: the rows (`limit + 1` asked, to tell
 * whether more remain), the cursor, and the removals up to it. The rows, the current seq and the
 * removals are asked together (one round trip on PostgreSQL, with BEGIN); only a page with more
 * behind it asks for its removals again, up to its last row.
 */
async function pageOf<Row extends { seq: number }>(
  repos: PullRepos,
  userId: string,
  { since, limit }: { since: number; limit: number },
  rowsOf: (limit: number) => Promise<Row[]>,
): Promise<{ page: Row[]; seq: number; hasMore: boolean; revoked: string[] }> {
  const [rows, current, revokedAll] = await Promise.all([
    rowsOf(limit + 1),
    repos.maps.currentSeq(),
    repos.members.removedSince(userId, since, Number.MAX_SAFE_INTEGER),
  ]);
  const hasMore = rows.length > limit;
  if (!hasMore) return { page: rows, seq: current, hasMore, revoked: revokedAll };
  const seq = rows[limit - 1]?.seq ?? since;
  const revoked = await repos.members.removedSince(userId, since, seq);
  return { page: rows.slice(0, limit), seq, hasMore, revoked };
}

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
    const pulled = await pageOf(repos, userId, query, (limit) =>
      repos.maps.changedSince(userId, query.since, limit),
    );
    const { seq, hasMore, revoked } = pulled;
    const page = pulled.page.map((row) => row.stored);
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
  // One moment for the maps, the removals and the cursor: PostgreSQL reads them in one statement,
  // SQLite (in process, where statements cost little) in a snapshot.
  const { page, seq, hasMore, revoked } =
    db.dialect === 'postgres'
      ? await repos.maps.changedPageJson(userId, query.since, query.limit)
      : await db.snapshot(() =>
          pageOf(repos, userId, query, (limit) => repos.maps.changedSinceJson(userId, query.since, limit)),
        );
  const maps = page.flatMap((row) => (row.json === null ? [] : [row.json]));
  const deleted = page.filter((row) => row.json === null).map((row) => row.id);
  return `{"maps":[${maps.join(',')}],"deleted":${JSON.stringify(deleted)},"revoked":${JSON.stringify(revoked)},"seq":${seq},"hasMore":${hasMore}}`;
}
