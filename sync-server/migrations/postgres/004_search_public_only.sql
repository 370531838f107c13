-- The catalogue's trigram index covers only what the public catalogue searches (issue 19). Every
-- map write moves the row's change seq, so no update of spine_maps is HOT and each one also added
-- the map's trigrams to this GIN index (and whichever write filled its pending list flushed it,
-- while holding the change counter). Team maps are written all day and searched only by their
-- owner, whose own maps are few: that side of the search walks the owner index.
DROP INDEX spine_maps_search;
CREATE INDEX spine_maps_search ON spine_maps USING gin (
  lower(title || chr(31) || system_boundary || chr(31) || coalesce(context, '') || chr(31) || coalesce(industry, ''))
  gin_trgm_ops
) WHERE visibility = 'public' AND deleted_at IS NULL;
