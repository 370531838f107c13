import { memberRoleSchema, type MemberRole } from '../../../shared/schemas/members';
import type { Db } from './database';

/**
 * Who belongs to which map (`map_members`, issue 10). The owner's row is written by the maps
 * repository when a map gets its owner (create, claim); permission checks read `roleOf`.
 */
export function createMembersRepository(db: Db) {
  const roleStmt = db.prepare<[string, string], { role: string }>(
    'SELECT role FROM map_members WHERE map_id = ? AND user_id = ?',
  );
  const userIdsStmt = db
    .prepare<[string], string>(
      'SELECT user_id FROM map_members WHERE map_id = ? ORDER BY created_at, user_id',
    )
    .pluck();

  return {
    /** The user's role on the map, or null when they are not a member (or not logged in). */
    roleOf(mapId: string, userId: string | null | undefined): MemberRole | null {
      if (!userId) return null;
      const row = roleStmt.get(mapId, userId);
      return row ? memberRoleSchema.parse(row.role) : null;
    },

    /** Every member's user id, oldest membership first. */
    userIds(mapId: string): string[] {
      return userIdsStmt.all(mapId);
    },
  };
}

/** The map members repository (`app.repos.members`). */
export type MembersRepository = ReturnType<typeof createMembersRepository>;
