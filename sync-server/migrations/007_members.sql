-- Teams on a map (issue 10): members with roles, invite links, and the removals sync must report.
-- A member row's seq is the change seq of the membership's last change (join, role change), so a
-- pull sees a map it was just given even when the map itself has not changed since the cursor.

CREATE TABLE map_members (
  map_id     TEXT NOT NULL REFERENCES spine_maps (id),
  user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role       TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
  seq        INTEGER NOT NULL,
  added_by   TEXT,                              -- who invited or promoted; null for the creator
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (map_id, user_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX map_members_user ON map_members (user_id, seq);

-- Every existing map keeps working: its owner becomes its first member.
INSERT INTO map_members (map_id, user_id, role, seq, added_by, created_at, updated_at)
SELECT id, owner_id, 'owner', seq, NULL, created_at, updated_at FROM spine_maps WHERE owner_id IS NOT NULL;

-- Members removed from a map (or who left it): the next pull tells their devices to let it go.
-- A member who joins again loses the row.
CREATE TABLE map_removals (
  map_id     TEXT NOT NULL REFERENCES spine_maps (id),
  user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seq        INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (map_id, user_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX map_removals_user ON map_removals (user_id, seq);

-- Invite links: the secret (≥ 128 bits) is in the link only; the database keeps its SHA-256.
CREATE TABLE map_invites (
  id         TEXT PRIMARY KEY,
  map_id     TEXT NOT NULL REFERENCES spine_maps (id),
  token_hash TEXT NOT NULL UNIQUE,
  role       TEXT NOT NULL CHECK (role IN ('editor', 'viewer')),
  created_by TEXT NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL,
  revoked_at TEXT
) STRICT;
CREATE INDEX map_invites_map ON map_invites (map_id);

-- A kept conflict names both authors: who wrote the value that was kept and who wrote the one that lost.
ALTER TABLE conflicts ADD COLUMN kept_actor_id TEXT;
ALTER TABLE conflicts ADD COLUMN lost_actor_id TEXT;
