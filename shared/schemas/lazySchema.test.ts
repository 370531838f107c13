import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { spineMapSchema } from './spineMap';

describe('lazySchema', () => {
  it('builds the schema on first use, once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ name: z.string().min(1) });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ name: 'a' })).toEqual({ name: 'a' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('composes like the schema it stands for: shape, extend, optional, instanceof and JSON Schema', () => {
    const inner = lazySchema(() => z.string().max(3));
    const outer = lazySchema(() => z.object({ code: inner, note: inner.optional() }));
    expect(Object.keys(outer.shape)).toEqual(['code', 'note']);
    expect(outer.extend({ n: z.number() }).parse({ code: 'abc', n: 1 })).toEqual({ code: 'abc', n: 1 });
    expect(() => outer.parse({ code: 'abcd' })).toThrow(z.ZodError);
    expect(outer).toBeInstanceOf(z.ZodObject);
    expect(z.toJSONSchema(outer)).toMatchObject({
      type: 'object',
      properties: { code: { type: 'string', maxLength: 3 } },
      required: ['code'],
    });
  });

  it('keeps the app’s schemas working: a map parses, defaults filled, unknown fields kept', () => {
    const map = spineMapSchema.parse({
      id: 'a-map',
      shareId: 'share-1',
      title: 'Support desk',
      systemBoundary: 'The support desk',
      needs: '',
      values: [],
      principles: [],
      practices: [],
      tools: [],
      createdAt: '2026-11-26T00:00:00.000Z',
      updatedAt: '2026-11-26T00:00:00.000Z',
      ownerId: null,
      rev: 1,
      futureField: 1,
    });
    expect(map).toMatchObject({ visibility: 'unlisted', deletedAt: null, futureField: 1 });
  });
});
