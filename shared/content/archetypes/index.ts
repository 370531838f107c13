import type { Archetype } from '../../schemas/archetype';
import { AGILE_MANIFESTO } from './agileManifesto';
import { CONSULTING_ENGAGEMENT } from './consultingEngagement';
import { DEVOPS } from './devops';
import { EXTREME_PROGRAMMING } from './extremeProgramming';
import { ITIL_SERVICE_SUPPORT } from './itilServiceSupport';
import { KANBAN } from './kanban';
import { LEAN } from './lean';
import { LEAN_STARTUP } from './leanStartup';
import { LESS } from './less';
import { OKRS } from './okrs';
import { PRODUCT_DISCOVERY } from './productDiscovery';
import { RESEARCH_LAB } from './researchLab';
import { SCRUM } from './scrum';

export { ARCHETYPE_AUTHOR, ARCHETYPE_SECTION_HEADINGS } from './sections';

/** Every built-in archetype guide (spec §2 Archetypes), in the order the list shows them. */
export const ARCHETYPES: readonly Archetype[] = [
  SCRUM,
  KANBAN,
  EXTREME_PROGRAMMING,
  LEAN,
  DEVOPS,
  LEAN_STARTUP,
  OKRS,
  ITIL_SERVICE_SUPPORT,
  CONSULTING_ENGAGEMENT,
  RESEARCH_LAB,
  PRODUCT_DISCOVERY,
  AGILE_MANIFESTO,
  LESS,
];

/** Looks an archetype up by id; undefined when there is none, so the detail page can show its not-found state. */
export function archetypeById(id: string): Archetype | undefined {
  return ARCHETYPES.find((archetype) => archetype.id === id);
}
