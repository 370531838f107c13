import { describe, expect, it } from 'vitest';
import { spineMapSchema, type SpineMap } from '../../../shared/schemas/spineMap';
import { selectFeaturedMaps } from './featuredMaps';

function map(id: string, overrides: Partial<SpineMap> = {}): SpineMap {
  return spineMapSchema.parse({
    id,
    shareId: `share-${id}`,
    title: `Map ${id}`,
    systemBoundary: 'A small team',
    needs: 'Customers get reliable help quickly whenever something goes wrong with their order',
    values: ['Speed', 'Care', 'Trust', 'Honesty'],
    principles: [],
    practices: [],
    tools: [],
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ownerId: null,
    rev: 1,
    ...overrides,
  });
}

describe('selectFeaturedMaps', () => {
  it('shows at most six maps, own maps first and newest first', () => {
    const own = [map('a'), map('b', { updatedAt: '2024-05-01T00:00:00.000Z' })];
    const examples = Array.from({ length: 8 }, (_, index) => map(`e${index}`));
    const featured = selectFeaturedMaps(own, examples, '');
    expect(featured.map((item) => item.id)).toEqual(['b', 'a', 'e0', 'e1', 'e2', 'e3']);
    expect(featured[0]?.link).toEqual({ kind: 'own', id: 'b' });
    expect(featured[2]?.link).toEqual({ kind: 'shared', shareId: 'share-e0' });
  });

  it('truncates needs to 50 characters and keeps the first three values', () => {
    const [card] = selectFeaturedMaps([], [map('x')], '');
    expect(card?.needs).toBe('Customers get reliable help quickly whenever somet...');
    expect(card?.values).toEqual(['Speed', 'Care', 'Trust']);
  });

  it('filters by title, boundary, context or industry, case-insensitively', () => {
    const examples = [
      map('water', { title: 'Riverside Water crew', industry: 'Water Utility' }),
      map('clinic', { title: 'Night clinic', context: 'A rural HOSPITAL ward' }),
      map('shop', { title: 'Corner shop', industry: 'Retail' }),
    ];
    expect(selectFeaturedMaps([], examples, 'hospital').map((item) => item.id)).toEqual(['clinic']);
    expect(selectFeaturedMaps([], examples, 'UTILITY').map((item) => item.id)).toEqual(['water']);
    expect(selectFeaturedMaps([], examples, 'nothing like this')).toEqual([]);
  });

  it('skips deleted maps and shows a map in both tables once', () => {
    const own = [map('same'), map('gone', { deletedAt: '2024-02-01T00:00:00.000Z' })];
    expect(selectFeaturedMaps(own, [map('same')], '').map((item) => item.id)).toEqual(['same']);
  });
});
