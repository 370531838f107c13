import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../labels';
import { templateSchema } from '../schemas/template';
import { kebabIdSchema } from '../schemas/exampleMap';
import { TEMPLATES } from './templates';

const LIST_FIELDS = ['values', 'principles', 'practices', 'tools'] as const;

describe('TEMPLATES', () => {
  it('holds at least 12 templates', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(12);
  });

  it.each(TEMPLATES.map((template) => [template.id, template] as const))('%s parses with templateSchema', (_id, template) => {
    expect(templateSchema.parse(template)).toEqual(template);
  });

  it('uses unique kebab-case ids', () => {
    const ids = TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(kebabIdSchema.safeParse(id).success, id).toBe(true);
  });

  it('covers every category', () => {
    const seen = new Set(TEMPLATES.map((template) => template.category));
    expect([...seen].sort()).toEqual([...CATEGORIES].sort());
  });

  it('marks a handful as popular, not all of them', () => {
    const popular = TEMPLATES.filter((template) => template.isPopular === 'true').length;
    expect(popular).toBeGreaterThanOrEqual(3);
    expect(popular).toBeLessThanOrEqual(6);
  });

  it('gives some templates more than three use cases so cards show "+N more"', () => {
    expect(TEMPLATES.some((template) => template.useCases.length > 3)).toBe(true);
    expect(TEMPLATES.some((template) => template.useCases.length <= 3)).toBe(true);
  });

  it('keeps every use-case list between 2 and 6 items', () => {
    for (const template of TEMPLATES) {
      expect(template.useCases.length, template.id).toBeGreaterThanOrEqual(2);
      expect(template.useCases.length, template.id).toBeLessThanOrEqual(6);
    }
  });

  it('keeps every level list between 3 and 6 distinct items', () => {
    for (const template of TEMPLATES) {
      for (const field of LIST_FIELDS) {
        const items = template[field];
        expect(items.length, `${template.id}.${field}`).toBeGreaterThanOrEqual(3);
        expect(items.length, `${template.id}.${field}`).toBeLessThanOrEqual(6);
        expect(new Set(items).size, `${template.id}.${field}`).toBe(items.length);
      }
    }
  });

  it('names each value in one or two words before any detail', () => {
    for (const template of TEMPLATES) {
      for (const value of template.values) {
        const name = value.split(':')[0]?.trim() ?? '';
        expect(name.split(/\s+/).length, `${template.id}: ${value}`).toBeLessThanOrEqual(2);
      }
    }
  });

  it('states a boundary with both an inside and an outside', () => {
    for (const template of TEMPLATES) {
      expect(template.systemBoundary, template.id).toMatch(/Inside:/);
      expect(template.systemBoundary, template.id).toMatch(/Outside:/);
    }
  });
});
