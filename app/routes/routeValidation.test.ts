import { describe, expect, it } from 'vitest';
import { generatorSearchSchema, idParamSchema, loginSearchSchema, tokenParamSchema } from './routeSchemas';
import { idParam, tokenParam, validateGeneratorSearch, validateLoginSearch } from './routeValidation';

/** What a zod schema makes of a value: the parsed value, or 'throws'. */
function viaZod(schema: { parse: (value: unknown) => unknown }, value: unknown): unknown {
  try {
    return schema.parse(value);
  } catch {
    return 'throws';
  }
}

function viaPlain(check: (value: never) => unknown, value: unknown): unknown {
  try {
    return check(value as never);
  } catch {
    return 'throws';
  }
}

const strings = [
  '',
  ' ',
  'a',
  ' a ',
  '  padded id  ',
  'x'.repeat(64),
  'x'.repeat(65),
  'x'.repeat(128),
  'x'.repeat(129),
  'x'.repeat(256),
  'x'.repeat(257),
];

describe('route validation without zod', () => {
  it('accepts and refuses the same path params as the schemas', () => {
    for (const value of [...strings, 5, null, undefined]) {
      expect(viaPlain(idParam, value), JSON.stringify(value)).toStrictEqual(viaZod(idParamSchema, value));
      expect(viaPlain(tokenParam, value), JSON.stringify(value)).toStrictEqual(
        viaZod(tokenParamSchema, value),
      );
    }
  });

  it('reads the generator search as the schema does (bad values dropped, text trimmed)', () => {
    const searches = [
      {},
      { other: 'x' },
      ...[...strings, 5, true, null, ['a'], { a: 1 }].map((refine) => ({ refine })),
    ];
    for (const search of searches) {
      expect(validateGeneratorSearch(search), JSON.stringify(search)).toStrictEqual(
        generatorSearchSchema.parse(search),
      );
    }
  });

  it('keeps only a same-site returnTo, as the schema does', () => {
    const values = [
      '/',
      '/maps/1?x=2',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'maps',
      '',
      `/${'x'.repeat(2047)}`,
      `/${'x'.repeat(2048)}`,
      7,
      null,
    ];
    for (const returnTo of values) {
      const search = { returnTo };
      expect(validateLoginSearch(search), JSON.stringify(returnTo)).toStrictEqual(
        loginSearchSchema.parse(search),
      );
    }
    expect(validateLoginSearch({})).toStrictEqual(loginSearchSchema.parse({}));
    expect(validateLoginSearch({ returnTo: '/maps' })).toStrictEqual({ returnTo: '/maps' });
    expect(validateLoginSearch({ returnTo: '//evil.example' })).toStrictEqual({ returnTo: undefined });
  });
});
