import { describe, expect, it } from 'vitest';
import { splitItemLine } from '../define';
import { DOMAINS, GENERIC_DOMAIN, SIGNALS } from '../index';
import { findTool, TOOL_CATALOGUE, TOOL_GROUPS } from './index';

const DOMAIN_BY_ID = new Map(DOMAINS.map((domain) => [domain.id, domain]));
// Generic and signal practices can be drafted onto any map, so their tags count for every group.
const EVERYWHERE = new Set(
  [GENERIC_DOMAIN, ...SIGNALS].flatMap((source) => source.items.practices.flatMap((item) => item.tags)),
);

describe('the tool catalogue', () => {
  it('names only known domains and gives every tool a short plain clause', () => {
    for (const group of TOOL_GROUPS) {
      for (const id of group.domains) expect(DOMAIN_BY_ID.has(id), id).toBe(true);
      for (const { name, detail: does } of group.tools.map(splitItemLine)) {
        expect(does, name).toMatch(/^[a-z]/);
        expect(does, name).not.toMatch(/[.;:]$/);
        expect(does.length, name).toBeLessThanOrEqual(90);
      }
    }
  });

  it('tags each tool only with tags that practices of its domains carry', () => {
    for (const group of TOOL_GROUPS) {
      const carried = new Set([
        ...EVERYWHERE,
        ...group.domains.flatMap(
          (id) => DOMAIN_BY_ID.get(id)?.items.practices.flatMap((item) => item.tags) ?? [],
        ),
      ]);
      for (const { name, tags } of group.tools.map(splitItemLine)) {
        expect(tags.length, name).toBeGreaterThan(0);
        for (const tag of tags) expect(carried.has(tag), `${name} #${tag}`).toBe(true);
      }
    }
  });

  it('holds each name once everywhere and at most once more for each domain it is limited to', () => {
    for (const [key, readings] of TOOL_CATALOGUE) {
      expect(readings.filter((tool) => !tool.only).length, key).toBeLessThanOrEqual(1);
      const limited = readings.flatMap((tool) => tool.only ?? []);
      expect(new Set(limited).size, key).toBe(limited.length);
    }
  });
});

describe('findTool', () => {
  it('finds a name whatever its case or plural', () => {
    expect(findTool('ACCURX', [])?.name).toBe('accuRx');
    expect(findTool('bleeps', [])?.name).toBe('Bleep');
  });

  it('finds a known name at the start or end of a longer one, longest first', () => {
    expect(findTool('Bartec in-cab units', [])?.name).toBe('Bartec');
    expect(findTool('EMIS Web', [])?.name).toBe('EMIS');
    expect(findTool('Adobe Premiere Pro', [])?.name).toBe('Premiere Pro');
    expect(findTool('GitHub Actions workflows', [])?.name).toBe('GitHub Actions');
    expect(findTool('Loft ladder', [])).toBeUndefined();
  });

  it('matches an everyday-word name only when it is the whole name', () => {
    expect(findTool('Teams', [])?.name).toBe('Teams');
    expect(findTool('Team noticeboard', [])).toBeUndefined();
    expect(findTool('Harvest festival rota', [])).toBeUndefined();
  });

  it('prefers the reading of a domain on the map and keeps limited readings to their domains', () => {
    expect(findTool('CAD', ['emergencyServices'])?.does).toMatch(/call/);
    expect(findTool('CAD', ['construction'])?.does).toMatch(/draws/);
    expect(findTool('Float', ['finance'])?.does).toMatch(/cash/);
    expect(findTool('Float', ['creativeAgency'])?.does).toMatch(/schedules/);
    expect(findTool('Confirm', ['publicServices'])?.name).toBe('Confirm');
    expect(findTool('Confirm', ['software'])).toBeUndefined();
  });
});
