import { describe, expect, it } from 'vitest';
import { LIST_LEVEL_IDS } from '../levels';
import type { SpineMapContent } from '../schemas/spineMap';
import { spineMapContentSchema } from '../schemas/spineMap';
import { applyPatch } from './applyPatch';
import { diffContent } from './diff';
import type { Gen } from './fuzzGen';
import { createGen, editList, freshItem, randomContent, randomEdit } from './fuzzGen';
import { compareHlc, encodeHlc } from './hlc';
import { itemKey } from './listMerge';
import type { MergeClocks } from './merge';
import { threeWayMerge } from './merge';

// Property tests: each runs RUNS seeded cases; a failure message names the seed to replay.
const RUNS = 300;
const SCALARS = [
  'title',
  'systemBoundary',
  'context',
  'needs',
  'industry',
  'teamSize',
  'visibility',
] as const;

function clocks(gen: Gen): MergeClocks {
  const at = (node: string) =>
    encodeHlc({ ms: 1_700_000_000_000 + gen.int(1000), counter: gen.int(3), node });
  return { currentHlc: at('server-side'), incomingHlc: at('client') };
}

function forEachSeed(run: (gen: Gen, seed: number) => void): void {
  for (let seed = 1; seed <= RUNS; seed += 1) {
    try {
      run(createGen(seed), seed);
    } catch (error) {
      throw new Error(`seed ${seed}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }
}

const keys = (items: readonly string[]) => items.map(itemKey);

describe('threeWayMerge properties', () => {
  it('is deterministic and leaves its inputs untouched', () => {
    forEachSeed((gen) => {
      const base = randomContent(gen);
      const current = randomEdit(gen, base, 'any');
      const incoming = randomEdit(gen, base, 'any');
      const snapshot = structuredClone([base, current, incoming]);
      const clock = clocks(gen);
      expect(threeWayMerge(base, current, incoming, clock)).toEqual(
        threeWayMerge(base, current, incoming, clock),
      );
      expect([base, current, incoming]).toEqual(snapshot);
    });
  });

  it('equals the patch when the server has no concurrent change', () => {
    forEachSeed((gen) => {
      const base = randomContent(gen);
      const patch = diffContent(base, randomEdit(gen, base, 'any'));
      expect(threeWayMerge(base, base, applyPatch(base, patch), clocks(gen))).toEqual({
        merged: applyPatch(base, patch),
        conflicts: [],
      });
    });
  });

  it('keeps the server version when the incoming side changed nothing', () => {
    forEachSeed((gen) => {
      const base = randomContent(gen);
      const current = randomEdit(gen, base, 'any');
      expect(threeWayMerge(base, current, base, clocks(gen))).toEqual({ merged: current, conflicts: [] });
    });
  });

  it('returns x without conflicts when both sides made the same change x', () => {
    forEachSeed((gen) => {
      const base = randomContent(gen);
      const x = randomEdit(gen, base, 'any');
      expect(threeWayMerge(base, x, structuredClone(x), clocks(gen))).toEqual({ merged: x, conflicts: [] });
    });
  });

  it('keeps every item added on either side exactly once', () => {
    forEachSeed((gen) => {
      const base = randomContent(gen);
      const current = randomEdit(gen, base, 'add-only', false);
      const incoming = randomEdit(gen, base, 'add-only', false);
      const { merged, conflicts } = threeWayMerge(base, current, incoming, clocks(gen));
      expect(conflicts).toEqual([]);
      for (const field of LIST_LEVEL_IDS) {
        const expected = new Set(keys([...base[field], ...current[field], ...incoming[field]]));
        expect(keys(merged[field]).sort()).toEqual([...expected].sort());
      }
    });
  });

  it('gives the same item sets whichever side is current, for concurrent additions', () => {
    forEachSeed((gen) => {
      const base = randomContent(gen);
      const a = randomEdit(gen, base, 'add-only', false);
      const b = randomEdit(gen, base, 'add-only', false);
      const clock = clocks(gen);
      const ab = threeWayMerge(base, a, b, clock).merged;
      const ba = threeWayMerge(base, b, a, {
        currentHlc: clock.incomingHlc,
        incomingHlc: clock.currentHlc,
      }).merged;
      for (const field of LIST_LEVEL_IDS) expect(new Set(ab[field])).toEqual(new Set(ba[field]));
    });
  });

  it('removes an item deleted on one side while the other side changed something else', () => {
    forEachSeed((gen) => {
      const base = randomContent(gen);
      const field = gen.pick(LIST_LEVEL_IDS);
      if (base[field].length === 0) base[field] = [freshItem(gen), freshItem(gen)];
      const removed = gen.pick(base[field]);
      const deleting = { ...base, [field]: base[field].filter((item) => item !== removed) };
      const other = { ...base, title: `Other ${gen.int(1e6)}`, [field]: [...base[field], freshItem(gen)] };
      const clock = clocks(gen);
      expect(threeWayMerge(base, deleting, other, clock).merged[field]).not.toContain(removed);
      expect(threeWayMerge(base, other, deleting, clock).merged[field]).not.toContain(removed);
    });
  });

  it('keeps an edit over a concurrent delete of the same item, whichever side edits', () => {
    forEachSeed((gen) => {
      const base = randomContent(gen);
      const field = gen.pick(LIST_LEVEL_IDS);
      if (base[field].length === 0) base[field] = [freshItem(gen)];
      const index = gen.int(base[field].length);
      const original = base[field][index] ?? '';
      const edited = `${original.split(':')[0] ?? ''}: edited ${gen.int(1e6)}`;
      const editing = { ...base, [field]: base[field].map((item, at) => (at === index ? edited : item)) };
      const deleting = {
        ...base,
        [field]: editList(
          gen,
          base[field].filter((_, at) => at !== index),
          'add-only',
        ),
      };
      const clock = clocks(gen);
      for (const [current, incoming] of [
        [editing, deleting],
        [deleting, editing],
      ] as const) {
        const result = threeWayMerge(base, current, incoming, clock).merged[field];
        expect(result).toContain(edited);
        expect(result).not.toContain(original);
      }
    });
  });

  it('resolves a scalar changed differently on both sides to the later clock and records the other', () => {
    forEachSeed((gen) => {
      const base = randomContent(gen);
      const field = gen.pick(['title', 'needs', 'systemBoundary'] as const);
      const current = { ...randomEdit(gen, base, 'any', false), [field]: `Current ${gen.int(1e6)}` };
      const incoming = { ...randomEdit(gen, base, 'any', false), [field]: `Incoming ${gen.int(1e6)}` };
      const clock = clocks(gen);
      const { merged, conflicts } = threeWayMerge(base, current, incoming, clock);
      const incomingLater = compareHlc(clock.incomingHlc, clock.currentHlc) > 0;
      const [kept, lost] = incomingLater
        ? [incoming[field], current[field]]
        : [current[field], incoming[field]];
      expect(merged[field]).toBe(kept);
      expect(conflicts.filter((conflict) => conflict.kind === 'field')).toEqual([
        {
          field,
          kind: 'field',
          keptValue: kept,
          lostValue: lost,
          keptHlc: incomingLater ? clock.incomingHlc : clock.currentHlc,
          lostHlc: incomingLater ? clock.currentHlc : clock.incomingHlc,
        },
      ]);
    });
  });

  it('produces valid content with no duplicates, loses no new value, and invents nothing', () => {
    forEachSeed((gen) => {
      const base = randomContent(gen);
      const current = randomEdit(gen, base, 'any');
      const incoming = randomEdit(gen, base, 'any');
      const { merged, conflicts } = threeWayMerge(base, current, incoming, clocks(gen));
      expect(spineMapContentSchema.safeParse(merged).success).toBe(true);
      const lost = new Set(conflicts.map((conflict) => JSON.stringify(conflict.lostValue)));
      for (const field of LIST_LEVEL_IDS) {
        const result = merged[field];
        expect(new Set(keys(result)).size).toBe(result.length);
        const known = new Set([...base[field], ...current[field], ...incoming[field]]);
        for (const item of result) expect(known.has(item)).toBe(true);
        for (const item of current[field].filter((entry) => incoming[field].includes(entry)))
          expect(result).toContain(item);
        for (const item of [...current[field], ...incoming[field]]) {
          // Anything missing was a base item that the other side removed or edited, or a recorded loss.
          if (!result.includes(item))
            expect(base[field].includes(item) || lost.has(JSON.stringify(item))).toBe(true);
        }
      }
      for (const field of SCALARS) {
        const value = (merged as Record<string, unknown>)[field];
        const sides = [base, current, incoming].map(
          (side: SpineMapContent) => (side as Record<string, unknown>)[field],
        );
        expect(sides).toContainEqual(value);
      }
    });
  });
});
