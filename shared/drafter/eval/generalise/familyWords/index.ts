import { INDUSTRY_WORDS } from './industry';
import { LIFE_AND_COMMUNITY_WORDS } from './lifeAndCommunity';
import { PUBLIC_AND_CARE_WORDS } from './publicAndCare';
import { SERVICES_WORDS } from './services';
import type { FamilyWords } from './types';

export type { FamilyWords } from './types';

/** Subject and tell words per family id, one file per group of ISIC sections. */
export const FAMILY_WORDS: Readonly<Record<string, FamilyWords>> = {
  ...INDUSTRY_WORDS,
  ...SERVICES_WORDS,
  ...PUBLIC_AND_CARE_WORDS,
  ...LIFE_AND_COMMUNITY_WORDS,
};
