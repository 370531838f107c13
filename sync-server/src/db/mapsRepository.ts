import { randomUUID } from 'node:crypto';
import { EXAMPLE_MAPS, exampleToSpineMap } from '../../../shared/content/examples';
import type { MemberRole } from '../../../shared/schemas/members';
import {
  spineMapContentSchema,
  type SpineMap,
  type SpineMapContent,
  type Visibility,
} from '../../../shared/schemas/spineMap';
import { isContentKey } from '../../../shared/sync/content';
import { compareHlc, hlcNow } from '../../../shared/sync/hlc';
import { createChangeSeq } from './changeSeq';
import type { Db } from './database';
import { hashToken, newShareId, tokenMatches } from './tokens';

/** The node name in clocks the server itself issues (seeds, restores, refinements). */
export const SERVER_HLC_NODE = 'server';

/** A `spine_maps` row as SQLite returns it. */
interface MapRow {
  num: number;
  id: string;
  share_id: string;
  owner_id: string | null;
  claim_token_hash: string | null;
  visibility: string;
  rev: number;
  seq: number;
  hlc: string;
  content: string;
  title: string;
  system_boundary: string;
  context: string | null;
  industry: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A map plus what only the server knows about it: the clock of its latest revision and its change seq. */
export interface StoredMap {
  map: SpineMap;
  hlc: string;
  seq: number;
  hasClaimToken: boolean;
}

/** Who made a change and why, as a revision records it. */
export interface ChangeInfo {
  actorId: string | null;
  reason: string;
  /** The change's clock; the server's own clock when omitted. */
  hlc?: string;
  mutationId?: string | null;
}

/** Catalogue filters of `list` (all optional; blank or 'all' filters are the route's business). */
export interface ListOptions {
  search?: string;
  industry?: string;
  teamSize?: string;
  viewerId?: string | null;
  limit?: number;
  offset?: number;
}

const MAP_COLUMNS =
  'm.num, m.id, m.share_id, m.owner_id, m.claim_token_hash, m.visibility, m.rev, m.seq, m.hlc, m.content, m.title, m.system_boundary, m.context, m.industry, m.created_at, m.updated_at, m.deleted_at';

const looseContentSchema = spineMapContentSchema.loose();

/** Keeps content keys only (known and unknown), validated and trimmed; bookkeeping lives in columns. */
export function toStoredContent(content: object): SpineMapContent {
  const parsed = looseContentSchema.parse(content) as Record<string, unknown>;
  for (const key of Object.keys(parsed)) if (!isContentKey(key)) delete parsed[key];
  return parsed as SpineMapContent;
}

function toMap(row: MapRow): SpineMap {
  return mapFrom(row, JSON.parse(row.content) as SpineMapContent);
}

/** The map of a row whose content is already parsed (or just written). */
function mapFrom(
  row: Pick<MapRow, 'id' | 'share_id' | 'created_at' | 'updated_at' | 'owner_id' | 'rev' | 'deleted_at'>,
  content: SpineMapContent,
): SpineMap {
  return {
    ...content,
    id: row.id,
    shareId: row.share_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ownerId: row.owner_id,
    rev: row.rev,
    deletedAt: row.deleted_at,
  };
}

function toStored(row: MapRow): StoredMap {
  return { map: toMap(row), hlc: row.hlc, seq: row.seq, hasClaimToken: row.claim_token_hash !== null };
}

/** Columns copied out of the content for search and filters. */
function searchColumns(content: SpineMapContent) {
  return {
    title: content.title,
    system_boundary: content.systemBoundary,
    context: content.context ?? null,
    industry: content.industry ?? null,
    team_size: content.teamSize ?? null,
    visibility: content.visibility,
  };
}

/** Escapes a user's text as one FTS5 phrase: a substring match under the trigram tokenizer. */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

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
  const listStatements = new Map<string, ReturnType<typeof db.prepare<Record<string, unknown>, MapRow>>>();

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

  /**
   * One side of the catalogue list, newest (highest num) first: `public` maps, or the viewer's
   * `own` maps that are not public. Each walks an index in num order and stops after the page, so
   * a common search term costs no more than a rare one. Three or more characters go through the
   * trigram index, which FTS5 walks lazily in rowid order; fewer use instr() on lower().
   */
  function listStatement(side: 'public' | 'own', options: ListOptions) {
    const search = options.search?.trim() ?? '';
    const mode = search === '' ? 'none' : search.length >= 3 ? 'fts' : 'like';
    const key = `${side}|${mode}|${options.industry ? 1 : 0}|${options.teamSize ? 1 : 0}`;
    let statement = listStatements.get(key);
    if (!statement) {
      const where = [
        'm.deleted_at IS NULL',
        side === 'public' ? "m.visibility = 'public'" : "m.owner_id = @viewer AND m.visibility <> 'public'",
      ];
      if (options.industry) where.push('m.industry = @industry');
      if (options.teamSize) where.push('m.team_size = @teamSize');
      if (mode === 'like') {
        where.push(
          `(instr(lower(m.title), @needle) > 0 OR instr(lower(m.system_boundary), @needle) > 0
            OR instr(lower(coalesce(m.context, '')), @needle) > 0 OR instr(lower(coalesce(m.industry, '')), @needle) > 0)`,
        );
      }
      statement =
        mode === 'fts'
          ? db.prepare<Record<string, unknown>, MapRow>(
              `SELECT ${MAP_COLUMNS} FROM spine_maps_fts JOIN spine_maps m ON m.num = spine_maps_fts.rowid
               WHERE spine_maps_fts MATCH @phrase AND ${where.join(' AND ')}
               ORDER BY spine_maps_fts.rowid DESC LIMIT @limit`,
            )
          : db.prepare<Record<string, unknown>, MapRow>(
              `SELECT ${MAP_COLUMNS} FROM spine_maps m WHERE ${where.join(' AND ')} ORDER BY m.num DESC LIMIT @limit`,
            );
      listStatements.set(key, statement);
    }
    return { statement, search };
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
     * substring match. Both sides read `offset + limit` rows at most; the page is cut from their merge.
     */
    list(options: ListOptions = {}): SpineMap[] {
      const limit = options.limit ?? 100;
      const offset = options.offset ?? 0;
      const sides: ('public' | 'own')[] = options.viewerId ? ['public', 'own'] : ['public'];
      const rows = sides.flatMap((side) => {
        const { statement, search } = listStatement(side, options);
        return statement.all({
          viewer: options.viewerId ?? null,
          industry: options.industry ?? null,
          teamSize: options.teamSize ?? null,
          needle: search.toLowerCase(),
          phrase: ftsPhrase(search),
          limit: offset + limit,
        });
      });
      if (sides.length > 1) rows.sort((a, b) => b.num - a.num);
      return rows.slice(offset, offset + limit).map(toMap);
    },

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
