import type { MapDoc, TrashInfo } from '../../../shared/schemas/mapDoc';
import type { MapOp } from '../../../shared/schemas/mapOps';
import type { SpineMap, SpineMapContent } from '../../../shared/schemas/spineMap';
import { compareHlc } from '../../../shared/sync/hlc';
import type { MapWrite } from './mapsRepository';
import { mapFrom, searchColumns, type ChangeInfo, type MapRow } from './mapRows';

// What one map write stores, computed without touching the database: the maps repository's
// commit runs it statement by statement, the set-based push (pushBatch.ts) for a whole batch.

/** Every this many revisions, a revision also stores the whole registers, so history replays stay short. */
export const SNAPSHOT_EVERY = 20;

/** The `revisions` row of one write. */
export interface RevisionInsert {
  map_id: string;
  rev: number;
  content: string | null;
  doc: string | null;
  ops: string;
  hlc: string;
  actor_id: string | null;
  mutation_id: string | null;
  reason: string;
  created_at: string;
}

/** The revision row of `rev`: its operations, and every SNAPSHOT_EVERY the whole registers and content. */
export function revisionRow(
  mapId: string,
  rev: number,
  write: { doc: MapDoc; content: SpineMapContent; ops: readonly MapOp[] },
  change: ChangeInfo & { hlc: string },
  at: string,
): RevisionInsert {
  const snapshot = rev === 1 || rev % SNAPSHOT_EVERY === 0;
  return {
    map_id: mapId,
    rev,
    content: snapshot ? JSON.stringify(write.content) : null,
    doc: snapshot ? JSON.stringify(write.doc) : null,
    ops: JSON.stringify(write.ops),
    hlc: change.hlc,
    actor_id: change.actorId,
    mutation_id: change.mutationId ?? null,
    reason: change.reason,
    created_at: at,
  };
}

/** A write's next row, its revision, whether the search columns changed, and the map it shows. */
export interface MapStep {
  /** The row after the write (every column; `updateState`/`updateSearch` take their subsets). */
  row: MapRow;
  searchChanged: boolean;
  revision: RevisionInsert;
  map: SpineMap;
}

/**
 * The next state of `row` after `write`, as revision `row.rev + 1` with change seq `seq`.
 * `content` and `trash` are what the new registers show (storableContent, already validated).
 */
export function nextMapStep(
  row: MapRow,
  write: MapWrite,
  stored: { content: SpineMapContent; trash: TrashInfo | null },
  change: ChangeInfo & { hlc: string },
  at: string,
  seq: number,
): MapStep {
  const { content, trash } = stored;
  const rev = row.rev + 1;
  const wasTrashed = row.deleted_at !== null;
  const next: MapRow = {
    ...row,
    rev,
    seq,
    // The map's clock is its latest write's; an older clock arriving in a merge never rewinds it.
    hlc: compareHlc(change.hlc, row.hlc) > 0 ? change.hlc : row.hlc,
    content: JSON.stringify(content),
    doc: JSON.stringify(write.doc),
    ...searchColumns(content),
    updated_at: at,
    deleted_at: trash ? (wasTrashed ? row.deleted_at : trash.at) : null,
    deleted_by: trash ? (wasTrashed ? row.deleted_by : trash.by) : null,
    deleted_rev: trash ? (wasTrashed ? row.deleted_rev : rev) : null,
    notice:
      write.notice === undefined ? row.notice : write.notice === null ? null : JSON.stringify(write.notice),
  };
  return {
    row: next,
    searchChanged:
      next.title !== row.title ||
      next.system_boundary !== row.system_boundary ||
      next.context !== row.context ||
      next.industry !== row.industry,
    revision: revisionRow(row.id, rev, { doc: write.doc, content, ops: write.ops }, change, at),
    // The writer may go on editing by item, so the registers come along (never to non-members).
    map: { ...mapFrom(next, content), doc: write.doc },
  };
}
