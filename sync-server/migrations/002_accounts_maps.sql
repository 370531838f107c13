-- Accounts, sessions, spine maps with their full history, and the sync bookkeeping (design §5, §7).
-- Times are ISO-8601 UTC text; JSON columns hold text parsed by the repositories.

CREATE TABLE users (
  id            TEXT PRIMARY KEY,
  email         TEXT NOT NULL UNIQUE,          -- trimmed, lower-cased
  password_hash TEXT NOT NULL,                 -- scrypt$N$r$p$salt$hash
  created_at    TEXT NOT NULL
) STRICT;

-- id is the SHA-256 (hex) of the cookie's 256-bit token: a leaked database cannot log anyone in.
CREATE TABLE sessions (
  id         TEXT PRIMARY KEY,
  user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_seen  TEXT NOT NULL
) STRICT;
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

-- The global change sequence: every accepted change to a map takes the next value, and pulls
-- page through maps by it. One row, so it is read and bumped inside the writing transaction.
CREATE TABLE change_seq (
  id    INTEGER PRIMARY KEY CHECK (id = 1),
  value INTEGER NOT NULL
) STRICT;
INSERT INTO change_seq (id, value) VALUES (1, 0);

-- num is the stable integer key the FTS index points at (a TEXT primary key's rowid may change on
-- VACUUM). content is the map's content as JSON, unknown fields included; the columns after it
-- copy the searchable and filterable fields so queries need no JSON functions.
CREATE TABLE spine_maps (
  num              INTEGER PRIMARY KEY,
  id               TEXT NOT NULL UNIQUE,
  share_id         TEXT NOT NULL UNIQUE,
  owner_id         TEXT REFERENCES users (id),
  claim_token_hash TEXT,
  visibility       TEXT NOT NULL CHECK (visibility IN ('private', 'unlisted', 'public')),
  rev              INTEGER NOT NULL,
  seq              INTEGER NOT NULL,
  hlc              TEXT NOT NULL,               -- clock of the latest revision, for merges
  content          TEXT NOT NULL,
  title            TEXT NOT NULL,
  system_boundary  TEXT NOT NULL,
  context          TEXT,
  industry         TEXT,
  team_size        TEXT,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL,
  deleted_at       TEXT
) STRICT;
CREATE INDEX spine_maps_owner_seq ON spine_maps (owner_id, seq);
CREATE INDEX spine_maps_seq ON spine_maps (seq);
CREATE INDEX spine_maps_listed ON spine_maps (visibility, created_at) WHERE deleted_at IS NULL;

-- Case-insensitive substring search (spec §5) over the catalogue's fields, fast at 100k rows.
CREATE VIRTUAL TABLE spine_maps_fts USING fts5 (
  title, system_boundary, context, industry,
  content = 'spine_maps', content_rowid = 'num', tokenize = 'trigram'
);
CREATE TRIGGER spine_maps_fts_insert AFTER INSERT ON spine_maps BEGIN
  INSERT INTO spine_maps_fts (rowid, title, system_boundary, context, industry)
  VALUES (new.num, new.title, new.system_boundary, new.context, new.industry);
END;
CREATE TRIGGER spine_maps_fts_delete AFTER DELETE ON spine_maps BEGIN
  INSERT INTO spine_maps_fts (spine_maps_fts, rowid, title, system_boundary, context, industry)
  VALUES ('delete', old.num, old.title, old.system_boundary, old.context, old.industry);
END;
CREATE TRIGGER spine_maps_fts_update AFTER UPDATE OF title, system_boundary, context, industry ON spine_maps BEGIN
  INSERT INTO spine_maps_fts (spine_maps_fts, rowid, title, system_boundary, context, industry)
  VALUES ('delete', old.num, old.title, old.system_boundary, old.context, old.industry);
  INSERT INTO spine_maps_fts (rowid, title, system_boundary, context, industry)
  VALUES (new.num, new.title, new.system_boundary, new.context, new.industry);
END;

-- Every accepted change keeps the whole content, so nothing is ever lost and any revision restores.
CREATE TABLE revisions (
  map_id      TEXT NOT NULL REFERENCES spine_maps (id),
  rev         INTEGER NOT NULL,
  content     TEXT NOT NULL,
  hlc         TEXT NOT NULL,
  actor_id    TEXT,                             -- null: the server (seed) or an anonymous creator
  mutation_id TEXT,
  reason      TEXT NOT NULL,                    -- create, edit, merge, delete, restore, claim, …
  created_at  TEXT NOT NULL,
  PRIMARY KEY (map_id, rev)
) STRICT;

-- Seen mutation ids and their results: a retried push answers 'duplicate' and changes nothing.
CREATE TABLE mutations (
  mutation_id TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL,
  map_id      TEXT NOT NULL,
  result      TEXT NOT NULL,
  created_at  TEXT NOT NULL
) STRICT;

-- Values that lost a merge (later clock won), restorable from the map's history.
CREATE TABLE conflicts (
  id          INTEGER PRIMARY KEY,
  map_id      TEXT NOT NULL REFERENCES spine_maps (id),
  rev         INTEGER NOT NULL,                 -- the revision the merge produced
  field       TEXT NOT NULL,
  kind        TEXT NOT NULL CHECK (kind IN ('field', 'item')),
  kept_value  TEXT,                             -- JSON; null when absent
  lost_value  TEXT,
  kept_hlc    TEXT NOT NULL,
  lost_hlc    TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  resolved_at TEXT
) STRICT;
CREATE INDEX conflicts_map ON conflicts (map_id, id);

-- Named points in a map's history ("before the workshop").
CREATE TABLE snapshots (
  id         INTEGER PRIMARY KEY,
  map_id     TEXT NOT NULL REFERENCES spine_maps (id),
  rev        INTEGER NOT NULL,
  name       TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX snapshots_map ON snapshots (map_id, id);
