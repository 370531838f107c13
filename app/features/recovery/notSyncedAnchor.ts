/** The element id of the "Not synced" list on My maps, where the sync indicator leads. */
export const NOT_SYNCED_ANCHOR = 'not-synced';
