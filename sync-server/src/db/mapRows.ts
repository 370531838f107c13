import type { MapDoc } from '../../../shared/schemas/mapDoc';
import { spineMapContentSchema, type SpineMap, type SpineMapContent } from '../../../shared/schemas/spineMap';
import type { MapNotice } from '../../../shared/schemas/sync';
import { isContentKey } from '../../../shared/sync/content';
import { legacyDoc, legacyHlc } from '../../../shared/sync/legacy';

// How a `spine_maps` row becomes a map and back: shared by the maps repository and its catalogue.

/** A `spine_maps` row as SQLite returns it. */
export interface MapRow {
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
  doc: string | null;
  deleted_by: string | null;
  deleted_rev: number | null;
  purged_at: string | null;
  notice: string | null;
}

/**
 * A map plus what only the server knows about it: its registers, the clock of its latest
 * revision, its change seq, and its Trash state.
 */
export interface StoredMap {
  map: SpineMap;
  doc: MapDoc;
  hlc: string;
  seq: number;
  hasClaimToken: boolean;
  /** The revision that moved it to Trash (null when not in Trash). */
  deletedRev: number | null;
  deletedBy: string | null;
  /** Set once Trash was emptied of it: nothing is left but its id. */
  purgedAt: string | null;
  notice: MapNotice | null;
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

/** Every column of a map row, from the alias `m`. */
export const MAP_COLUMNS =
  'm.num, m.id, m.share_id, m.owner_id, m.claim_token_hash, m.visibility, m.rev, m.seq, m.hlc, m.content, m.title, m.system_boundary, m.context, m.industry, m.created_at, m.updated_at, m.deleted_at, m.doc, m.deleted_by, m.deleted_rev, m.purged_at, m.notice';

const looseContentSchema = spineMapContentSchema.loose();

/** Keeps content keys only (known and unknown), validated and trimmed; bookkeeping lives in columns. */
export function toStoredContent(content: object): SpineMapContent {
  const parsed = looseContentSchema.parse(content) as Record<string, unknown>;
  for (const key of Object.keys(parsed)) if (!isContentKey(key)) delete parsed[key];
  return parsed as SpineMapContent;
}

/** The map a row holds. */
export function toMap(row: MapRow): SpineMap {
  return mapFrom(row, JSON.parse(row.content) as SpineMapContent);
}

/** The map of a row whose content is already parsed (or just written). */
export function mapFrom(
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

/** A row's registers; a map stored before protocol 2 gets them derived from its content. */
export function docOf(row: Pick<MapRow, 'id' | 'doc' | 'content' | 'rev' | 'deleted_at' | 'deleted_by'>): MapDoc {
  if (row.doc !== null) return JSON.parse(row.doc) as MapDoc;
  const doc = legacyDoc(row.id, JSON.parse(row.content) as Record<string, unknown>, row.rev);
  if (row.deleted_at !== null) doc.trash = { value: { at: row.deleted_at, by: row.deleted_by }, hlc: legacyHlc(row.rev) };
  return doc;
}

/** A row as sync sees it: the map with its registers, clock, seq, Trash state and whether a claim token waits. */
export function toStored(row: MapRow): StoredMap {
  return {
    map: toMap(row),
    doc: docOf(row),
    hlc: row.hlc,
    seq: row.seq,
    hasClaimToken: row.claim_token_hash !== null,
    deletedRev: row.deleted_rev,
    deletedBy: row.deleted_by,
    purgedAt: row.purged_at,
    notice: row.notice === null ? null : (JSON.parse(row.notice) as MapNotice),
  };
}

/** Columns copied out of the content for search and filters. */
export function searchColumns(content: SpineMapContent) {
  return {
    title: content.title,
    system_boundary: content.systemBoundary,
    context: content.context ?? null,
    industry: content.industry ?? null,
    team_size: content.teamSize ?? null,
    visibility: content.visibility,
  };
}
