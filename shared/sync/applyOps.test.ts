import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MapDoc } from '../schemas/mapDoc';
import type { MapOp } from '../schemas/mapOps';
import { applyOp, applyOps, emptyDoc, type ApplyContext } from './applyOps';
import { encodeHlc } from './hlc';
import { materialize } from './materialize';
import { initialKeys } from './orderKeys';

const context: ApplyContext = { actorId: 'u1', nowIso: '2026-01-01T00:00:00.000Z' };
const keys = initialKeys(6);
const hlcArb = fc
  .record({ ms: fc.integer({ min: 1, max: 40 }), counter: fc.integer({ min: 0, max: 3 }), node: fc.constantFrom('a', 'b', 'c') })
  .map(encodeHlc);
const itemArb = fc.constantFrom('i1', 'i2', 'i3', 'i4');
const textArb = fc.constantFrom('Alpha', 'Beta', 'Gamma: detail');

/** Every kind of operation, on a few fields and items, so clashes are common. */
export const opArb: fc.Arbitrary<MapOp> = fc.oneof(
  fc.record({
    type: fc.constant('set' as const),
    field: fc.constantFrom('title', 'context', 'extraField'),
    value: fc.constantFrom('One', 'Two', null),
    prev: fc.option(hlcArb, { nil: null }),
    hlc: hlcArb,
  }),
  fc.record({
    type: fc.constant('add' as const),
    item: itemArb,
    level: fc.constantFrom('values' as const, 'tools' as const),
    order: fc.constantFrom(...keys),
    text: textArb,
    hlc: hlcArb,
  }),
  fc.record({ type: fc.constant('text' as const), item: itemArb, text: textArb, prev: fc.option(hlcArb, { nil: null }), hlc: hlcArb }),
  fc.record({ type: fc.constant('move' as const), item: itemArb, order: fc.constantFrom(...keys), hlc: hlcArb }),
  fc.record({ type: fc.constant('remove' as const), item: itemArb, seen: hlcArb, hlc: hlcArb }),
  fc.record({ type: fc.constant('delete' as const), hlc: hlcArb }),
  fc.record({ type: fc.constant('restore' as const), hlc: hlcArb }),
);

const run = (ops: readonly MapOp[], start: MapDoc = emptyDoc()) => applyOps(start, ops, context).doc;
const settings = { numRuns: 2000 };

describe('the operation algebra', () => {
  it('applying an operation twice is the same as once (idempotence), for every kind', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 12 }), opArb, (before, op) => {
        const once = run([op], run(before));
        expect(run([op], once)).toEqual(once);
      }),
      settings,
    );
  });

  it('two operations give the same doc in either order (commutativity)', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 12 }), opArb, opArb, (before, a, b) => {
        const start = run(before);
        expect(run([a, b], start)).toEqual(run([b, a], start));
      }),
      settings,
    );
  });

  it('any interleaving of any operations converges to one doc and one view', () => {
    fc.assert(
      fc.property(
        fc.array(opArb, { minLength: 1, maxLength: 30 }).chain((ops) =>
          fc.tuple(fc.constant(ops), fc.shuffledSubarray(ops, { minLength: ops.length, maxLength: ops.length })),
        ),
        fc.array(fc.nat(29), { maxLength: 10 }),
        ([ops, shuffled], duplicates) => {
          const replayed = [...shuffled, ...duplicates.map((index) => ops[index % ops.length]!)];
          const left = run(ops);
          const right = run(replayed);
          expect(right).toEqual(left);
          expect(materialize(right)).toEqual(materialize(left));
        },
      ),
      settings,
    );
  });
});

describe('applyOp', () => {
  const at = (ms: number, node = 'a') => encodeHlc({ ms, counter: 0, node });

  it('keeps the later write of a field and reports the overwritten value its writer had not seen', () => {
    const doc = run([{ type: 'set', field: 'title', value: 'Mine', prev: null, hlc: at(5, 'b') }]);
    const conflicts = applyOp(doc, { type: 'set', field: 'title', value: 'Theirs', prev: at(1), hlc: at(6) }, context);
    expect(doc.fields.title?.value).toBe('Theirs');
    expect(conflicts).toEqual([
      { field: 'title', kind: 'field', keptValue: 'Theirs', lostValue: 'Mine', keptHlc: at(6), lostHlc: at(5, 'b') },
    ]);
  });

  it('reports nothing when the writer had seen the value it overwrites', () => {
    const doc = run([{ type: 'set', field: 'title', value: 'Mine', prev: null, hlc: at(5, 'b') }]);
    expect(applyOp(doc, { type: 'set', field: 'title', value: 'Next', prev: at(5, 'b'), hlc: at(6) }, context)).toEqual([]);
  });

  it('reports a late write that loses to a later one it had not seen', () => {
    const doc = run([{ type: 'set', field: 'title', value: 'Later', prev: null, hlc: at(9, 'b') }]);
    const conflicts = applyOp(doc, { type: 'set', field: 'title', value: 'Earlier', prev: null, hlc: at(6) }, context);
    expect(doc.fields.title?.value).toBe('Later');
    expect(conflicts[0]).toMatchObject({ keptValue: 'Later', lostValue: 'Earlier' });
  });

  it('keeps an item edited concurrently with its removal, in either order, and reports the removal', () => {
    const add: MapOp = { type: 'add', item: 'i1', level: 'values', order: keys[0]!, text: 'Alpha', hlc: at(1) };
    const remove: MapOp = { type: 'remove', item: 'i1', seen: at(1), hlc: at(5, 'b') };
    const edit: MapOp = { type: 'text', item: 'i1', text: 'Alpha edited', prev: at(1), hlc: at(4) };
    for (const order of [[remove, edit], [edit, remove]]) {
      const doc = run([add]);
      const conflicts = order.flatMap((op) => applyOp(doc, op, context));
      expect(materialize(doc).content.values).toEqual(['Alpha edited']);
      expect(conflicts).toEqual([expect.objectContaining({ kind: 'removal', itemId: 'i1', keptValue: 'Alpha edited' })]);
    }
  });

  it('removes an item whose text the remover had seen', () => {
    const doc = run([
      { type: 'add', item: 'i1', level: 'values', order: keys[0]!, text: 'Alpha', hlc: at(1) },
      { type: 'remove', item: 'i1', seen: at(1), hlc: at(2, 'b') },
    ]);
    expect(materialize(doc).content.values).toEqual([]);
  });

  it('keeps an item removed after an edit removed, though a later removal had not seen the edit (fault seed 3000399)', () => {
    const add: MapOp = { type: 'add', item: 'i1', level: 'values', order: keys[0]!, text: 'Alpha', hlc: at(1) };
    const edit: MapOp = { type: 'text', item: 'i1', text: 'Alpha edited', prev: at(1), hlc: at(2) };
    const informed: MapOp = { type: 'remove', item: 'i1', seen: at(2), hlc: at(3) };
    const stale: MapOp = { type: 'remove', item: 'i1', seen: at(1), hlc: at(4, 'b') };
    for (const order of [[edit, informed, stale], [stale, edit, informed], [informed, stale, edit]]) {
      const doc = run([add, ...order]);
      expect(materialize(doc).content.values).toEqual([]);
    }
  });

  it('shows an item again when an add undoes its removal, and a later informed removal hides it', () => {
    const add: MapOp = { type: 'add', item: 'i1', level: 'values', order: keys[0]!, text: 'Alpha', hlc: at(1) };
    const remove: MapOp = { type: 'remove', item: 'i1', seen: at(1), hlc: at(2) };
    const undo: MapOp = { ...add, hlc: at(3) };
    expect(materialize(run([add, remove, undo])).content.values).toEqual(['Alpha']);
    expect(materialize(run([add, remove, undo, { type: 'remove', item: 'i1', seen: at(3), hlc: at(4, 'b') }])).content.values).toEqual([]);
  });

  it('orders items by key, equal keys by id, so concurrent appends never duplicate or drop one', () => {
    const doc = run([
      { type: 'add', item: 'zz', level: 'tools', order: keys[1]!, text: 'Second', hlc: at(1) },
      { type: 'add', item: 'aa', level: 'tools', order: keys[1]!, text: 'First', hlc: at(1, 'b') },
      { type: 'add', item: 'mm', level: 'tools', order: keys[0]!, text: 'Zeroth', hlc: at(2) },
    ]);
    expect(materialize(doc).content.tools).toEqual(['Zeroth', 'First', 'Second']);
  });

  it('moves a map to Trash and back by the later clock', () => {
    const doc = run([
      { type: 'delete', hlc: at(3) },
      { type: 'restore', hlc: at(2, 'b') },
    ]);
    expect(materialize(doc).trash).toEqual({ at: context.nowIso, by: 'u1' });
    applyOp(doc, { type: 'restore', hlc: at(4, 'b') }, context);
    expect(materialize(doc).trash).toBeNull();
  });
});
