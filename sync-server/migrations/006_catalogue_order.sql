-- The catalogue lists newest first by server insertion order (num) and reads public maps and the
-- caller's own maps as two index-ordered scans, so a page stops after its rows instead of sorting
-- every public map. Both indexes end in the rowid (num), which gives the order for free.
DROP INDEX spine_maps_listed;
CREATE INDEX spine_maps_public ON spine_maps (visibility) WHERE deleted_at IS NULL;
CREATE INDEX spine_maps_owner ON spine_maps (owner_id) WHERE deleted_at IS NULL;
