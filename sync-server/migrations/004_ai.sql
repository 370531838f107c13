-- AI: every generation and refinement with its prompt and raw response (spec §3 "Spine map history
-- entry", read by the admin dashboard), and the chat helper's sessions (spec §4).

CREATE TABLE spine_map_history (
  id                    TEXT PRIMARY KEY,
  type                  TEXT NOT NULL CHECK (type IN ('generation', 'refinement')),
  method                TEXT,               -- which provider answered (builtin, openai:model) or apply
  refinement_type       TEXT,               -- full, a section id, in-place or new-map
  timestamp             TEXT NOT NULL,
  title                 TEXT NOT NULL,
  session_id            TEXT,
  spine_map_id          TEXT NOT NULL,
  original_spine_map_id TEXT,
  prompt                TEXT NOT NULL,
  response              TEXT NOT NULL       -- JSON
) STRICT;
CREATE INDEX spine_map_history_timestamp ON spine_map_history (timestamp);
CREATE INDEX spine_map_history_map ON spine_map_history (spine_map_id);

-- A session id is a random UUID: knowing it is what grants access, as with a share link.
CREATE TABLE chat_sessions (
  id              TEXT PRIMARY KEY,
  messages        TEXT NOT NULL,            -- JSON array of {role, content}
  system_boundary TEXT,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL
) STRICT;
CREATE INDEX chat_sessions_updated ON chat_sessions (updated_at);
