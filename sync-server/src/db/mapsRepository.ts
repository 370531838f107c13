import { randomUUID } from 'node:crypto';
import { EXAMPLE_MAPS, exampleToSpineMap } from '../../../shared/content/examples';
import type { MemberRole } from '../../../shared/schemas/members';
import type { SpineMap, SpineMapContent, Visibility } from '../../../shared/schemas/spineMap';
import { compareHlc, hlcNow } from '../../../shared/sync/hlc';
import { createChangeSeq } from './changeSeq';
import type { Db } from './database';
import { createCatalogueList } from './mapCatalogue';
import {
  MAP_COLUMNS,
  mapFrom,
  searchColumns,
  toMap,
  toStored,
  toStoredContent,
  type ChangeInfo,
  type MapRow,
  type StoredMap,
} from './mapRows';
import { hashToken, newShareId, tokenMatches } from './tokens';

/** The node name in clocks the server itself issues (seeds, restores, refinements). */
export const SERVER_HLC_NODE = 'server';

export { toStoredContent, type ChangeInfo, type ListOptions, type StoredMap } from './mapRows';

/**
 * Spine maps (`spine_maps` + their `revisions`). Every write appends a revision and takes the next
 * global change seq, so history is complete and pulls see every change. Reads skip tombstones
 * except `getStored`, which sync uses.
 */
export function createMapsRepository(db: Db) {
  const changeSeq = createChangeSeq(db);
  const byId = db.prepare<[string], MapRow>(`SELECT ${MAP_COLUMNS} FROM spine_maps m WHERE m.id = ?`);
  // The share page's read: only the columns its reply needs (the busiest public read).
  const shareRowByShareId = db.prepare<
    [string],
    Pick<
      MapRow,
      | 'id'
      | 'share_id'
      | 'owner_id'
      | 'visibility'
      | 'rev'
      | 'content'
      | 'created_at'
      | 'updated_at'
      | 'deleted_at'
    >
  >(
    `SELECT id, share_id, owner_id, visibility, rev, content, created_at, updated_at, deleted_at
     FROM spine_maps WHERE share_id = ? AND deleted_at IS NULL`,
  );
  const insertMap = db.prepare(
    `INSERT INTO spine_maps (id, share_id, owner_id, claim_token_hash, visibility, rev, seq, hlc, content,
       title, system_boundary, context, industry, team_size, created_at, updated_at, deleted_at)
     VALUES (@id, @share_id, @owner_id, @claim_token_hash, @visibility, @rev, @seq, @hlc, @content,
       @title, @system_boundary, @context, @industry, @team_size, @created_at, @updated_at, NULL)
     ON CONFLICT DO NOTHING`,
  );
  const updateContent = db.prepare(
    `UPDATE spine_maps SET rev = @rev, seq = @seq, hlc = @hlc, content = @content, visibility = @visibility,
       team_size = @team_size, updated_at = @updated_at, deleted_at = @deleted_at
     WHERE id = @id`,
  );
  // Separate, so the FTS trigger (AFTER UPDATE OF these columns) only re-indexes when they change.
  const updateSearch = db.prepare(
    `UPDATE spine_maps SET title = @title, system_boundary = @system_boundary, context = @context,
       industry = @industry WHERE id = @id`,
  );
  const insertRevision = db.prepare(
    `INSERT INTO revisions (map_id, rev, content, hlc, actor_id, mutation_id, reason, created_at)
     VALUES (@map_id, @rev, @content, @hlc, @actor_id, @mutation_id, @reason, @created_at)`,
  );
  // The owner is the map's first member (issue 10); sync and permissions read memberships.
  const insertOwnerMemberStmt = db.prepare<[string, string, number, string, string]>(
    `INSERT INTO map_members (map_id, user_id, role, seq, added_by, created_at, updated_at)
     VALUES (?, ?, 'owner', ?, NULL, ?, ?) ON CONFLICT DO NOTHING`,
  );
  const insertOwnerMember = (mapId: string, userId: string, seq: number, at: string) =>
    insertOwnerMemberStmt.run(mapId, userId, seq, at, at);
  const updateOwner = db.prepare<[string, number, string, string]>(
    'UPDATE spine_maps SET owner_id = ?, claim_token_hash = NULL, seq = ?, updated_at = ? WHERE id = ?',
  );
  const updateShareId = db.prepare<[string, number, string, string]>(
    'UPDATE spine_maps SET share_id = ?, seq = ?, updated_at = ? WHERE id = ?',
  );
  // A member row's seq is the latest change of the map or of the membership (see touchMembers),
  // so a pull is one walk of the (user_id, seq) index, whatever made the map news to this member.
  const pullStmt = db.prepare<[string, number, number], MapRow & { member_seq: number; role: string }>(
    `SELECT ${MAP_COLUMNS}, mm.seq AS member_seq, mm.role FROM map_members mm
     JOIN spine_maps m ON m.id = mm.map_id
     WHERE mm.user_id = ? AND mm.seq > ? ORDER BY mm.seq LIMIT ?`,
  );
  const touchMembersStmt = db.prepare<[number, string]>('UPDATE map_members SET seq = ? WHERE map_id = ?');
  /** Every member of the map hears of a write at `seq` on their next pull. */
  const touchMembers = (mapId: string, seq: number) => touchMembersStmt.run(seq, mapId);
  const seqStmt = db.prepare<[string], number>('SELECT seq FROM spine_maps WHERE id = ?').pluck();
  const catalogueList = createCatalogueList(db);

  const nextSeq = changeSeq.next;
  const serverHlc = (after: string | null) => hlcNow(after, Date.now(), SERVER_HLC_NODE);

  function insert(input: {
    id: string;
    shareId: string;
    content: SpineMapContent;
    ownerId: string | null;
    claimTokenHash: string | null;
    rev: number;
    seq: number;
    hlc: string;
    createdAt: string;
    updatedAt: string;
    change: ChangeInfo;
  }): boolean {
    const inserted = insertMap.run({
      id: input.id,
      share_id: input.shareId,
      owner_id: input.ownerId,
      claim_token_hash: input.claimTokenHash,
      rev: input.rev,
      seq: input.seq,
      hlc: input.hlc,
      content: JSON.stringify(input.content),
      ...searchColumns(input.content),
      created_at: input.createdAt,
      updated_at: input.updatedAt,
    });
    if (inserted.changes === 0) return false;
    if (input.ownerId !== null) insertOwnerMember(input.id, input.ownerId, input.seq, input.updatedAt);
    insertRevision.run({
      map_id: input.id,
      rev: input.rev,
      content: JSON.stringify(input.content),
      hlc: input.hlc,
      actor_id: input.change.actorId,
      mutation_id: input.change.mutationId ?? null,
      reason: input.change.reason,
      created_at: input.updatedAt,
    });
    return true;
  }

  /** Runs `fn` in a transaction, or inside the caller's (no savepoint per write in a sync batch). */
  const atomically = <T>(fn: () => T): T => (db.inTransaction ? fn() : db.transaction(fn)());

  /** Writes a new revision of an existing map (content and/or tombstone) and returns the map. */
  const writeRevision = (
    row: MapRow,
    content: SpineMapContent,
    change: ChangeInfo,
    deletedAt: string | null,
  ) =>
    atomically((): SpineMap => {
      const now = new Date().toISOString();
      const hlc = change.hlc ?? serverHlc(row.hlc);
      const next = {
        id: row.id,
        rev: row.rev + 1,
        seq: nextSeq(),
        // The map's clock is its latest write's; an older clock arriving in a merge never rewinds it.
        hlc: compareHlc(hlc, row.hlc) > 0 ? hlc : row.hlc,
        content: JSON.stringify(content),
        ...searchColumns(content),
        updated_at: now,
        deleted_at: deletedAt,
      };
      updateContent.run(next);
      touchMembers(row.id, next.seq);
      if (
        next.title !== row.title ||
        next.system_boundary !== row.system_boundary ||
        next.context !== row.context ||
        next.industry !== row.industry
      ) {
        updateSearch.run(next);
      }
      insertRevision.run({
        map_id: row.id,
        rev: next.rev,
        content: next.content,
        hlc,
        actor_id: change.actorId,
        mutation_id: change.mutationId ?? null,
        reason: change.reason,
        created_at: now,
      });
      return mapFrom({ ...row, rev: next.rev, updated_at: now, deleted_at: deletedAt }, content);
    });

  function requireRow(id: string): MapRow {
    const row = byId.get(id);
    if (!row) throw new Error(`Spine map ${id} does not exist`);
    return row;
  }

  const repo = {
    /**
     * Creates a map. The id is generated when missing; the share id always is. A claim token (for a
     * map made for an anonymous visitor) is stored hashed. Throws if the id exists.
     */
    create(input: {
      content: object;
      ownerId: string | null;
      id?: string;
      claimToken?: string;
      createdAt?: string;
      change?: Partial<ChangeInfo>;
    }): SpineMap {
      const content = toStoredContent(input.content);
      const id = input.id ?? randomUUID();
      const shareId = newShareId();
      const now = new Date().toISOString();
      return atomically(() => {
        const createdAt = input.createdAt ?? now;
        const created = insert({
          id,
          shareId,
          content,
          ownerId: input.ownerId,
          claimTokenHash: input.claimToken ? hashToken(input.claimToken) : null,
          rev: 1,
          seq: nextSeq(),
          hlc: input.change?.hlc ?? serverHlc(null),
          createdAt,
          updatedAt: now,
          change: {
            actorId: input.change?.actorId ?? input.ownerId,
            reason: input.change?.reason ?? 'create',
            mutationId: input.change?.mutationId ?? null,
          },
        });
        if (!created) throw new Error(`Spine map ${id} already exists`);
        const row = {
          id,
          share_id: shareId,
          created_at: createdAt,
          updated_at: now,
          rev: 1,
          deleted_at: null,
        };
        return mapFrom({ ...row, owner_id: input.ownerId }, content);
      });
    },

    /** A live map by id (null when unknown or deleted). */
    get(id: string): SpineMap | null {
      const row = byId.get(id);
      return row && row.deleted_at === null ? toMap(row) : null;
    },

    /**
     * A live map by its share id as the JSON the share page receives (the same object as `get`
     * returns), with what the read check needs. The stored content was validated
     * when written, so it is spliced in as text: the hottest public read never parses it.
     */
    getShareJson(
      shareId: string,
    ): { id: string; ownerId: string | null; visibility: Visibility; json: string } | null {
      const row = shareRowByShareId.get(shareId);
      if (!row) return null;
      const bookkeeping = JSON.stringify(mapFrom(row, {} as SpineMapContent));
      const content = row.content.trim();
      // Content first, bookkeeping last: were a key ever in both, JSON.parse keeps the last, as the
      // spread in mapFrom does.
      const json = content === '{}' ? bookkeeping : `${content.slice(0, -1)},${bookkeeping.slice(1)}`;
      // The column's CHECK constraint allows only the three visibilities.
      return { id: row.id, ownerId: row.owner_id, visibility: row.visibility as Visibility, json };
    },

    /** Any map by id, tombstones included, with its clock and seq: what sync merges against. */
    getStored(id: string): StoredMap | null {
      const row = byId.get(id);
      return row ? toStored(row) : null;
    },

    /**
     * Replaces a map's content (e.g. an applied refinement) as a new revision. Visibility is kept
     * when the new content does not carry one. Permission checks are the caller's.
     */
    replaceContent(id: string, content: object, change: ChangeInfo): SpineMap {
      const row = requireRow(id);
      const withVisibility = 'visibility' in content ? content : { ...content, visibility: row.visibility };
      return writeRevision(row, toStoredContent(withVisibility), change, row.deleted_at);
    },

    /** Marks a map deleted (a tombstone pulls report) as a new revision; its history stays. */
    softDelete(id: string, change: ChangeInfo): SpineMap {
      const row = requireRow(id);
      return writeRevision(row, JSON.parse(row.content) as SpineMapContent, change, new Date().toISOString());
    },

    /**
     * Public maps plus the viewer's own, newest on the server first; search is a case-insensitive
     * substring match (`mapCatalogue.ts`).
     */
    list: catalogueList,

    /** Makes an ownerless map the user's when the token matches the one it was created with. */
    claim(id: string, userId: string, claimToken: string): SpineMap | null {
      const row = byId.get(id);
      if (!row || row.owner_id !== null || !tokenMatches(claimToken, row.claim_token_hash)) return null;
      return atomically(() => {
        const seq = nextSeq();
        const now = new Date().toISOString();
        updateOwner.run(userId, seq, now, id);
        // An ownerless map has no members yet: the claimer is the first.
        insertOwnerMember(id, userId, seq, now);
        return toMap(requireRow(id));
      });
    },

    /** Gives a map a new share id; links with the old one stop working. */
    rotateShareId(id: string): SpineMap {
      requireRow(id);
      return atomically(() => {
        const seq = nextSeq();
        updateShareId.run(newShareId(), seq, new Date().toISOString(), id);
        touchMembers(id, seq);
        return toMap(requireRow(id));
      });
    },

    /**
     * The maps the user is a member of (tombstones included) that changed, or whose membership
     * changed, after `since`: in seq order, at most `limit`, each with the user's role. `seq` is
     * the member row's, the cursor a pull pages by.
     */
    changedSince(userId: string, since: number, limit: number): { map: SpineMap; seq: number }[] {
      return pullStmt.all(userId, since, limit).map((row) => {
        const map = toMap(row);
        // The column's CHECK constraint allows only the three roles; no copy of a 10,000-map pull.
        map.role = row.role as MemberRole;
        return { map, seq: row.member_seq };
      });
    },

    /** The latest change seq handed out. */
    currentSeq(): number {
      return changeSeq.current();
    },

    /** The change seq of a map's latest write (0 when unknown): what a `changed` event carries. */
    seqOf(id: string): number {
      return seqStmt.get(id) ?? 0;
    },

    /** Seeds the example library as public, ownerless maps; existing ids are left alone. */
    seedExamples(): number {
      let added = 0;
      db.transaction(() => {
        // Oldest first: the catalogue lists by insertion order, newest on the server first.
        const maps = EXAMPLE_MAPS.map(exampleToSpineMap).sort((a, b) =>
          a.createdAt.localeCompare(b.createdAt),
        );
        for (const map of maps) {
          const inserted = insert({
            id: map.id,
            shareId: map.shareId,
            content: toStoredContent(map),
            ownerId: null,
            claimTokenHash: null,
            rev: map.rev,
            // Ownerless maps are never pulled, so seeds take no change seq.
            seq: 0,
            hlc: serverHlc(null),
            createdAt: map.createdAt,
            updatedAt: map.updatedAt,
            change: { actorId: null, reason: 'seed' },
          });
          if (inserted) added += 1;
        }
      })();
      return added;
    },

    /** @internal For the sync and history repositories: one write as a new revision. */
    writeRevision(id: string, content: SpineMapContent, change: ChangeInfo, deletedAt: string | null = null) {
      return writeRevision(requireRow(id), content, change, deletedAt);
    },
  };
  repo.seedExamples();
  return repo;
}

/** The spine maps repository (`app.repos.maps`). */
export type MapsRepository = ReturnType<typeof createMapsRepository>;
