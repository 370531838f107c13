-- Sync protocol 2 (issue 15): a map keeps its registers (`doc`: fields and items with ids, each
-- with the clock of its last write), revisions keep the operations they applied with a snapshot
-- of the registers now and then instead of a full copy each, deleted maps go to a Trash for 30
-- days, and conflicts can name an item (including a removal that lost to an edit).

-- NULL doc: stored before protocol 2; the repository derives it from `content` (shared/sync/legacy.ts).
ALTER TABLE spine_maps ADD COLUMN doc TEXT;
-- Trash: deleted_at (existing) is when the map went to Trash; who did it, and at which revision.
ALTER TABLE spine_maps ADD COLUMN deleted_by TEXT;
ALTER TABLE spine_maps ADD COLUMN deleted_rev INTEGER;
-- When a map left Trash for good (30 days later): its content and history are gone, a tombstone stays
-- so devices that still hold it are told.
ALTER TABLE spine_maps ADD COLUMN purged_at TEXT;
-- The latest thing its members should hear of (shared/schemas/sync.ts mapNoticeSchema), as JSON.
ALTER TABLE spine_maps ADD COLUMN notice TEXT;
-- Maps deleted before Trash existed are in Trash now, restorable for 30 days from today.
UPDATE spine_maps SET deleted_rev = rev, deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE deleted_at IS NOT NULL;

-- Revisions: `content` is the map as shown (every revision before protocol 2; now with each
-- snapshot), `doc` a snapshot of the registers, `ops` the operations this revision applied.
CREATE TABLE revisions_v2 (
  map_id      TEXT NOT NULL REFERENCES spine_maps (id),
  rev         INTEGER NOT NULL,
  content     TEXT,
  doc         TEXT,
  ops         TEXT,
  hlc         TEXT NOT NULL,
  actor_id    TEXT,
  mutation_id TEXT,
  reason      TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  PRIMARY KEY (map_id, rev)
) STRICT;
INSERT INTO revisions_v2 (map_id, rev, content, doc, ops, hlc, actor_id, mutation_id, reason, created_at)
  SELECT map_id, rev, content, NULL, NULL, hlc, actor_id, mutation_id, reason, created_at FROM revisions;
DROP TABLE revisions;
ALTER TABLE revisions_v2 RENAME TO revisions;

CREATE TABLE conflicts_v2 (
  id            INTEGER PRIMARY KEY,
  map_id        TEXT NOT NULL REFERENCES spine_maps (id),
  rev           INTEGER NOT NULL,
  field         TEXT NOT NULL,
  kind          TEXT NOT NULL CHECK (kind IN ('field', 'item', 'removal')),
  item_id       TEXT,
  kept_value    TEXT,
  lost_value    TEXT,
  kept_hlc      TEXT NOT NULL,
  lost_hlc      TEXT NOT NULL,
  created_at    TEXT NOT NULL,
  resolved_at   TEXT,
  kept_actor_id TEXT,
  lost_actor_id TEXT
) STRICT;
INSERT INTO conflicts_v2 (id, map_id, rev, field, kind, item_id, kept_value, lost_value, kept_hlc, lost_hlc,
    created_at, resolved_at, kept_actor_id, lost_actor_id)
  SELECT id, map_id, rev, field, kind, NULL, kept_value, lost_value, kept_hlc, lost_hlc,
    created_at, resolved_at, kept_actor_id, lost_actor_id FROM conflicts;
DROP TABLE conflicts;
ALTER TABLE conflicts_v2 RENAME TO conflicts;
CREATE INDEX conflicts_map ON conflicts (map_id, id);
-- Trash is emptied by age.
CREATE INDEX spine_maps_trash ON spine_maps (deleted_at) WHERE deleted_at IS NOT NULL AND purged_at IS NULL;
