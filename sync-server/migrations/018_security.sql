-- Issue 18 (security findings). Numbered 018 after the issue, so it never collides with the sync
-- rewrite's migrations; it only adds, so it runs correctly before or after them.

-- Invite links: the change seq at which the link's current secret was issued (made or renewed).
ALTER TABLE map_invites ADD COLUMN issued_seq INTEGER NOT NULL DEFAULT 0;

-- People the owner removed from a map or demoted: a link issued at or before `seq` can neither
-- bring them back nor raise their role again.
CREATE TABLE map_member_bars (
  map_id     TEXT NOT NULL REFERENCES spine_maps (id),
  user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seq        INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (map_id, user_id)
) STRICT, WITHOUT ROWID;

-- A chat session belongs to the device that started it (the SHA-256 of its device cookie).
-- Sessions from before had no owner and could be read by anyone with the id: they go.
DELETE FROM chat_sessions;
ALTER TABLE chat_sessions ADD COLUMN device_hash TEXT NOT NULL DEFAULT '';

-- One-time password reset links an admin issues (no e-mail needed). Only the SHA-256 of the
-- link's secret is kept; a link works once, until it expires.
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at    TEXT
) STRICT;
CREATE INDEX password_resets_user ON password_resets (user_id);

-- Maps made for anonymous visitors are pruned by age unless claimed.
CREATE INDEX spine_maps_ownerless ON spine_maps (created_at) WHERE owner_id IS NULL;
