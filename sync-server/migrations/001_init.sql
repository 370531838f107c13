-- Key/value facts about this database itself (when it was created, by which version).
-- Feature tables arrive in their own numbered migrations.
CREATE TABLE app_meta (
  key        TEXT PRIMARY KEY,
  value      TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
