import { describe, expect, it } from 'vitest';
import { INDUSTRIES, TEAM_SIZES } from '../labels';
import { exampleMapSchema, kebabIdSchema } from '../schemas/exampleMap';
import { spineMapSchema } from '../schemas/spineMap';
import { EXAMPLE_MAPS, exampleToSpineMap } from './examples';

const LIST_FIELDS = ['values', 'principles', 'practices', 'tools'] as const;

describe('EXAMPLE_MAPS', () => {
  it('holds at least 16 examples', () => {
    expect(EXAMPLE_MAPS.length).toBeGreaterThanOrEqual(16);
  });

  it.each(EXAMPLE_MAPS.map((example) => [example.id, example] as const))('%s parses with exampleMapSchema', (_id, example) => {
    expect(exampleMapSchema.parse(example)).toEqual(example);
  });

  it('uses unique kebab-case ids and unique titles', () => {
    const ids = EXAMPLE_MAPS.map((example) => example.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(kebabIdSchema.safeParse(id).success, id).toBe(true);
    const titles = EXAMPLE_MAPS.map((example) => example.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('spans every industry and every team size', () => {
    expect([...new Set(EXAMPLE_MAPS.map((example) => example.industry))].sort()).toEqual([...INDUSTRIES].sort());
    expect([...new Set(EXAMPLE_MAPS.map((example) => example.teamSize))].sort()).toEqual([...TEAM_SIZES].sort());
  });

  it('keeps every level list between 3 and 6 distinct items', () => {
    for (const example of EXAMPLE_MAPS) {
      for (const field of LIST_FIELDS) {
        const items = example[field];
        expect(items.length, `${example.id}.${field}`).toBeGreaterThanOrEqual(3);
        expect(items.length, `${example.id}.${field}`).toBeLessThanOrEqual(6);
        expect(new Set(items).size, `${example.id}.${field}`).toBe(items.length);
      }
    }
  });

  it('states needs from a named perspective with a purpose', () => {
    for (const example of EXAMPLE_MAPS) {
      expect(example.needs, example.id).toMatch(/^From the .*perspective/);
      expect(example.needs, example.id).toMatch(/exists to .+ so that /);
    }
  });

  it('states a boundary with both an inside and an outside', () => {
    for (const example of EXAMPLE_MAPS) {
      expect(example.systemBoundary, example.id).toMatch(/^Inside: .+ Outside: /);
    }
  });

  it('is always public', () => {
    for (const example of EXAMPLE_MAPS) expect(example.visibility).toBe('public');
  });
});

describe('exampleToSpineMap', () => {
  it('produces a valid ownerless public map whose share link is the stable id', () => {
    for (const example of EXAMPLE_MAPS) {
      const map = spineMapSchema.parse(exampleToSpineMap(example));
      expect(map.ownerId).toBeNull();
      expect(map.visibility).toBe('public');
      expect(map.shareId).toBe(example.id);
      expect(map.updatedAt).toBe(example.createdAt);
      expect(map.values).toEqual(example.values);
    }
  });
});
