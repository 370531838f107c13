import { describe, expect, it } from 'vitest';
import { filterArchetypes, filterMaps, filterTemplates, isPopular, templateCategories, truncate } from './search';

const templates = [
  { id: 'a', name: 'Agile Team', description: 'Scrum basics', category: 'Engineering', useCases: ['Sprint planning'], isPopular: 'true' },
  { id: 'b', name: 'Growth', description: 'Funnels', category: 'Marketing', useCases: ['Campaign launch'], isPopular: 'false' },
  { id: 'c', name: 'Helpdesk', description: 'Tickets', category: 'Support', useCases: ['Escalations', 'SLA review'], isPopular: 'false' },
  { id: 'd', name: 'Platform', description: 'Infra', category: 'Engineering', useCases: [], isPopular: 'false' },
];

const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

describe('filterTemplates', () => {
  it('returns everything without a search or category', () => {
    expect(ids(filterTemplates(templates, {}))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(filterTemplates(templates, { search: '  ', category: 'all' }))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('searches name, description, category and use cases case-insensitively', () => {
    expect(ids(filterTemplates(templates, { search: 'AGILE' }))).toEqual(['a']);
    expect(ids(filterTemplates(templates, { search: 'funnel' }))).toEqual(['b']);
    expect(ids(filterTemplates(templates, { search: 'engineering' }))).toEqual(['a', 'd']);
    expect(ids(filterTemplates(templates, { search: 'sla rev' }))).toEqual(['c']);
    expect(ids(filterTemplates(templates, { search: 'nothing like this' }))).toEqual([]);
  });

  it('filters by exact category', () => {
    expect(ids(filterTemplates(templates, { category: 'Engineering' }))).toEqual(['a', 'd']);
    expect(ids(filterTemplates(templates, { category: 'engineering' }))).toEqual([]);
    expect(ids(filterTemplates(templates, { category: 'Engineering', search: 'infra' }))).toEqual(['d']);
  });
});

describe('templateCategories', () => {
  it('lists each category found once, in the spec order', () => {
    expect(templateCategories([...templates].reverse())).toEqual([
      'Engineering',
      'Marketing',
      'Support',
    ]);
    expect(templateCategories([])).toEqual([]);
  });
});

describe('isPopular', () => {
  it("is true only for the string 'true'", () => {
    expect(templates.filter(isPopular).map((template) => template.id)).toEqual(['a']);
    expect(isPopular({ isPopular: 'true' })).toBe(true);
    expect(isPopular({ isPopular: 'false' })).toBe(false);
  });
});

describe('filterMaps', () => {
  const maps = [
    { id: '1', title: 'Water Ops', systemBoundary: 'Treatment plant', context: 'Rural', industry: 'Water Utility', teamSize: 'Large Team' },
    { id: '2', title: 'Sales Desk', systemBoundary: 'Inside sales', industry: 'Sales', teamSize: 'Small Team' },
    { id: '3', title: 'Side project', systemBoundary: 'Just me' },
  ];

  it('searches title, boundary, context and industry', () => {
    expect(ids(filterMaps(maps, { search: 'ops' }))).toEqual(['1']);
    expect(ids(filterMaps(maps, { search: 'INSIDE' }))).toEqual(['2']);
    expect(ids(filterMaps(maps, { search: 'rural' }))).toEqual(['1']);
    expect(ids(filterMaps(maps, { search: 'utility' }))).toEqual(['1']);
    expect(ids(filterMaps(maps, { search: 'large team' }))).toEqual([]);
  });

  it('filters by exact industry and team size, with all or blank meaning none', () => {
    expect(ids(filterMaps(maps, { industry: 'Sales' }))).toEqual(['2']);
    expect(ids(filterMaps(maps, { industry: 'sales' }))).toEqual([]);
    expect(ids(filterMaps(maps, { teamSize: 'Large Team' }))).toEqual(['1']);
    expect(ids(filterMaps(maps, { industry: 'Sales', teamSize: 'Large Team' }))).toEqual([]);
    expect(ids(filterMaps(maps, { industry: 'all', teamSize: '' }))).toEqual(['1', '2', '3']);
  });
});

describe('filterArchetypes', () => {
  const archetypes = [
    { id: 'x', title: 'Scrum Team', description: 'Iterative delivery', tags: ['Software Development', 'Agile'] },
    { id: 'y', title: 'Boutique firm', description: 'Advisory work', tags: ['Management Consulting'] },
    { id: 'z', title: 'Lab', description: 'Experiments', tags: [] },
  ];

  it('searches title, description and tags', () => {
    expect(ids(filterArchetypes(archetypes, { search: 'scrum' }))).toEqual(['x']);
    expect(ids(filterArchetypes(archetypes, { search: 'advisory' }))).toEqual(['y']);
    expect(ids(filterArchetypes(archetypes, { search: 'agile' }))).toEqual(['x']);
  });

  it('matches a chip against tags containing it, ignoring case; All means no filter', () => {
    expect(ids(filterArchetypes(archetypes, { chip: 'Consulting' }))).toEqual(['y']);
    expect(ids(filterArchetypes(archetypes, { chip: 'software development' }))).toEqual(['x']);
    expect(ids(filterArchetypes(archetypes, { chip: 'Research' }))).toEqual([]);
    expect(ids(filterArchetypes(archetypes, { chip: 'All' }))).toEqual(['x', 'y', 'z']);
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(truncate('short', 50)).toBe('short');
    expect(truncate('x'.repeat(50), 50)).toBe('x'.repeat(50));
    expect(truncate('x'.repeat(51), 50)).toBe(`${'x'.repeat(50)}...`);
  });

  it('never splits an emoji and drops trailing spaces before the ellipsis', () => {
    expect(truncate('🚀🚀🚀', 2)).toBe('🚀🚀...');
    expect(truncate('ab   cdef', 4)).toBe('ab...');
    expect(truncate('abc', 0, '…')).toBe('…');
  });
});
