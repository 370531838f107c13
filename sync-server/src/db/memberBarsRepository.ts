import { createChangeSeq } from './changeSeq';
import type { Db } from './database';

/**
 * People the owner removed from a map or demoted (`map_member_bars`, issue 18). Each bar holds the
 * change seq it was set at; an invite link counts for that person only if it was issued (made or
 * renewed) after it, so the link they joined with cannot undo the owner's decision, while the same
 * link keeps working for everyone else.
 */
export function createMemberBarsRepository(db: Db) {
  const changeSeq = createChangeSeq(db);
  const upsertStmt = db.prepare<[string, string, number, string]>(
    `INSERT INTO map_member_bars (map_id, user_id, seq, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (map_id, user_id) DO UPDATE SET seq = excluded.seq, created_at = excluded.created_at`,
  );
  const seqStmt = db
    .prepare<[string, string], number>('SELECT seq FROM map_member_bars WHERE map_id = ? AND user_id = ?')
    .pluck();

  return {
    /** Records that the owner removed or demoted the user now. */
    async bar(mapId: string, userId: string): Promise<void> {
      await db.change(async () => {
        await upsertStmt.run(mapId, userId, await changeSeq.next(), new Date().toISOString());
      });
    },

    /** Whether a link issued at `issuedSeq` was made before the user's latest bar on the map. */
    async predates(mapId: string, userId: string, issuedSeq: number): Promise<boolean> {
      const barred = await seqStmt.get(mapId, userId);
      return barred !== undefined && issuedSeq <= barred;
    },
  };
}

/** The member bars repository (`app.repos.memberBars`). */
export type MemberBarsRepository = ReturnType<typeof createMemberBarsRepository>;
