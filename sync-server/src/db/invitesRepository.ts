import { randomUUID } from 'node:crypto';
import { inviteRoleSchema, type Invite, type InviteRole } from '../../../shared/schemas/members';
import { createChangeSeq } from './changeSeq';
import type { Db } from './database';
import { hashToken, randomToken } from './tokens';

/** An invite link's secret: 256 random bits, URL-safe. Only its SHA-256 is stored. */
function newInviteToken(): string {
  return randomToken(32);
}

interface InviteRow {
  id: string;
  map_id: string;
  role: string;
  created_at: string;
}

const toInvite = (row: InviteRow): Invite => ({
  id: row.id,
  role: inviteRoleSchema.parse(row.role),
  createdAt: row.created_at,
});

/**
 * Invite links of maps (`map_invites`, issue 10). The secret is handed out once, when the link is
 * made or rotated; a revoked link keeps its row (who made it, when) but no longer finds its map.
 */
export function createInvitesRepository(db: Db) {
  // Each secret is issued at a change seq, so a link can be told apart from the bars set after it.
  const changeSeq = createChangeSeq(db);
  const insertStmt = db.prepare<[string, string, string, string, string, string, number]>(
    `INSERT INTO map_invites (id, map_id, token_hash, role, created_by, created_at, issued_seq)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const activeStmt = db.prepare<[string], InviteRow>(
    `SELECT id, map_id, role, created_at FROM map_invites
     WHERE map_id = ? AND revoked_at IS NULL ORDER BY created_at, id`,
  );
  const byHashStmt = db.prepare<[string], InviteRow & { created_by: string; issued_seq: number }>(
    `SELECT id, map_id, role, created_at, created_by, issued_seq FROM map_invites
     WHERE token_hash = ? AND revoked_at IS NULL`,
  );
  const revokeStmt = db.prepare<[string, string, string]>(
    'UPDATE map_invites SET revoked_at = ? WHERE id = ? AND map_id = ? AND revoked_at IS NULL',
  );
  const rotateStmt = db.prepare<[string, number, string, string], InviteRow>(
    `UPDATE map_invites SET token_hash = ?, issued_seq = ? WHERE id = ? AND map_id = ? AND revoked_at IS NULL
     RETURNING id, map_id, role, created_at`,
  );

  return {
    /** A new link for `role`; the token is returned here and never again. */
    async create(
      mapId: string,
      role: InviteRole,
      createdBy: string,
    ): Promise<{ invite: Invite; token: string }> {
      const token = newInviteToken();
      const invite: Invite = { id: randomUUID(), role, createdAt: new Date().toISOString() };
      await db.change(async () => {
        await insertStmt.run(
          invite.id,
          mapId,
          hashToken(token),
          role,
          createdBy,
          invite.createdAt,
          await changeSeq.next(),
        );
      });
      return { invite, token };
    },

    /** The map's links that still work, oldest first (never their secrets). */
    async active(mapId: string): Promise<Invite[]> {
      return (await activeStmt.all(mapId)).map(toInvite);
    },

    /**
     * The working link a token belongs to, or null (unknown, forged, revoked or rotated away), with
     * the change seq its secret was issued at.
     */
    async byToken(
      token: string,
    ): Promise<(Invite & { mapId: string; createdBy: string; issuedSeq: number }) | null> {
      const row = await byHashStmt.get(hashToken(token));
      return row
        ? { ...toInvite(row), mapId: row.map_id, createdBy: row.created_by, issuedSeq: row.issued_seq }
        : null;
    },

    /** Stops a link working; false when the map has no such working link. */
    async revoke(mapId: string, inviteId: string): Promise<boolean> {
      return (await revokeStmt.run(new Date().toISOString(), inviteId, mapId)).changes > 0;
    },

    /** Gives a working link a new secret (the old link stops working); null when there is no such link. */
    async rotate(mapId: string, inviteId: string): Promise<{ invite: Invite; token: string } | null> {
      const token = newInviteToken();
      const row = await db.change(async () =>
        rotateStmt.get(hashToken(token), await changeSeq.next(), inviteId, mapId),
      );
      return row ? { invite: toInvite(row), token } : null;
    },
  };
}

/** The invite links repository (`app.repos.invites`). */
export type InvitesRepository = ReturnType<typeof createInvitesRepository>;
