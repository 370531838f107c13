import type { Template } from '../../schemas/template';
import { DELIVERY_TEMPLATES } from './delivery';
import { INSIGHT_TEMPLATES } from './insight';

// Seed data, one file per group of categories. Keep each entry self-contained so a workshop can
// copy it as a starting point without reading the others.

/** The built-in template library (spec §2 Templates), covering every category. */
export const TEMPLATES: readonly Template[] = [...DELIVERY_TEMPLATES, ...INSIGHT_TEMPLATES];
