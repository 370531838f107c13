import { describe, expect, it } from 'vitest';
import type { SpineMapContent } from '../schemas/spineMap';
import { applyPatch, rebase } from './applyPatch';
import { diffContent, isEmptyPatch } from './diff';
import { createGen, randomContent, randomEdit } from './fuzzGen';

const content: SpineMapContent = {
  title: 'Checkout team',
  systemBoundary: 'The checkout service',
  context: 'Ten people',
  needs: 'Customers pay.',
  values: ['Speed'],
  principles: [],
  practices: [],
  tools: ['GitHub Actions'],
  visibility: 'unlisted',
};
const map = { ...content, id: 'm1', shareId: 's1', rev: 4, ownerId: null, createdAt: '2026-01-01T00:00:00Z' };

describe('applyPatch', () => {
  it('sets the patched fields and leaves the rest alone', () => {
    expect(applyPatch(map, { title: 'New', tools: [] })).toEqual({ ...map, title: 'New', tools: [] });
  });

  it('clears an optional text field given as blank', () => {
    const next = applyPatch(map, { context: '' });
    expect('context' in next).toBe(false);
  });

  it('never changes identity or bookkeeping fields', () => {
    expect(applyPatch(map, { createdAt: '2030-01-01T00:00:00Z', rev: 99, id: 'x' })).toEqual(map);
  });

  it('does not modify its input', () => {
    const before = structuredClone(map);
    applyPatch(map, { title: 'Changed' });
    expect(map).toEqual(before);
  });
});

describe('diffContent', () => {
  it('holds only the changed fields', () => {
    expect(diffContent(map, { ...map, title: 'New', rev: 5, updatedAt: 'later' })).toEqual({ title: 'New' });
  });

  it('sends a cleared optional field as blank', () => {
    const { context: _context, ...cleared } = content;
    expect(diffContent(content, cleared)).toEqual({ context: '' });
  });

  it('is empty for equal content, including blank versus absent optional text', () => {
    const { context: _context, ...withoutContext } = content;
    expect(isEmptyPatch(diffContent(content, { ...content }))).toBe(true);
    expect(isEmptyPatch(diffContent(withoutContext, { ...withoutContext, industry: '' }))).toBe(true);
  });

  it('rebuilds the edited content when applied (200 random edits)', () => {
    const gen = createGen(1);
    for (let run = 0; run < 200; run += 1) {
      const before = randomContent(gen);
      const after = randomEdit(gen, before, 'any');
      expect(applyPatch(before, diffContent(before, after))).toEqual(after);
    }
  });
});

describe('rebase', () => {
  it('re-applies pending patches in order on top of the pulled map', () => {
    const pulled = { ...map, rev: 6, needs: 'Pulled needs', title: 'Pulled title' };
    const rebased = rebase(pulled, [{ title: 'Local 1' }, { title: 'Local 2', tools: ['Linear'] }]);
    expect(rebased).toEqual({ ...pulled, title: 'Local 2', tools: ['Linear'] });
  });

  it('returns the pulled map when nothing is pending', () => {
    expect(rebase(map, [])).toEqual(map);
  });
});
