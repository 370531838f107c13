-- Catalogue search on PostgreSQL (issue 19): SQLite's FTS5 trigram index has PostgreSQL's pg_trgm
-- as its counterpart. One expression index over the searched fields, joined by a unit separator
-- (chr(31)) so a search never matches across two fields; mapCatalogue.ts repeats the expression.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX spine_maps_search ON spine_maps USING gin (
  lower(title || chr(31) || system_boundary || chr(31) || coalesce(context, '') || chr(31) || coalesce(industry, ''))
  gin_trgm_ops
);
