import { describe, expect, it } from 'vitest';
import { glossaryTermSchema } from '../schemas/glossary';
import { GLOSSARY, QUICK_REFERENCE_TERMS } from './glossary';

describe('glossary', () => {
  it('parses every entry with the glossary schema', () => {
    for (const entry of GLOSSARY) expect(() => glossaryTermSchema.parse(entry)).not.toThrow();
  });

  it('flags exactly the boundary and the five levels as the quick reference, in spine order', () => {
    expect(QUICK_REFERENCE_TERMS.map((entry) => entry.id)).toEqual([
      'system-boundary',
      'needs',
      'values',
      'principles',
      'practices',
      'tools',
    ]);
  });

  it('includes the supporting concepts a workshop needs', () => {
    const ids = GLOSSARY.map((entry) => entry.id);
    for (const id of [
      'spine',
      'going-up-the-spine',
      'crooked-spine',
      'heuristic',
      'enabling-constraint',
      'archetype',
      'fractal',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('has unique ids and cross-references that resolve', () => {
    const ids = GLOSSARY.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of GLOSSARY) {
      for (const ref of entry.seeAlso) expect(ids, `${entry.id} → ${ref}`).toContain(ref);
      expect(entry.seeAlso).not.toContain(entry.id);
    }
  });

  it('links each level term to its lesson page', () => {
    for (const id of ['needs', 'values', 'principles', 'practices', 'tools']) {
      expect(GLOSSARY.find((entry) => entry.id === id)?.href).toBe(`/learn/${id}`);
    }
  });
});
