import { describe, expect, it } from 'vitest';
import {
  PUSH_BATCH_MAX,
  PUSH_OPS_MAX,
  SYNC_PROTOCOL_VERSION,
  legacyMutationSchema,
  mergeConflictSchema,
  pullQuerySchema,
  pullResponseSchema,
  pushRequestSchema,
  pushResponseSchema,
} from '../schemas/sync';
import { encodeHlc } from './hlc';

const HLC = encodeHlc({ ms: Date.UTC(2026, 0, 1), counter: 0, node: 'device-1' });
const MAP_ID = '7b0c5a1e-4a55-4a4e-9c77-2b6f4d0e8a11';

const newMapPatch = {
  title: 'Checkout team',
  systemBoundary: 'The checkout service and the people who run it',
  needs: 'Customers pay without friction.',
  values: ['Speed: releases weekly'],
  principles: [],
  practices: [],
  tools: [],
};

const serverMap = {
  ...newMapPatch,
  visibility: 'unlisted',
  id: MAP_ID,
  shareId: 'k3J9x_2pQmZ8vL1tR6yW0a',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ownerId: 'user-1',
  rev: 3,
  deletedAt: null,
};

function mutation(overrides: Record<string, unknown> = {}) {
  return {
    mutationId: crypto.randomUUID(),
    mapId: MAP_ID,
    baseRev: 2,
    patch: { title: 'New title' },
    hlc: HLC,
    ...overrides,
  };
}

function opsMutation(overrides: Record<string, unknown> = {}) {
  return {
    mutationId: crypto.randomUUID(),
    mapId: MAP_ID,
    seenRev: 2,
    ops: [{ type: 'set', field: 'title', value: 'New title', prev: null, hlc: HLC }],
    ...overrides,
  };
}

describe('protocol 2 push request', () => {
  it('accepts operations of every kind, and older rows beside them', () => {
    const ops = [
      { type: 'set', field: 'colourTheme', value: { any: 'json' }, prev: HLC, hlc: HLC },
      { type: 'add', item: 'i1', level: 'values', order: 'a0', text: 'Speed', hlc: HLC },
      { type: 'text', item: 'i1', text: 'Speed: fast', prev: null, hlc: HLC },
      { type: 'move', item: 'i1', order: 'a0V', hlc: HLC },
      { type: 'remove', item: 'i1', seen: HLC, hlc: HLC },
      { type: 'delete', hlc: HLC },
      { type: 'restore', hlc: HLC },
    ];
    const parsed = pushRequestSchema.parse({ protocolVersion: 2, mutations: [opsMutation({ ops }), mutation()] });
    expect(parsed.mutations).toHaveLength(2);
    expect(SYNC_PROTOCOL_VERSION).toBe(2);
  });

  it.each([
    ['a list set as a field', { ops: [{ type: 'set', field: 'values', value: [], prev: null, hlc: HLC }] }],
    ['a bookkeeping field', { ops: [{ type: 'set', field: 'ownerId', value: 'me', prev: null, hlc: HLC }] }],
    ['an order key fractional-indexing cannot use', { ops: [{ type: 'move', item: 'i1', order: 'a10', hlc: HLC }] }],
    ['an item id with spaces', { ops: [{ type: 'remove', item: 'i 1', seen: HLC, hlc: HLC }] }],
    ['a blank item text', { ops: [{ type: 'text', item: 'i1', text: '  ', prev: null, hlc: HLC }] }],
    ['no operations', { ops: [] }],
    ['a negative seenRev', { seenRev: -1 }],
  ])('rejects a mutation with %s', (_name, overrides) => {
    expect(pushRequestSchema.safeParse({ protocolVersion: 2, mutations: [opsMutation(overrides)] }).success).toBe(false);
  });

  it('bounds the operations of one push', () => {
    const many = Array.from({ length: 100 }, (_, index) => ({ type: 'set', field: 'title', value: `T${index}`, prev: null, hlc: HLC }));
    const fits = Array.from({ length: PUSH_OPS_MAX / 100 }, () => opsMutation({ ops: many }));
    expect(pushRequestSchema.safeParse({ protocolVersion: 2, mutations: fits }).success).toBe(true);
    expect(pushRequestSchema.safeParse({ protocolVersion: 2, mutations: [...fits, opsMutation()] }).success).toBe(false);
  });
});

describe('protocol 1 push request (older apps)', () => {
  it('accepts the design wire shape and reads a mutation without type as an upsert', () => {
    const parsed = pushRequestSchema.parse({ protocolVersion: 1, mutations: [mutation()] });
    expect(parsed.mutations[0]).toMatchObject({ type: 'upsert' });
  });

  it('accepts a new map as baseRev 0 with the whole map as patch', () => {
    const parsed = legacyMutationSchema.parse(
      mutation({ baseRev: 0, patch: { ...newMapPatch, createdAt: '2026-01-01T00:00:00Z' } }),
    );
    expect(parsed.type === 'upsert' && parsed.patch.title).toBe('Checkout team');
  });

  it('rejects a baseRev 0 patch that is not a whole map, naming the missing field', () => {
    const result = legacyMutationSchema.safeParse(mutation({ baseRev: 0, patch: { title: 'Only a title' } }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('patch.systemBoundary');
  });

  it('accepts a delete mutation and a claim token', () => {
    const parsed = legacyMutationSchema.parse({
      ...mutation({ type: 'delete', claimToken: 'secret' }),
      patch: undefined,
    });
    expect(parsed).toMatchObject({ type: 'delete', claimToken: 'secret' });
  });

  it('keeps unknown patch fields so newer clients lose nothing', () => {
    const parsed = legacyMutationSchema.parse(mutation({ patch: { title: 'T', colourTheme: 'dusk' } }));
    expect(parsed.type === 'upsert' && parsed.patch).toEqual({ title: 'T', colourTheme: 'dusk' });
  });

  it.each([
    ['a missing mutationId', { mutationId: undefined }],
    ['a mutationId that is not a uuid', { mutationId: 'abc' }],
    ['a negative baseRev', { baseRev: -1 }],
    ['a fractional baseRev', { baseRev: 1.5 }],
    ['an hlc that is not a clock', { hlc: '1' }],
    ['an invalid patch field', { patch: { title: '' } }],
    ['an unknown type', { type: 'rename' }],
  ])('rejects a mutation with %s', (_name, overrides) => {
    expect(
      pushRequestSchema.safeParse({ protocolVersion: 1, mutations: [mutation(overrides)] }).success,
    ).toBe(false);
  });

  it('rejects another protocol version, an empty batch and one beyond the batch limit', () => {
    expect(pushRequestSchema.safeParse({ protocolVersion: 3, mutations: [mutation()] }).success).toBe(false);
    expect(pushRequestSchema.safeParse({ protocolVersion: 1, mutations: [opsMutation()] }).success).toBe(false);
    expect(pushRequestSchema.safeParse({ mutations: [mutation()] }).success).toBe(false);
    expect(pushRequestSchema.safeParse({ protocolVersion: 1, mutations: [] }).success).toBe(false);
    const full = Array.from({ length: PUSH_BATCH_MAX }, () => mutation());
    expect(pushRequestSchema.safeParse({ protocolVersion: 1, mutations: full }).success).toBe(true);
    expect(
      pushRequestSchema.safeParse({ protocolVersion: 1, mutations: [...full, mutation()] }).success,
    ).toBe(false);
  });
});

describe('push response', () => {
  it('accepts every status of the design wire shape', () => {
    const parsed = pushResponseSchema.parse({
      results: [
        { mutationId: crypto.randomUUID(), status: 'applied', rev: 4 },
        {
          mutationId: crypto.randomUUID(),
          status: 'merged',
          rev: 5,
          map: { ...serverMap, rev: 5, futureField: 1 },
        },
        { mutationId: crypto.randomUUID(), status: 'duplicate', rev: 5 },
        {
          mutationId: crypto.randomUUID(),
          status: 'rejected',
          rev: 0,
          error: { code: 'not_found', message: 'No such map' },
        },
      ],
      seq: 17,
    });
    expect(parsed.results.map((result) => result.status)).toEqual([
      'applied',
      'merged',
      'duplicate',
      'rejected',
    ]);
    expect(parsed.results[1]?.map).toMatchObject({ futureField: 1 });
  });

  it('rejects a rejected result without an error and an unknown status', () => {
    const id = crypto.randomUUID();
    expect(
      pushResponseSchema.safeParse({ results: [{ mutationId: id, status: 'rejected', rev: 0 }], seq: 1 })
        .success,
    ).toBe(false);
    expect(
      pushResponseSchema.safeParse({ results: [{ mutationId: id, status: 'ok', rev: 0 }], seq: 1 }).success,
    ).toBe(false);
    expect(pushResponseSchema.safeParse({ results: [] }).success).toBe(false);
  });
});

describe('pull', () => {
  it('coerces the query string and fills defaults', () => {
    expect(pullQuerySchema.parse({ since: '12', limit: '50', v: '2' })).toEqual({ since: 12, limit: 50, v: 2 });
    expect(pullQuerySchema.parse({})).toEqual({ since: 0, limit: 500, v: 1 });
  });

  it.each([{ since: '-1' }, { since: 'abc' }, { since: '1.5' }, { limit: '0' }, { limit: '1001' }, { v: '3' }])(
    'rejects the query %o',
    (query) => {
      expect(pullQuerySchema.safeParse(query).success).toBe(false);
    },
  );

  it('accepts the design response shape and rejects a map without id', () => {
    expect(
      pullResponseSchema.parse({ maps: [serverMap], deleted: [crypto.randomUUID()], seq: 9, hasMore: false })
        .maps,
    ).toHaveLength(1);
    const { id: _id, ...withoutId } = serverMap;
    expect(
      pullResponseSchema.safeParse({ maps: [withoutId], deleted: [], seq: 9, hasMore: false }).success,
    ).toBe(false);
  });
});

describe('merge conflict record', () => {
  it('defaults kind to field and requires clocks', () => {
    expect(
      mergeConflictSchema.parse({
        field: 'title',
        keptValue: 'A',
        lostValue: 'B',
        keptHlc: HLC,
        lostHlc: HLC,
      }).kind,
    ).toBe('field');
    expect(mergeConflictSchema.safeParse({ field: 'title', keptValue: 'A', lostValue: 'B' }).success).toBe(
      false,
    );
  });
});
