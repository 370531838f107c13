import type { MemberRole } from '../../../shared/schemas/members';
import type { Db } from './database';
import { docOf, MAP_COLUMNS, toStored, type MapRow, type StoredMap } from './mapRows';

/** What a device's pull reads of the maps it is a member of (`app.repos.maps.changedSince*`). */
export function createMapPulls(db: Db) {
  // A member row's seq is the latest change of the map or of the membership (see touchMembers),
  // so a pull is one walk of the (user_id, seq) index, whatever made the map news to this member.
  const pullStmt = db.prepare<[string, number, number], MapRow & { member_seq: number; role: string }>(
    `SELECT ${MAP_COLUMNS}, mm.seq AS member_seq, mm.role FROM map_members mm
     JOIN spine_maps m ON m.id = mm.map_id
     WHERE mm.user_id = ? AND mm.seq > ? ORDER BY mm.seq LIMIT ?`,
  );
  // The protocol-2 pull reads only what its JSON needs (the content only of maps stored before protocol 2).
  const pullJsonStmt = db.prepare<
    [string, number, number],
    Pick<
      MapRow,
      | 'id'
      | 'share_id'
      | 'owner_id'
      | 'created_at'
      | 'updated_at'
      | 'rev'
      | 'doc'
      | 'notice'
      | 'purged_at'
      | 'deleted_at'
      | 'deleted_by'
    > & {
      content: string;
      member_seq: number;
      role: string;
    }
  >(
    `SELECT m.id, m.share_id, m.owner_id, m.created_at, m.updated_at, m.rev, m.doc, m.notice, m.purged_at,
       m.deleted_at, m.deleted_by, CASE WHEN m.doc IS NULL THEN m.content ELSE '' END AS content,
       mm.seq AS member_seq, mm.role FROM map_members mm
     JOIN spine_maps m ON m.id = mm.map_id
     WHERE mm.user_id = ? AND mm.seq > ? ORDER BY mm.seq LIMIT ?`,
  );

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

    /**
     * As `changedSince`, for protocol-2 pulls: each map as the JSON of its sync form (bookkeeping,
     * registers, notice), spliced from the stored text. Registers and notice were validated when
     * written, so the busiest sync read never parses them; a map from before protocol 2 has its
     * registers derived.
     */
    async changedSinceJson(
      userId: string,
      since: number,
      limit: number,
    ): Promise<{ id: string; json: string | null; seq: number }[]> {
      return (await pullJsonStmt.all(userId, since, limit)).map((row) => {
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
      });
    },
  };
}
