import { describe, expect, it } from 'vitest';
import { LEVEL_IDS } from '../levels';
import { levelGuideSchema } from '../schemas/levelLesson';
import { LEVEL_GUIDES, SPINE_DYNAMICS, levelGuide } from './levels';

describe('level guides', () => {
  it('parse with the level guide schema', () => {
    for (const guide of LEVEL_GUIDES) expect(() => levelGuideSchema.parse(guide)).not.toThrow();
  });

  it('cover the boundary first, then the five levels in spine order', () => {
    expect(LEVEL_GUIDES.map((guide) => guide.id)).toEqual(['boundary', ...LEVEL_IDS]);
  });

  it('give every guide a question ending in a question mark', () => {
    for (const guide of LEVEL_GUIDES) expect(guide.question).toMatch(/\?$/);
  });

  it('practise what they teach: value examples are one or two words', () => {
    for (const example of levelGuide('values').examples)
      expect(example.split(/\s+/).length).toBeLessThanOrEqual(2);
  });

  it('looks a guide up by id and refuses an unknown one', () => {
    expect(levelGuide('tools').title).toBe('Tools');
    expect(() => levelGuide('spleen' as never)).toThrow(/Unknown spine step/);
  });

  it('describes the relations between levels without blank text', () => {
    expect(SPINE_DYNAMICS.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['Going up the spine', 'A crooked spine', 'Not a straight line']),
    );
    for (const entry of SPINE_DYNAMICS) expect(entry.description.trim().length).toBeGreaterThan(40);
  });
});
