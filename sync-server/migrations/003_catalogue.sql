-- The catalogue: templates and archetype guides, seeded from shared/content at every start
-- (upsert by id, so content updates reach existing databases), with FTS5 trigram indexes for the
-- spec §5 case-insensitive substring search. Rows hold the entity as JSON (`data`); the columns
-- after it copy what search, ordering and counters need.

-- num is the stable integer key the FTS index points at (a TEXT primary key's rowid may change on VACUUM).
-- use_cases joins the template's use cases with a newline; the repository re-checks matches with
-- the shared rule, so a phrase can never match across two use cases.
CREATE TABLE templates (
  num         INTEGER PRIMARY KEY,
  id          TEXT NOT NULL UNIQUE,
  position    INTEGER NOT NULL,                -- order in the bundled content
  data        TEXT NOT NULL,                   -- the Template as JSON
  name        TEXT NOT NULL,
  description TEXT NOT NULL,
  category    TEXT NOT NULL,
  use_cases   TEXT NOT NULL,
  is_popular  INTEGER NOT NULL CHECK (is_popular IN (0, 1)),
  uses        INTEGER NOT NULL DEFAULT 0,      -- maps created from it (counters survive reseeds)
  views       INTEGER NOT NULL DEFAULT 0,
  last_used   TEXT,
  updated_at  TEXT NOT NULL
) STRICT;
CREATE INDEX templates_category ON templates (category, position);

CREATE VIRTUAL TABLE templates_fts USING fts5 (
  name, description, category, use_cases,
  content = 'templates', content_rowid = 'num', tokenize = 'trigram'
);
CREATE TRIGGER templates_fts_insert AFTER INSERT ON templates BEGIN
  INSERT INTO templates_fts (rowid, name, description, category, use_cases)
  VALUES (new.num, new.name, new.description, new.category, new.use_cases);
END;
CREATE TRIGGER templates_fts_delete AFTER DELETE ON templates BEGIN
  INSERT INTO templates_fts (templates_fts, rowid, name, description, category, use_cases)
  VALUES ('delete', old.num, old.name, old.description, old.category, old.use_cases);
END;
CREATE TRIGGER templates_fts_update AFTER UPDATE OF name, description, category, use_cases ON templates BEGIN
  INSERT INTO templates_fts (templates_fts, rowid, name, description, category, use_cases)
  VALUES ('delete', old.num, old.name, old.description, old.category, old.use_cases);
  INSERT INTO templates_fts (rowid, name, description, category, use_cases)
  VALUES (new.num, new.name, new.description, new.category, new.use_cases);
END;

-- html_content is stored sanitised (allow-list) and sanitised again when served.
CREATE TABLE archetypes (
  num          INTEGER PRIMARY KEY,
  id           TEXT NOT NULL UNIQUE,
  position     INTEGER NOT NULL,
  title        TEXT NOT NULL,
  description  TEXT NOT NULL,
  date         TEXT NOT NULL,
  author       TEXT NOT NULL,
  tags         TEXT NOT NULL,                  -- JSON array
  tags_text    TEXT NOT NULL,                  -- tags joined by newlines, for search
  html_content TEXT NOT NULL,
  updated_at   TEXT NOT NULL
) STRICT;

CREATE VIRTUAL TABLE archetypes_fts USING fts5 (
  title, description, tags_text,
  content = 'archetypes', content_rowid = 'num', tokenize = 'trigram'
);
CREATE TRIGGER archetypes_fts_insert AFTER INSERT ON archetypes BEGIN
  INSERT INTO archetypes_fts (rowid, title, description, tags_text)
  VALUES (new.num, new.title, new.description, new.tags_text);
END;
CREATE TRIGGER archetypes_fts_delete AFTER DELETE ON archetypes BEGIN
  INSERT INTO archetypes_fts (archetypes_fts, rowid, title, description, tags_text)
  VALUES ('delete', old.num, old.title, old.description, old.tags_text);
END;
CREATE TRIGGER archetypes_fts_update AFTER UPDATE OF title, description, tags_text ON archetypes BEGIN
  INSERT INTO archetypes_fts (archetypes_fts, rowid, title, description, tags_text)
  VALUES ('delete', old.num, old.title, old.description, old.tags_text);
  INSERT INTO archetypes_fts (rowid, title, description, tags_text)
  VALUES (new.num, new.title, new.description, new.tags_text);
END;
