import {
  memberRoleSchema,
  type InviteRole,
  type Member,
  type MemberRole,
} from '../../../shared/schemas/members';
import { createChangeSeq } from './changeSeq';
import type { Db } from './database';
import { displayName } from './usersRepository';

/** How much a role may do, for "joining again keeps the higher role". */
const ROLE_RANK: Readonly<Record<MemberRole, number>> = { viewer: 1, editor: 2, owner: 3 };

/** What a membership write changed, as it is announced at commit; null when nothing changed. */
export type MembershipChangeKind = 'added' | 'role' | null;

/**
 * Who belongs to which map (`map_members`, issue 10). The owner's row is written by the maps
 * repository when a map gets its owner (create, claim); permission checks read `roleOf`.
 *
 * A member row's `seq` is the latest change seq this member must hear of on that map: its own
 * join or role change, or any write of the map (the maps repository bumps every member's row).
 * A removal deletes the row and records the removal with a new seq in `map_removals`, so the next
 * pull tells the removed member's devices to let the map go.
 */
export function createMembersRepository(db: Db) {
  const changeSeq = createChangeSeq(db);
  const roleStmt = db.prepare<[string, string], { role: string }>(
    'SELECT role FROM map_members WHERE map_id = ? AND user_id = ?',
  );
  const userIdsStmt = db
    .prepare<[string], string>(
      'SELECT user_id FROM map_members WHERE map_id = ? ORDER BY created_at, user_id',
    )
    .pluck();
  const listStmt = db.prepare<[string], { user_id: string; email: string; role: string; created_at: string }>(
    `SELECT mm.user_id, u.email, mm.role, mm.created_at FROM map_members mm
     JOIN users u ON u.id = mm.user_id WHERE mm.map_id = ? ORDER BY mm.created_at, mm.user_id`,
  );
  const upsertStmt = db.prepare<[string, string, string, number, string | null, string, string]>(
    `INSERT INTO map_members (map_id, user_id, role, seq, added_by, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (map_id, user_id) DO UPDATE SET role = excluded.role, seq = excluded.seq,
       added_by = excluded.added_by, updated_at = excluded.updated_at`,
  );
  const forgetRemovalStmt = db.prepare<[string, string]>(
    'DELETE FROM map_removals WHERE map_id = ? AND user_id = ?',
  );
  const deleteStmt = db.prepare<[string, string]>('DELETE FROM map_members WHERE map_id = ? AND user_id = ?');
  const recordRemovalStmt = db.prepare<[string, string, number, string]>(
    `INSERT INTO map_removals (map_id, user_id, seq, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (map_id, user_id) DO UPDATE SET seq = excluded.seq, created_at = excluded.created_at`,
  );
  const removedStmt = db
    .prepare<[string, number, number], string>(
      'SELECT map_id FROM map_removals WHERE user_id = ? AND seq > ? AND seq <= ? ORDER BY seq',
    )
    .pluck();

  /** Writes the membership with a new change seq; a removal recorded earlier no longer applies. */
  async function write(
    mapId: string,
    userId: string,
    role: MemberRole,
    addedBy: string | null,
  ): Promise<void> {
    const now = new Date().toISOString();
    await upsertStmt.run(mapId, userId, role, await changeSeq.next(), addedBy, now, now);
    await forgetRemovalStmt.run(mapId, userId);
  }

  async function roleOf(mapId: string, userId: string | null | undefined): Promise<MemberRole | null> {
    if (!userId) return null;
    const row = await roleStmt.get(mapId, userId);
    return row ? memberRoleSchema.parse(row.role) : null;
  }

  return {
    /** The user's role on the map, or null when they are not a member (or not logged in). */
    roleOf,

    /** Every member's user id, oldest membership first. */
    userIds(mapId: string): Promise<string[]> {
      return userIdsStmt.all(mapId);
    },

    /** Every member with the name other members see, oldest membership first. */
    async list(mapId: string): Promise<Member[]> {
      return (await listStmt.all(mapId)).map((row) => ({
        userId: row.user_id,
        name: displayName(row.email),
        role: memberRoleSchema.parse(row.role),
        joinedAt: row.created_at,
      }));
    },

    /**
     * Makes the user a member with `role` (an invite link's). Someone who already has that role or
     * a higher one keeps theirs. Returns the role they now have and what changed.
     */
    async join(
      mapId: string,
      userId: string,
      role: InviteRole,
      addedBy: string,
    ): Promise<{ role: MemberRole; change: MembershipChangeKind }> {
      return db.change(async () => {
        const current = await roleOf(mapId, userId);
        if (current && ROLE_RANK[current] >= ROLE_RANK[role]) return { role: current, change: null };
        await write(mapId, userId, role, addedBy);
        const change = current ? ('role' as const) : ('added' as const);
        await db.announce({ type: 'membership', change: { mapId, userId, change } });
        return { role, change };
      });
    },

    /** Gives an existing member another role (never the owner's: a map has one owner). */
    async setRole(
      mapId: string,
      userId: string,
      role: InviteRole,
      changedBy: string,
    ): Promise<MembershipChangeKind> {
      return db.change(async (): Promise<MembershipChangeKind> => {
        const current = await roleOf(mapId, userId);
        if (current === null || current === 'owner')
          throw new Error(`Cannot give ${userId} the role ${role}`);
        if (current === role) return null;
        await write(mapId, userId, role, changedBy);
        await db.announce({ type: 'membership', change: { mapId, userId, change: 'role' } });
        return 'role';
      });
    },

    /** Ends a membership (removed, or left) and records it for the member's next pull. */
    async remove(mapId: string, userId: string): Promise<boolean> {
      return db.change(async () => {
        if ((await deleteStmt.run(mapId, userId)).changes === 0) return false;
        await recordRemovalStmt.run(mapId, userId, await changeSeq.next(), new Date().toISOString());
        await db.announce({ type: 'membership', change: { mapId, userId, change: 'removed' } });
        return true;
      });
    },

    /** Maps the user was removed from with a change seq in (since, upTo], oldest first. */
    removedSince(userId: string, since: number, upTo: number): Promise<string[]> {
      return removedStmt.all(userId, since, upTo);
    },
  };
}

/** The map members repository (`app.repos.members`). */
export type MembersRepository = ReturnType<typeof createMembersRepository>;
