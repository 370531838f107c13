import { randomUUID } from 'node:crypto';
import { nanoid } from 'nanoid';
import { EXAMPLE_MAPS, exampleToSpineMap } from '../../../shared/content/examples';
import type { MapDoc } from '../../../shared/schemas/mapDoc';
import type { MapOp } from '../../../shared/schemas/mapOps';
import type { SpineMap, SpineMapContent, Visibility } from '../../../shared/schemas/spineMap';
import type { MapNotice } from '../../../shared/schemas/sync';
import { applyOps, emptyDoc } from '../../../shared/sync/applyOps';
import { contentEdits } from '../../../shared/sync/contentOps';
import { stampEdit } from '../../../shared/sync/edits';
import { hlcNow } from '../../../shared/sync/hlc';
import { createChangeSeq } from './changeSeq';
import type { Db } from './database';
import { createCatalogueList } from './mapCatalogue';
import { createMapPulls } from './mapPulls';
import { storableContent } from './mapContent';
import { nextMapStep, revisionRow } from './mapWrite';
import { StampedCache } from './stampedCache';
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

export { SNAPSHOT_EVERY } from './mapWrite';

export { toStoredContent, type ChangeInfo, type ListOptions, type StoredMap } from './mapRows';
export { InvalidContentError } from './mapContent';

/** A live map as the share page receives it (`getShareJson`), with what its read check needs. */
export interface SharedMapJson {
  readonly id: string;
  readonly ownerId: string | null;
  readonly visibility: Visibility;
  readonly json: string;
}

type ShareRow = Pick<
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
> & { stamp: string | null };

/**
 * Characters of share-page JSON kept between writes: a few thousand typical maps (a few MB of
 * memory), so the links being visited are answered without reading their rows.
 */
export const SHARED_JSON_CHARS = 4 * 1024 * 1024;

/** A map's next state: its registers after the operations that made them, and what members should hear. */
export interface MapWrite {
  doc: MapDoc;
  ops: readonly MapOp[];
  /** The new notice, or undefined to keep the current one. */
  notice?: MapNotice | null;
}

/** The operations that build `content` from nothing, with new item ids, at clock `hlc`. */
export function opsForContent(content: object, hlc: string): MapOp[] {
  const doc = emptyDoc();
  return contentEdits(doc, content as Record<string, unknown>, () => nanoid()).map((edit) =>
    stampEdit(doc, edit, hlc),
  );
}

/**
 * Spine maps (`spine_maps` + their `revisions`). Every write applies operations to the map's
 * registers, appends a revision holding them, and takes the next global change seq, so history is
 * complete and pulls see every change. Reads skip maps in Trash except `getStored`, which sync uses.
 */
export function createMapsRepository(db: Db) {
  const changeSeq = createChangeSeq(db);
  const byId = db.prepare<[string], MapRow>(`SELECT ${MAP_COLUMNS} FROM spine_maps m WHERE m.id = ?`);
  // The share page's read: only the columns its reply needs (the busiest public read); the second
  // one also gives the change stamp the row was read at (StampedCache's `learn`). Both rows have
  // a stamp column, so the code reading them sees one shape of object.
  const shareColumns = 'id, share_id, owner_id, visibility, rev, content, created_at, updated_at, deleted_at';
  const shareRowByShareId = db.prepare<[string], ShareRow>(
    `SELECT ${shareColumns}, NULL AS stamp FROM spine_maps WHERE share_id = ? AND deleted_at IS NULL`,
  );
  const stampedShareRow = db.prepare<[string], ShareRow>(
    `SELECT ${shareColumns}, ${db.changeStampSql ?? 'NULL'} AS stamp
     FROM spine_maps WHERE share_id = ? AND deleted_at IS NULL`,
  );
  // Share-page replies while nothing has been written since (SQLite only; see Db.changeStamp).
  const sharedJson = new StampedCache<SharedMapJson>(SHARED_JSON_CHARS, (shared) => shared.json.length);
  const insertMap = db.prepare(
    `INSERT INTO spine_maps (id, share_id, owner_id, claim_token_hash, visibility, rev, seq, hlc, content, doc,
       title, system_boundary, context, industry, team_size, created_at, updated_at, deleted_at)
     VALUES (@id, @share_id, @owner_id, @claim_token_hash, @visibility, @rev, @seq, @hlc, @content, @doc,
       @title, @system_boundary, @context, @industry, @team_size, @created_at, @updated_at, @deleted_at)
     ON CONFLICT DO NOTHING`,
  );
  const updateState = db.prepare(
    `UPDATE spine_maps SET rev = @rev, seq = @seq, hlc = @hlc, content = @content, doc = @doc, visibility = @visibility,
       team_size = @team_size, updated_at = @updated_at, deleted_at = @deleted_at, deleted_by = @deleted_by,
       deleted_rev = @deleted_rev, notice = @notice
     WHERE id = @id`,
  );
  // Separate, so the FTS trigger (AFTER UPDATE OF these columns) only re-indexes when they change.
  const updateSearch = db.prepare(
    `UPDATE spine_maps SET title = @title, system_boundary = @system_boundary, context = @context,
       industry = @industry WHERE id = @id`,
  );
  const insertRevision = db.prepare(
    `INSERT INTO revisions (map_id, rev, content, doc, ops, hlc, actor_id, mutation_id, reason, created_at)
     VALUES (@map_id, @rev, @content, @doc, @ops, @hlc, @actor_id, @mutation_id, @reason, @created_at)`,
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
  const touchMembersStmt = db.prepare<[number, string]>('UPDATE map_members SET seq = ? WHERE map_id = ?');
  /** Every member of the map hears of a write at `seq` on their next pull. */
  const touchMembers = (mapId: string, seq: number) => touchMembersStmt.run(seq, mapId);
  const seqStmt = db.prepare<[string], number>('SELECT seq FROM spine_maps WHERE id = ?').pluck();
  const trashedBefore = db
    .prepare<[string], string>('SELECT id FROM spine_maps WHERE deleted_at < ? AND purged_at IS NULL')
    .pluck();
  // A purged map keeps its row (id, share id, members) as a tombstone that pulls report; its content and history go.
  const purgeRow = db.prepare<[number, string, string]>(
    `UPDATE spine_maps SET content = '{}', doc = NULL, title = '', system_boundary = '', context = NULL,
       industry = NULL, team_size = NULL, notice = NULL, seq = ?, purged_at = ? WHERE id = ?`,
  );
  const purgeHistory = ['revisions', 'conflicts', 'snapshots'].map((table) =>
    db.prepare<[string]>(`DELETE FROM ${table} WHERE map_id = ?`),
  );
  const catalogueList = createCatalogueList(db);

  const nextSeq = changeSeq.next;
  const serverHlc = (after: string | null) => hlcNow(after, Date.now(), SERVER_HLC_NODE);

  /** Runs `fn` in a change transaction, or inside the caller's (no savepoint per write in a sync batch). */
  const atomically = <T>(fn: () => Promise<T>): Promise<T> => db.change(fn);

  /** Every write that takes a seq is announced: members' live sockets hear of it at commit. */
  const announce = (mapId: string, rev: number, seq: number, actorId: string | null) =>
    db.announce({ type: 'changed', change: { mapId, rev, seq, actorId } });

  /** The revision row of `rev`: its operations, and the whole registers and content now and then. */
  async function recordRevision(
    mapId: string,
    rev: number,
    write: { doc: MapDoc; content: SpineMapContent; ops: readonly MapOp[] },
    change: ChangeInfo & { hlc: string },
    at: string,
  ): Promise<void> {
    await insertRevision.run(revisionRow(mapId, rev, write, change, at));
  }

  /**
   * Stores a map's next state as a new revision: its registers, the content they show (validated:
   * throws InvalidContentError), its Trash state and notice. Returns the map as now stored.
   */
  async function commit(
    row: MapRow,
    write: MapWrite,
    change: ChangeInfo,
    at = new Date().toISOString(),
  ): Promise<SpineMap> {
    const shown = storableContent(write.doc);
    return atomically(async (): Promise<SpineMap> => {
      const hlc = change.hlc ?? serverHlc(row.hlc);
      const step = nextMapStep(row, write, shown, { ...change, hlc }, at, await nextSeq());
      await updateState.run(step.row);
      await touchMembers(row.id, step.row.seq);
      if (step.searchChanged) await updateSearch.run(step.row);
      await insertRevision.run(step.revision);
      await announce(row.id, step.row.rev, step.row.seq, change.actorId);
      return step.map;
    });
  }

  async function requireRow(id: string): Promise<MapRow> {
    const row = await byId.get(id);
    if (!row) throw new Error(`Spine map ${id} does not exist`);
    return row;
  }

  /** Applies server-made operations (a refinement, a restore) to a map as a new revision. */
  async function writeOps(
    id: string,
    ops: (hlc: string, doc: MapDoc) => MapOp[],
    change: Omit<ChangeInfo, 'hlc'>,
  ): Promise<SpineMap> {
    return atomically(async () => {
      const row = await requireRow(id);
      const stored = toStored(row);
      const hlc = serverHlc(row.hlc);
      const at = new Date().toISOString();
      const applied = ops(hlc, stored.doc);
      const { doc } = applyOps(stored.doc, applied, { actorId: change.actorId, nowIso: at });
      return commit(row, { doc, ops: applied }, { ...change, hlc }, at);
    });
  }

  const repo = {
    ...createMapPulls(db),
    /**
     * Creates a map from its operations (or from a content, turned into operations). The id is
     * generated when missing; the share id always is. A claim token (for a map made for an anonymous
     * visitor) is stored hashed. Throws if the id exists, InvalidContentError if the content is invalid.
     */
    async create(input: {
      content?: object;
      ops?: readonly MapOp[];
      ownerId: string | null;
      id?: string;
      claimToken?: string;
      createdAt?: string;
      change?: Partial<ChangeInfo>;
    }): Promise<SpineMap> {
      const id = input.id ?? randomUUID();
      const now = new Date().toISOString();
      const hlc = input.change?.hlc ?? serverHlc(null);
      const ops = input.ops ?? opsForContent(toStoredContent(input.content ?? {}), hlc);
      const actorId = input.change?.actorId ?? input.ownerId;
      const { doc } = applyOps(emptyDoc(), ops, { actorId, nowIso: now });
      const { content, trash } = storableContent(doc);
      const shareId = newShareId();
      return atomically(async () => {
        const createdAt = input.createdAt ?? now;
        const seq = await nextSeq();
        const inserted = await insertMap.run({
          id,
          share_id: shareId,
          owner_id: input.ownerId,
          claim_token_hash: input.claimToken ? hashToken(input.claimToken) : null,
          rev: 1,
          seq,
          hlc,
          content: JSON.stringify(content),
          doc: JSON.stringify(doc),
          ...searchColumns(content),
          created_at: createdAt,
          updated_at: now,
          deleted_at: trash?.at ?? null,
        });
        if (inserted.changes === 0) throw new Error(`Spine map ${id} already exists`);
        if (input.ownerId !== null) await insertOwnerMember(id, input.ownerId, seq, now);
        const change = {
          actorId,
          reason: input.change?.reason ?? 'create',
          mutationId: input.change?.mutationId ?? null,
          hlc,
        };
        await recordRevision(id, 1, { doc, content, ops }, change, now);
        await announce(id, 1, seq, actorId);
        const row = {
          id,
          share_id: shareId,
          created_at: createdAt,
          updated_at: now,
          rev: 1,
          deleted_at: trash?.at ?? null,
        };
        // Its creator (perhaps an anonymous device) edits it next, by item: the registers come along.
        return { ...mapFrom({ ...row, owner_id: input.ownerId }, content), doc };
      });
    },

    /** A live map by id (null when unknown or in Trash). */
    async get(id: string): Promise<SpineMap | null> {
      const row = await byId.get(id);
      return row && row.deleted_at === null ? toMap(row) : null;
    },

    /**
     * A live map by its share id as the JSON the share page receives (the same object as `get`
     * returns), with what the read check needs. The stored content was validated
     * when written, so it is spliced in as text: the hottest public read never parses it.
     */
    async getShareJson(shareId: string): Promise<SharedMapJson | null> {
      // Nothing is kept on PostgreSQL, nor inside a transaction (the stamp counts its uncommitted
      // writes). Under steady writes lookups stop, as the stamp read would only add to every read.
      const plan = db.changeStampSql !== null && !db.inTransaction ? sharedJson.plan() : 'skip';
      let stamp: string | null = null;
      let row: ShareRow | undefined;
      if (plan === 'learn') {
        const stamped = await stampedShareRow.get(shareId);
        stamp = stamped?.stamp ?? null;
        row = stamped;
      } else {
        if (plan === 'ask') {
          // Read before the row, so a kept reply is never labelled newer than its data.
          stamp = await db.changeStamp();
          const kept = stamp === null ? undefined : sharedJson.get(shareId, stamp);
          if (kept) return kept;
        }
        row = await shareRowByShareId.get(shareId);
      }
      if (!row) return null;
      const bookkeeping = JSON.stringify(mapFrom(row, {} as SpineMapContent));
      const content = row.content.trim();
      // Content first, bookkeeping last: were a key ever in both, JSON.parse keeps the last, as the
      // spread in mapFrom does.
      const json = content === '{}' ? bookkeeping : `${content.slice(0, -1)},${bookkeeping.slice(1)}`;
      // The column's CHECK constraint allows only the three visibilities.
      const shared = { id: row.id, ownerId: row.owner_id, visibility: row.visibility as Visibility, json };
      if (stamp !== null) sharedJson.set(shareId, stamp, shared);
      return shared;
    },

    /** Any map by id, those in Trash included, with its registers, clock and seq: what sync applies to. */
    async getStored(id: string): Promise<StoredMap | null> {
      const row = await byId.get(id);
      return row ? toStored(row) : null;
    },

    /** @internal For sync: stores a map's next state as a new revision (see commit). */
    async commit(id: string, write: MapWrite, change: ChangeInfo, at?: string): Promise<SpineMap> {
      return db.change(async () => commit(await requireRow(id), write, change, at));
    },

    /**
     * Replaces a map's content (e.g. an applied refinement, a restored revision) as a new revision of
     * item operations: items keep their ids where the text says they are the same item. Visibility is
     * kept when the new content does not carry one. Permission checks are the caller's.
     */
    replaceContent(id: string, content: object, change: Omit<ChangeInfo, 'hlc'>): Promise<SpineMap> {
      return writeOps(
        id,
        (hlc, doc) =>
          contentEdits(doc, content as Record<string, unknown>, () => nanoid()).map((edit) =>
            stampEdit(doc, edit, hlc),
          ),
        change,
      );
    },

    /** Applies operations the server makes (a restored conflict) as a new revision. */
    writeOps,

    /**
     * Public maps plus the viewer's own, newest on the server first; search is a case-insensitive
     * substring match (`mapCatalogue.ts`).
     */
    list: catalogueList,

    /** Makes an ownerless map the user's when the token matches the one it was created with. */
    async claim(id: string, userId: string, claimToken: string): Promise<SpineMap | null> {
      return atomically(async () => {
        // Read inside the transaction: two devices claiming at once, one wins.
        const row = await byId.get(id);
        if (!row || row.owner_id !== null || !tokenMatches(claimToken, row.claim_token_hash)) return null;
        const seq = await nextSeq();
        const now = new Date().toISOString();
        await updateOwner.run(userId, seq, now, id);
        // An ownerless map has no members yet: the claimer is the first.
        await insertOwnerMember(id, userId, seq, now);
        await announce(id, row.rev, seq, userId);
        return toMap(await requireRow(id));
      });
    },

    /** Gives a map a new share id; links with the old one stop working. */
    async rotateShareId(id: string, actorId: string | null = null): Promise<SpineMap> {
      await requireRow(id);
      return atomically(async () => {
        const seq = await nextSeq();
        await updateShareId.run(newShareId(), seq, new Date().toISOString(), id);
        await touchMembers(id, seq);
        const map = toMap(await requireRow(id));
        await announce(id, map.rev, seq, actorId);
        return map;
      });
    },

    /**
     * Empties Trash of maps deleted before `cutoff` (ISO time): their content and history are
     * gone for good; the row stays so the members' devices are told. Returns the purged ids.
     */
    async purgeTrash(cutoff: string): Promise<string[]> {
      return db.change(async () => {
        const ids = await trashedBefore.all(cutoff);
        const now = new Date().toISOString();
        for (const id of ids) {
          const seq = await nextSeq();
          await purgeRow.run(seq, now, id);
          for (const statement of purgeHistory) await statement.run(id);
          await touchMembers(id, seq);
          await announce(id, 0, seq, null);
        }
        return ids;
      });
    },

    /** The latest change seq handed out. */
    currentSeq(): Promise<number> {
      return changeSeq.current();
    },

    /** The change seq of a map's latest write (0 when unknown): what a `changed` event carries. */
    async seqOf(id: string): Promise<number> {
      return (await seqStmt.get(id)) ?? 0;
    },

    /** Seeds the example library as public, ownerless maps; existing ids are left alone. */
    async seedExamples(): Promise<number> {
      let added = 0;
      await db.write(async () => {
        // Oldest first: the catalogue lists by insertion order, newest on the server first.
        const maps = EXAMPLE_MAPS.map(exampleToSpineMap).sort((a, b) =>
          a.createdAt.localeCompare(b.createdAt),
        );
        for (const map of maps) {
          const content = toStoredContent(map);
          // Ownerless maps are never pulled, so seeds take no change seq; their registers are derived when needed.
          const inserted = await insertMap.run({
            id: map.id,
            share_id: map.shareId,
            owner_id: null,
            claim_token_hash: null,
            rev: map.rev,
            seq: 0,
            hlc: serverHlc(null),
            content: JSON.stringify(content),
            doc: null,
            ...searchColumns(content),
            created_at: map.createdAt,
            updated_at: map.updatedAt,
            deleted_at: null,
          });
          if (inserted.changes === 0) continue;
          await insertRevision.run({
            map_id: map.id,
            rev: map.rev,
            content: JSON.stringify(content),
            doc: null,
            ops: null,
            hlc: serverHlc(null),
            actor_id: null,
            mutation_id: null,
            reason: 'seed',
            created_at: map.updatedAt,
          });
          added += 1;
        }
      });
      return added;
    },
  };
  return repo;
}

/** The spine maps repository (`app.repos.maps`). */
export type MapsRepository = ReturnType<typeof createMapsRepository>;
