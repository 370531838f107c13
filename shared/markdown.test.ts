import { describe, expect, it } from 'vitest';
import { exportMarkdown, importMarkdown, markdownFileName } from './markdown';
import { spineMapTextSchema, type SpineMapText } from './schemas/spineMap';

const day = new Date(2025, 2, 7, 23, 30);

const plain: SpineMapText = {
  title: 'Platform Team',
  systemBoundary: 'The platform team and the services it runs',
  context: 'Eight engineers, two time zones',
  needs: 'Give product teams a reliable, self-service platform',
  values: ['Reliability: services stay up', 'Autonomy - teams ship without tickets'],
  principles: ['Paved roads over gates'],
  practices: ['Blameless postmortems', 'Weekly office hours'],
  tools: ['Terraform', 'Grafana'],
  industry: 'Technology',
  teamSize: 'Small Team',
};

const tricky: SpineMapText = {
  title: '# C# & *Stars* [draft] <b>bold</b> #',
  systemBoundary: '- starts with a dash\n# looks like a heading\n## Values\n---\n> quote\n1. numbered',
  context: 'Back\\slash \\* and `code` and _under_ and | pipes |\n\n   indented ## hash\nGenerated on 2020-01-01',
  needs: 'Line one: with colon\nLine two — with dash\n\nParagraph 🚀 Ünïcödé 日本語\n+ plus\n= equals\n~~~ fence\n10) paren\n_None_',
  values: ['* star item', '- dash item', '# hash item', 'Multi-line item\nsecond line\n\n  indented third', 'Time 10:30 - https://x.org'],
  principles: ['_None_', '\\', '\\\\*'],
  practices: [],
  tools: ['`npm test`', '<script>alert(1)</script>'],
  industry: 'Water Utility',
  teamSize: '---',
};

describe('markdownFileName', () => {
  it('replaces every non-alphanumeric with an underscore and lowercases', () => {
    expect(markdownFileName('My Team: Q1/Q2 Map!')).toBe('my_team__q1_q2_map__spine_map.md');
    // Like the original regex without the u flag, an emoji is two code units, so two underscores.
    expect(markdownFileName('Équipe 🚀')).toBe('_quipe____spine_map.md');
    expect(markdownFileName('')).toBe('_spine_map.md');
  });
});

describe('exportMarkdown', () => {
  it('writes the title, every section in order, lists as bullets and the date line', () => {
    const markdown = exportMarkdown(plain, day);
    expect(markdown).toBe(
      [
        '# Platform Team',
        '## System Boundary',
        'The platform team and the services it runs',
        '## Context',
        'Eight engineers, two time zones',
        '## Needs',
        'Give product teams a reliable, self-service platform',
        '## Values',
        '- Reliability: services stay up\n- Autonomy - teams ship without tickets',
        '## Principles',
        '- Paved roads over gates',
        '## Practices',
        '- Blameless postmortems\n- Weekly office hours',
        '## Tools',
        '- Terraform\n- Grafana',
        '## Industry',
        'Technology',
        '## Team Size',
        'Small Team',
        '---',
        'Generated on 2025-03-07',
      ].join('\n\n') + '\n',
    );
  });

  it('leaves out absent context, industry and team size', () => {
    const { context: _c, industry: _i, teamSize: _t, ...rest } = plain;
    const markdown = exportMarkdown(rest, day);
    expect(markdown).not.toContain('## Context');
    expect(markdown).not.toContain('## Industry');
    expect(markdown).not.toContain('## Team Size');
  });

  it('escapes content that markdown would read as structure', () => {
    const markdown = exportMarkdown(tricky, day);
    expect(markdown).not.toMatch(/^## Values\n\n- starts/m);
    expect(markdown.split('\n').filter((line) => /^#/.test(line))).toEqual([
      '# \\# C\\# & \\*Stars\\* \\[draft\\] \\<b\\>bold\\</b\\> \\#',
      '## System Boundary',
      '## Context',
      '## Needs',
      '## Values',
      '## Principles',
      '## Practices',
      '## Tools',
      '## Industry',
      '## Team Size',
    ]);
    expect(markdown.split('\n').filter((line) => line === '---')).toHaveLength(1);
  });
});

describe('importMarkdown', () => {
  it.each([
    ['a plain map', plain],
    ['a map with markdown syntax, unicode and multi-line content', tricky],
  ])('reads back exactly what exportMarkdown wrote for %s', (_name, map) => {
    expect(importMarkdown(exportMarkdown(map, day))).toEqual({ ok: true, map });
  });

  it('round-trips a map without optional fields and with empty texts and lists', () => {
    const map: SpineMapText = { ...plain, context: '', needs: '', values: [], industry: undefined, teamSize: undefined };
    const { industry: _i, teamSize: _t, ...expected } = map;
    expect(importMarkdown(exportMarkdown(map, day))).toEqual({ ok: true, map: expected });
  });

  it('round-trips a title with line breaks as one line', () => {
    const result = importMarkdown(exportMarkdown({ ...plain, title: 'Two\nlines' }, day));
    expect(result.ok && result.map.title).toBe('Two lines');
  });

  it('accepts Windows line endings, other bullets and differently cased headings', () => {
    const markdown = exportMarkdown(plain, day).replace('- Terraform\n- Grafana', '* Terraform\n+ Grafana');
    const result = importMarkdown(markdown.replace('## Team Size', '##   team   size').replace(/\n/g, '\r\n'));
    expect(result).toEqual({ ok: true, map: plain });
  });

  it('ignores unknown sections and text outside sections', () => {
    const markdown = `Intro text\n\n${exportMarkdown(plain, day)}\n## Notes\n\nnot part of the map\n`;
    expect(importMarkdown(markdown)).toEqual({ ok: true, map: plain });
  });

  it('lists every missing part', () => {
    const result = importMarkdown('## Needs\n\nSomething\n\n## Values\n\n- Speed\n');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.missing).toEqual(['Title', 'System Boundary', 'Principles', 'Practices', 'Tools']);
    expect(result.error).toContain('Title, System Boundary, Principles, Practices, Tools');
  });

  it('rejects empty input and plain prose', () => {
    expect(importMarkdown('').ok).toBe(false);
    expect(importMarkdown('Just some notes about our team.').ok).toBe(false);
  });

  it('reports content that breaks the map limits', () => {
    expect(importMarkdown(exportMarkdown({ ...plain, values: ['x'.repeat(600)] }, day))).toMatchObject({
      ok: false,
      missing: [],
      error: expect.stringContaining('values 0') as string,
    });
    const blankBoundary = exportMarkdown(plain, day).replace(/## System Boundary\n\n.*\n/, '## System Boundary\n\n_None_\n');
    expect(importMarkdown(blankBoundary)).toMatchObject({ ok: false, error: expect.stringContaining('systemBoundary') as string });
  });
});

describe('markdown round trip on random maps', () => {
  const ALPHABET = ['a', 'B', '1', ' ', '  ', '\n', '\n\n', '#', '## ', '-', '- ', '*', '_', '\\', '`', '>', '[', ']', '<', '|', ':', '.', ')', '+', '=', '~', '---', '🚀', 'é', '\t'];
  let state = 7;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
  const text = (max: number) => Array.from({ length: Math.floor(next() * max) }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join('');
  const list = () => Array.from({ length: Math.floor(next() * 4) }, () => text(12)).filter((item) => item.trim() !== '');

  it('reads back every valid map exactly', () => {
    for (let i = 0; i < 500; i++) {
      const candidate = spineMapTextSchema.safeParse({
        title: text(10) + 'T',
        systemBoundary: 'B' + text(20),
        context: next() < 0.5 ? text(20) : undefined,
        needs: text(30),
        values: list(),
        principles: list(),
        practices: list(),
        tools: list(),
        industry: next() < 0.5 ? text(8) : undefined,
        teamSize: next() < 0.5 ? text(8) : undefined,
      });
      if (!candidate.success) continue;
      const map = { ...candidate.data, title: candidate.data.title.replace(/\n/g, ' ') };
      expect(importMarkdown(exportMarkdown(map, day)), JSON.stringify(map)).toEqual({ ok: true, map });
    }
  });
});
