import type { MemberRole } from '../../../shared/schemas/members';
import type { Db } from './database';
import type { Statement } from './sql';
import { docOf, MAP_COLUMNS, toStored, type MapRow, type StoredMap } from './mapRows';

// The protocol-2 pull reads only what its JSON needs (the content only of maps stored before protocol 2).
const PULL_JSON_SELECT = `SELECT m.id, m.share_id, m.owner_id, m.created_at, m.updated_at, m.rev, m.doc, m.notice,
    m.purged_at, m.deleted_at, m.deleted_by, CASE WHEN m.doc IS NULL THEN m.content ELSE '' END AS content,
    mm.seq AS member_seq, mm.role
  FROM map_members mm JOIN spine_maps m ON m.id = mm.map_id`;

type PullJsonRow = Pick<
  MapRow,
  'id' | 'share_id' | 'owner_id' | 'created_at' | 'updated_at' | 'rev' | 'doc' | 'notice' | 'purged_at' | 'deleted_at' | 'deleted_by'
> & { content: string; member_seq: number; role: string };

/** The columns changedPageJson adds to every row (a page without maps is one row of nulls and these). */
interface PageColumns {
  has_more: boolean;
  cursor_seq: number;
  revoked: string;
}

/** A pulled map as the JSON of its sync form (null once purged), with the seq a pull pages by. */
export interface PulledJson {
  id: string;
  json: string | null;
  seq: number;
}

/**
 * A map's sync form (bookkeeping, registers, notice) spliced from the stored text. Registers and
 * notice were validated when written, so the busiest sync read never parses them; a map from before
 * protocol 2 has its registers derived.
 */
function toPulledJson(row: PullJsonRow): PulledJson {
  if (row.purged_at !== null) return { id: row.id, json: null, seq: row.member_seq };
  const bookkeeping = JSON.stringify({
    id: row.id,
    shareId: row.share_id,
    ownerId: row.owner_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    rev: row.rev,
    role: row.role,
  });
  const doc = row.doc ?? JSON.stringify(docOf(row));
  return {
    id: row.id,
    json: `${bookkeeping.slice(0, -1)},"doc":${doc},"notice":${row.notice ?? 'null'}}`,
    seq: row.member_seq,
  };
}

/** What a device's pull reads of the maps it is a member of (`app.repos.maps.changedSince*`). */
export function createMapPulls(db: Db) {
  // A member row's seq is the latest change of the map or of the membership (see touchMembers),
  // so a pull is one walk of the (user_id, seq) index, whatever made the map news to this member.
  const pullStmt = db.prepare<[string, number, number], MapRow & { member_seq: number; role: string }>(
    `SELECT ${MAP_COLUMNS}, mm.seq AS member_seq, mm.role FROM map_members mm
     JOIN spine_maps m ON m.id = mm.map_id
     WHERE mm.user_id = ? AND mm.seq > ? ORDER BY mm.seq LIMIT ?`,
  );
  const pullJsonStmt = db.prepare<[string, number, number], PullJsonRow>(
    `${PULL_JSON_SELECT} WHERE mm.user_id = ? AND mm.seq > ? ORDER BY mm.seq LIMIT ?`,
  );
  let pageJsonStmt: Statement<Record<string, unknown>, PullJsonRow & PageColumns> | undefined;

  return {
    /**
     * The maps the user is a member of (those in Trash or purged included) that changed, or whose
     * membership changed, after `since`: in seq order, at most `limit`, each with the user's role.
     * `seq` is the member row's, the cursor a pull pages by.
     */
    async changedSince(
      userId: string,
      since: number,
      limit: number,
    ): Promise<{ stored: StoredMap; seq: number }[]> {
      return (await pullStmt.all(userId, since, limit)).map((row) => {
        const stored = toStored(row);
        // The column's CHECK constraint allows only the three roles; no copy of a 10,000-map pull.
        stored.map.role = row.role as MemberRole;
        return { stored, seq: row.member_seq };
      });
    },

    /** As `changedSince`, for protocol-2 pulls: each map as the JSON of its sync form (toPulledJson). */
    async changedSinceJson(
      userId: string,
      since: number,
      limit: number,
    ): Promise<PulledJson[]> {
      return (await pullJsonStmt.all(userId, since, limit)).map(toPulledJson);
    },

    /**
     * PostgreSQL only: one page of a protocol-2 pull in ONE statement, which reads at one snapshot
     * without a transaction: the rows (`limit` at most), the cursor (the page's last seq while more
     * remain, else the counter) and the maps the user was removed from up to the cursor. Instead of
     * BEGIN, three reads and COMMIT: the busiest request of a sync server, a fifth of the statements.
     */
    async changedPageJson(
      userId: string,
      since: number,
      limit: number,
    ): Promise<{ page: PulledJson[]; seq: number; hasMore: boolean; revoked: string[] }> {
      pageJsonStmt ??= db.prepare<Record<string, unknown>, PullJsonRow & PageColumns>(
        `WITH page AS (
           ${PULL_JSON_SELECT}
           WHERE mm.user_id = @user::text AND mm.seq > @since::bigint ORDER BY mm.seq LIMIT @limit::int + 1
         ),
         pos AS (
           SELECT count(*) > @limit::int AS has_more,
             CASE WHEN count(*) > @limit::int
               THEN (SELECT member_seq FROM page ORDER BY member_seq OFFSET @limit::int - 1 LIMIT 1)
               ELSE (SELECT value FROM change_seq WHERE id = 1) END AS cursor_seq
           FROM page
         )
         SELECT pos.has_more, pos.cursor_seq,
           (SELECT coalesce(json_agg(r.map_id ORDER BY r.seq), '[]')::text FROM map_removals r
             WHERE r.user_id = @user::text AND r.seq > @since::bigint AND r.seq <= pos.cursor_seq) AS revoked,
           page.*
         FROM pos LEFT JOIN LATERAL (SELECT * FROM page ORDER BY member_seq LIMIT @limit::int) AS page ON true
         ORDER BY page.member_seq`,
      );
      const rows = await pageJsonStmt.all({ user: userId, since, limit });
      const first = rows[0]!;
      return {
        // No map changed: the one row is the cursor's, its map columns null.
        page: rows.filter((row) => (row.id as string | null) !== null).map(toPulledJson),
        seq: first.cursor_seq,
        hasMore: first.has_more,
        revoked: JSON.parse(first.revoked) as string[],
      };
    },
  };
}
