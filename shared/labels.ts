/** Template categories named in spec §3. */
export const CATEGORIES = ['Engineering', 'Marketing', 'Support', 'Analytics', 'Product', 'Consulting'] as const;

/** Industries named in spec §3. */
export const INDUSTRIES = [
  'Technology',
  'Water Utility',
  'Sales',
  'Healthcare',
  'Product',
  'Success',
  'Consulting',
  'Retail',
] as const;

/** Team sizes named in spec §3. */
export const TEAM_SIZES = ['Small Team', 'Medium Team', 'Large Team'] as const;

/** Archetype filter chips of spec §2 (All is the absence of a filter). */
export const ARCHETYPE_CHIPS = ['Software Development', 'Consulting', 'Product Management', 'Research', 'Support'] as const;
