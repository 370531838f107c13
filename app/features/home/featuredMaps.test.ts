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
  it('shows at most six catalogue maps, each opening at its share link', () => {
    const examples = Array.from({ length: 8 }, (_, index) => map(`e${index}`));
    const featured = selectFeaturedMaps(examples, '');
    expect(featured.map((item) => item.id)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e5']);
    expect(featured[0]?.shareId).toBe('share-e0');
  });

  it('leaves out maps with neither needs nor values', () => {
    const examples = [
      map('empty', { needs: ' ', values: [] }),
      map('values-only', { needs: '' }),
      map('full'),
    ];
    expect(selectFeaturedMaps(examples, '').map((item) => item.id)).toEqual(['values-only', 'full']);
  });

  it('truncates needs to 50 characters and keeps the first three values', () => {
    const [card] = selectFeaturedMaps([map('x')], '');
    expect(card?.needs).toBe('Customers get reliable help quickly whenever somet...');
    expect(card?.values).toEqual(['Speed', 'Care', 'Trust']);
  });

  it('filters by title, boundary, context or industry, case-insensitively', () => {
    const examples = [
      map('water', { title: 'Riverside Water crew', industry: 'Water Utility' }),
      map('clinic', { title: 'Night clinic', context: 'A rural HOSPITAL ward' }),
      map('shop', { title: 'Corner shop', industry: 'Retail' }),
    ];
    expect(selectFeaturedMaps(examples, 'hospital').map((item) => item.id)).toEqual(['clinic']);
    expect(selectFeaturedMaps(examples, 'UTILITY').map((item) => item.id)).toEqual(['water']);
    expect(selectFeaturedMaps(examples, 'nothing like this')).toEqual([]);
  });

  it('skips deleted maps and shows a map listed twice once', () => {
    const examples = [map('same'), map('gone', { deletedAt: '2024-02-01T00:00:00.000Z' }), map('same')];
    expect(selectFeaturedMaps(examples, '').map((item) => item.id)).toEqual(['same']);
  });
});
