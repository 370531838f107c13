import { normalisePhrase, words } from '../../text';
import { splitItemLine } from '../define';
import { BUSINESS_TOOLS } from './business';
import { OPERATIONS_TOOLS } from './operations';
import { PUBLIC_SECTOR_TOOLS } from './publicSector';
import { SOFTWARE_TOOLS } from './software';
import type { ToolGroup } from './types';
import { WORKPLACE_TOOLS } from './workplace';

export type { ToolGroup } from './types';

/** Every group of known tools, by area; names are unique except for readings limited to other domains. */
export const TOOL_GROUPS: readonly ToolGroup[] = [
  ...WORKPLACE_TOOLS,
  ...SOFTWARE_TOOLS,
  ...BUSINESS_TOOLS,
  ...PUBLIC_SECTOR_TOOLS,
  ...OPERATIONS_TOOLS,
];

/** A known tool: the name to display, what it does and the tags of practices it supports. */
export interface CatalogueTool {
  readonly name: string;
  readonly does: string;
  /** Tags of practices it supports, most specific first. */
  readonly tags: readonly string[];
  /** The domains this reading is limited to; unset for the reading that holds everywhere. */
  readonly only?: readonly string[];
  /** True for names that are everyday words ('Teams', 'Harvest'), which match only when written whole. */
  readonly wholeOnly: boolean;
}

/** Known tools by normalised name: one reading that holds everywhere and any limited to some domains. */
export const TOOL_CATALOGUE: ReadonlyMap<string, readonly CatalogueTool[]> = (() => {
  const map = new Map<string, CatalogueTool[]>();
  for (const group of TOOL_GROUPS) {
    for (const line of group.tools) {
      const { name, detail, tags } = splitItemLine(line);
      const key = normalisePhrase(name);
      const tool: CatalogueTool = {
        name,
        does: detail,
        tags,
        ...(group.only ? { only: group.domains } : {}),
        wholeOnly: group.whole === true,
      };
      map.set(key, [...(map.get(key) ?? []), tool]);
    }
  }
  return map;
})();

function reading(key: string, domainIds: readonly string[], whole: boolean): CatalogueTool | undefined {
  const readings = (TOOL_CATALOGUE.get(key) ?? []).filter((tool) => whole || !tool.wholeOnly);
  return (
    readings.find((tool) => tool.only?.some((id) => domainIds.includes(id))) ??
    readings.find((tool) => !tool.only)
  );
}

/**
 * The catalogue's reading of a tool the user named, for the domains on the map: the whole name,
 * else the longest known run of words at its start ('Bartec in-cab units') or end ('Adobe Premiere
 * Pro'). A reading limited to a domain on the map wins ('CAD' is dispatch in a control room).
 */
export function findTool(name: string, domainIds: readonly string[]): CatalogueTool | undefined {
  const list = words(name);
  const whole = reading(list.join(' '), domainIds, true);
  if (whole) return whole;
  for (let n = list.length - 1; n > 0; n -= 1) {
    const found =
      reading(list.slice(0, n).join(' '), domainIds, false) ??
      reading(list.slice(-n).join(' '), domainIds, false);
    if (found) return found;
  }
  return undefined;
}
