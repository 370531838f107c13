import { describe, expect, it } from 'vitest';
import { exportMarkdown, importMarkdown, markdownFileName } from '../../../shared/markdown';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import { backupFileName, exportBackup, parseBackup } from './backup';
import { mapText } from './mapText';
import { renderSpineSvg, wrapText } from './spineImage';

const map: SpineMap = {
  id: 'map-1',
  shareId: '',
  title: 'Support & "desk" <v2>',
  systemBoundary: 'Our support team',
  needs: 'Customers get unstuck',
  values: ['Speed: answer within an hour'],
  principles: [],
  practices: ['Triage - every morning'],
  tools: [],
  industry: 'Retail',
  visibility: 'private',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
  ownerId: null,
  rev: 0,
  deletedAt: null,
};

describe('JSON backup', () => {
  it('round-trips every map with its content', () => {
    const parsed = parseBackup(exportBackup([map]));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.maps).toHaveLength(1);
    expect(parsed.maps[0]?.map).toEqual(map);
    expect(parsed.maps[0]?.content).toMatchObject({
      title: map.title,
      visibility: 'private',
      industry: 'Retail',
    });
  });

  it('names one map after its title and several by date', () => {
    expect(backupFileName([map])).toBe('support____desk___v2__spine_map.json');
    expect(backupFileName([map, map], new Date('2025-03-04T10:00:00Z'))).toBe('spine_maps_2025-03-04.json');
  });

  it('refuses non-JSON, other JSON and damaged backups with a clear reason', () => {
    expect(parseBackup('not json')).toEqual({ ok: false, error: 'This file is not valid JSON.' });
    expect(parseBackup('{"hello":1}')).toEqual({
      ok: false,
      error: 'This file is not a Spine Explorer maps backup.',
    });
    const damaged = JSON.parse(exportBackup([map])) as { maps: Record<string, unknown>[] };
    damaged.maps[0]!.title = '';
    const result = parseBackup(JSON.stringify(damaged));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^The backup is damaged — maps\.0\.title: /);
  });

  it('skips deleted maps', () => {
    const parsed = parseBackup(exportBackup([{ ...map, deletedAt: '2025-01-03T00:00:00.000Z' }]));
    expect(parsed).toEqual({ ok: true, maps: [] });
  });
});

describe('markdown export of a map', () => {
  it('uses the spec file name and reads back to the same map', () => {
    expect(markdownFileName(map.title)).toBe('support____desk___v2__spine_map.md');
    const text = mapText(map);
    expect(importMarkdown(exportMarkdown(text, new Date(2025, 0, 5)))).toEqual({ ok: true, map: text });
  });
});

describe('spine image', () => {
  it('renders every level and escapes the text', () => {
    const svg = renderSpineSvg(mapText(map));
    expect(svg.startsWith('<svg')).toBe(true);
    for (const title of ['Needs', 'Values', 'Principles', 'Practices', 'Tools'])
      expect(svg).toContain(`>${title}</text>`);
    expect(svg).toContain('Support &#38; &#34;desk&#34; &#60;v2&#62;');
    expect(svg).not.toContain('<v2>');
    expect(svg).toContain('>Speed</text>');
    expect(svg).toContain('>answer within an hour</text>');
  });

  it('wraps long text at spaces', () => {
    expect(wrapText('aaa bbb ccc', 7)).toEqual(['aaa bbb', 'ccc']);
    expect(wrapText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
  });
});
