import { describe, expect, it } from 'vitest';
import type { SpineMapContent } from '../schemas/spineMap';
import { applyPatch } from './applyPatch';
import { HLC_MAX_SKEW_MS, encodeHlc } from './hlc';
import { itemSimilarity } from './listMerge';
import { resolveIncoming, threeWayMerge } from './merge';

const EARLY = encodeHlc({ ms: Date.UTC(2026, 0, 1, 10), counter: 0, node: 'device-a' });
const LATE = encodeHlc({ ms: Date.UTC(2026, 0, 1, 11), counter: 0, node: 'device-b' });

const base: SpineMapContent = {
  title: 'Checkout team',
  systemBoundary: 'The checkout service',
  needs: 'Customers pay without friction.',
  values: ['Speed: ship weekly', 'Safety: no lost payments'],
  principles: ['Small batches', 'Fast feedback'],
  practices: ['Pairing', 'Trunk-based development'],
  tools: ['GitHub Actions'],
  visibility: 'unlisted',
};

const with_ = (patch: Partial<SpineMapContent>): SpineMapContent => ({ ...base, ...patch });

describe('threeWayMerge', () => {
  it('merges the issue scenario: both list changes, the later title, the other title as conflict', () => {
    const clientA = with_({ title: 'Checkout (A)', values: [...base.values, 'Clarity: readable code'] });
    const clientB = with_({
      title: 'Checkout (B)',
      practices: ['Pairing', 'Trunk-based development', 'Blameless postmortems'],
    });
    // A reached the server first; B's push arrives with the later clock.
    const { merged, conflicts } = threeWayMerge(base, clientA, clientB, {
      currentHlc: EARLY,
      incomingHlc: LATE,
    });
    expect(merged.values).toEqual([...base.values, 'Clarity: readable code']);
    expect(merged.practices).toEqual(['Pairing', 'Trunk-based development', 'Blameless postmortems']);
    expect(merged.title).toBe('Checkout (B)');
    expect(conflicts).toEqual([
      {
        field: 'title',
        kind: 'field',
        keptValue: 'Checkout (B)',
        lostValue: 'Checkout (A)',
        keptHlc: LATE,
        lostHlc: EARLY,
      },
    ]);
  });

  it('keeps the current title when the current side has the later clock', () => {
    const { merged, conflicts } = threeWayMerge(base, with_({ title: 'Mine' }), with_({ title: 'Theirs' }), {
      currentHlc: LATE,
      incomingHlc: EARLY,
    });
    expect(merged.title).toBe('Mine');
    expect(conflicts[0]).toMatchObject({
      keptValue: 'Mine',
      lostValue: 'Theirs',
      keptHlc: LATE,
      lostHlc: EARLY,
    });
  });

  it('takes a field changed on one side only without conflict', () => {
    const { merged, conflicts } = threeWayMerge(
      base,
      with_({ needs: 'New needs' }),
      with_({ visibility: 'public' }),
      {
        currentHlc: LATE,
        incomingHlc: EARLY,
      },
    );
    expect(merged).toEqual(with_({ needs: 'New needs', visibility: 'public' }));
    expect(conflicts).toEqual([]);
  });

  it('treats clearing an optional field as a change and merges it like any scalar', () => {
    const start = with_({ context: 'Old context', industry: 'Retail' });
    const current = with_({ industry: 'Retail' }); // cleared context
    const incoming = with_({ context: 'Old context', industry: 'Fintech' });
    const { merged, conflicts } = threeWayMerge(start, current, incoming, {
      currentHlc: EARLY,
      incomingHlc: LATE,
    });
    expect(merged).toEqual(with_({ industry: 'Fintech' }));
    expect('context' in merged).toBe(false);
    expect(conflicts).toEqual([]);
  });

  it('keeps an edit over a concurrent delete of the same item, on either side', () => {
    const edited = with_({ values: ['Speed: ship daily', 'Safety: no lost payments'] });
    const deleted = with_({ values: ['Safety: no lost payments'] });
    const clocks = { currentHlc: LATE, incomingHlc: EARLY };
    expect(threeWayMerge(base, deleted, edited, clocks).merged.values).toEqual([
      'Speed: ship daily',
      'Safety: no lost payments',
    ]);
    expect(threeWayMerge(base, edited, deleted, clocks).merged.values).toEqual([
      'Speed: ship daily',
      'Safety: no lost payments',
    ]);
  });

  it('applies an incoming edit in place when the current side kept the item', () => {
    const current = with_({ values: [...base.values, 'Focus: one thing at a time'] });
    const incoming = with_({ values: ['Speed: ship daily', 'Safety: no lost payments'] });
    const { merged } = threeWayMerge(base, current, incoming, { currentHlc: LATE, incomingHlc: EARLY });
    expect(merged.values).toEqual([
      'Speed: ship daily',
      'Safety: no lost payments',
      'Focus: one thing at a time',
    ]);
  });

  it('resolves one item edited differently on both sides by the later clock, recording the other', () => {
    const current = with_({ principles: ['Small batches of work', 'Fast feedback', 'Limit WIP'] });
    const incoming = with_({ principles: ['Small batches, always', 'Fast feedback'] });
    const { merged, conflicts } = threeWayMerge(base, current, incoming, {
      currentHlc: EARLY,
      incomingHlc: LATE,
    });
    expect(merged.principles).toEqual(['Small batches, always', 'Fast feedback', 'Limit WIP']);
    expect(conflicts).toEqual([
      {
        field: 'principles',
        kind: 'item',
        keptValue: 'Small batches, always',
        lostValue: 'Small batches of work',
        keptHlc: LATE,
        lostHlc: EARLY,
      },
    ]);
  });

  it('removes an item deleted on one side and untouched on the other', () => {
    const current = with_({ tools: ['GitHub Actions', 'Sentry'] });
    const incoming = with_({ practices: ['Pairing'], tools: [] });
    const { merged } = threeWayMerge(base, current, incoming, { currentHlc: EARLY, incomingHlc: LATE });
    expect(merged.practices).toEqual(['Pairing']);
    expect(merged.tools).toEqual(['Sentry']);
  });

  it('inserts incoming additions after the item that precedes them in incoming', () => {
    const current = with_({ practices: ['Pairing', 'Trunk-based development', 'Code review'] });
    const incoming = with_({
      practices: ['Mob programming', 'Pairing', 'Retros', 'Demos', 'Trunk-based development'],
    });
    const { merged } = threeWayMerge(base, current, incoming, { currentHlc: EARLY, incomingHlc: LATE });
    expect(merged.practices).toEqual([
      'Mob programming',
      'Pairing',
      'Retros',
      'Demos',
      'Trunk-based development',
      'Code review',
    ]);
  });

  it('keeps an item both sides added only once, ignoring case and spacing', () => {
    const current = with_({ tools: ['GitHub Actions', 'Sentry  alerts'] });
    const incoming = with_({ tools: ['GitHub Actions', 'sentry alerts', 'Grafana'] });
    const { merged } = threeWayMerge(base, current, incoming, { currentHlc: EARLY, incomingHlc: LATE });
    expect(merged.tools).toEqual(['GitHub Actions', 'Sentry  alerts', 'Grafana']);
  });

  it('drops additions beyond the item limit last-first and reports them as conflicts', () => {
    const many = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, index) => `${prefix} tool ${index}`);
    const current = with_({ tools: ['GitHub Actions', ...many('Alpha', 30)] });
    const incoming = with_({ tools: ['GitHub Actions', ...many('Beta', 30)] });
    const { merged, conflicts } = threeWayMerge(base, current, incoming, {
      currentHlc: EARLY,
      incomingHlc: LATE,
    });
    expect(merged.tools).toHaveLength(50);
    expect(conflicts).toHaveLength(11);
    expect(conflicts.every((conflict) => conflict.kind === 'item' && conflict.keptValue === null)).toBe(true);
    expect(new Set([...merged.tools, ...conflicts.map((conflict) => conflict.lostValue)]).size).toBe(61);
  });

  it('carries unknown content fields and merges them as scalars, keeping bookkeeping from current', () => {
    const current = { ...with_({}), theme: 'dusk', rev: 7 };
    const incoming = { ...with_({}), theme: 'dawn' };
    const { merged, conflicts } = threeWayMerge(base, current, incoming, {
      currentHlc: EARLY,
      incomingHlc: LATE,
    });
    expect(merged).toMatchObject({ theme: 'dawn', rev: 7 });
    expect(conflicts).toMatchObject([{ field: 'theme', keptValue: 'dawn', lostValue: 'dusk' }]);
  });

  it('equals the patch applied to current when current has not moved since base', () => {
    const patch = { title: 'Renamed', tools: ['Linear'] };
    expect(
      threeWayMerge(base, base, applyPatch(base, patch), { currentHlc: LATE, incomingHlc: EARLY }),
    ).toEqual({
      merged: applyPatch(base, patch),
      conflicts: [],
    });
  });
});

describe('itemSimilarity', () => {
  it('scores items with the same parsed name as the same item', () => {
    expect(itemSimilarity('Speed: ship weekly', 'speed - ship daily')).toBe(1);
  });

  it('scores an extended item highly and one differing within its first words low', () => {
    expect(itemSimilarity('Fast feedback loops', 'Fast feedback loops in CI')).toBeGreaterThanOrEqual(0.6);
    expect(itemSimilarity('Pairing', 'Pairing with new joiners')).toBeGreaterThanOrEqual(0.6);
    expect(itemSimilarity('Automated testing', 'Automated deployment')).toBeLessThan(0.6);
    expect(itemSimilarity('Focus 12', 'Focus 13')).toBeLessThan(0.6);
  });
});

describe('resolveIncoming', () => {
  const current = { ...with_({ title: 'Server title' }), id: 'm1', rev: 3 };
  const wallMs = Date.UTC(2026, 0, 1, 12);

  it('applies a patch made on the current revision without merging', () => {
    const result = resolveIncoming({
      base: base,
      current,
      currentRev: 3,
      baseRev: 3,
      patch: { title: 'Client title' },
      currentHlc: LATE,
      incomingHlc: EARLY,
      wallMs,
    });
    expect(result).toMatchObject({
      status: 'applied',
      conflicts: [],
      merged: { title: 'Client title', rev: 3 },
    });
  });

  it('merges a patch made on an older revision against its base', () => {
    const result = resolveIncoming({
      base,
      current,
      currentRev: 3,
      baseRev: 1,
      patch: { title: 'Client title', tools: ['Linear'] },
      currentHlc: EARLY,
      incomingHlc: LATE,
      wallMs,
    });
    expect(result.status).toBe('merged');
    expect(result.merged).toMatchObject({ title: 'Client title', tools: ['Linear'], id: 'm1' });
    expect(result.conflicts).toMatchObject([{ field: 'title', lostValue: 'Server title' }]);
  });

  it('clamps an incoming clock from the far future so it loses to a later honest edit', () => {
    const future = encodeHlc({ ms: wallMs + 30 * 24 * 3600 * 1000, counter: 0, node: 'skewed' });
    const honest = encodeHlc({ ms: wallMs + HLC_MAX_SKEW_MS + 1, counter: 0, node: 'server' });
    const result = resolveIncoming({
      base,
      current,
      currentRev: 3,
      baseRev: 1,
      patch: { title: 'Skewed title' },
      currentHlc: honest,
      incomingHlc: future,
      wallMs,
    });
    expect(result.merged.title).toBe('Server title');
    expect(result.incomingHlc < future).toBe(true);
  });
});
