import type { Db } from './database';
import { tokenMatches } from './tokens';

/** How long a map made for an anonymous visitor waits to be claimed before it is pruned. */
export const OWNERLESS_MAP_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Tables that hang off a map by an indexed `map_id`, emptied before the map row goes. (An ownerless
 * map has no members, invites or pushed mutations, but a row left behind would block the delete.)
 */
const MAP_TABLES = ['conflicts', 'snapshots', 'revisions', 'map_invites', 'map_removals', 'map_members'];

/**
 * Maps the server made for anonymous visitors (generate, a template, a refinement copy): ownerless,
 * with a claim token only the creating device holds (issue 18). The seeded examples are ownerless
 * too but have no claim token, so they are never pruned.
 */
export function createOwnerlessMapsRepository(db: Db) {
  const tokenStmt = db
    .prepare<[string], string>(
      'SELECT claim_token_hash FROM spine_maps WHERE id = ? AND owner_id IS NULL AND deleted_at IS NULL',
    )
    .pluck();
  const expiredStmt = db
    .prepare<[string], string>(
      'SELECT id FROM spine_maps WHERE owner_id IS NULL AND claim_token_hash IS NOT NULL AND created_at < ?',
    )
    .pluck();
  const deletes = MAP_TABLES.map((table) => db.prepare<[string]>(`DELETE FROM ${table} WHERE map_id = ?`));
  const deleteMap = db.prepare<[string]>('DELETE FROM spine_maps WHERE id = ? AND owner_id IS NULL');

  return {
    /** True when `token` is the claim token of the live ownerless map `mapId`: its creator is asking. */
    async isCreator(mapId: string, token: string | undefined): Promise<boolean> {
      if (!token) return false;
      const hash = await tokenStmt.get(mapId);
      return hash !== undefined && tokenMatches(token, hash);
    },

    /** Deletes unclaimed maps older than the TTL, with their history; returns how many went. */
    async prune(now = Date.now()): Promise<number> {
      return db.write(async () => {
        const ids = await expiredStmt.all(new Date(now - OWNERLESS_MAP_TTL_MS).toISOString());
        for (const id of ids) {
          for (const statement of deletes) await statement.run(id);
          await deleteMap.run(id);
        }
        return ids.length;
      });
    },
  };
}

/** The ownerless maps repository (`app.repos.ownerless`). */
export type OwnerlessMapsRepository = ReturnType<typeof createOwnerlessMapsRepository>;
