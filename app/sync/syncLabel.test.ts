import { describe, expect, it } from 'vitest';
import { indicatorState, isSynced, syncLabel, type IndicatorInputs, type SyncState } from './syncLabel';
import type { SyncPhase } from './syncScheduler';

const settled: SyncState = {
  online: true,
  phase: 'idle',
  outbox: 0,
  unsaved: 0,
  notSynced: 0,
  everSynced: true,
};
const at = (patch: Partial<SyncState>) => syncLabel({ ...settled, ...patch });

describe('sync indicator label', () => {
  it('says Synced only when nothing waits and the last round succeeded', () => {
    expect(at({})).toBe('Synced');
  });

  it('names each state that is not synced', () => {
    expect(at({ online: false })).toBe('Offline');
    expect(at({ online: false, outbox: 3 })).toBe('Offline');
    expect(at({ phase: 'syncing', outbox: 3 })).toBe('Syncing…');
    expect(at({ outbox: 1 })).toBe('1 change waiting');
    expect(at({ outbox: 2, unsaved: 1 })).toBe('3 changes waiting');
    expect(at({ unsaved: 1 })).toBe('1 change waiting');
    expect(at({ phase: 'needsLogin', outbox: 4 })).toBe('4 changes waiting');
    expect(at({ notSynced: 1 })).toBe('1 not synced');
    expect(at({ notSynced: 2, outbox: 1 })).toBe('1 change waiting');
    expect(at({ phase: 'needsLogin' })).toBe('On this device');
    expect(at({ phase: 'error', everSynced: false })).toBe('Not synced yet');
    expect(at({ phase: 'error', everSynced: false, unreachable: true })).toBe('Offline');
    expect(at({ everSynced: false })).toBe('Not synced yet');
  });

  it('never says Synced while anything waits or the last round failed, in any combination', () => {
    const phases: SyncPhase[] = ['idle', 'syncing', 'needsLogin', 'error'];
    let checked = 0;
    for (const online of [true, false])
      for (const phase of phases)
        for (const outbox of [0, 1, 7])
          for (const unsaved of [0, 1, 2])
            for (const notSynced of [0, 1])
              for (const everSynced of [true, false])
                for (const unreachable of [true, false]) {
                  const state = { online, phase, outbox, unsaved, notSynced, everSynced, unreachable };
                  const clean =
                    online && phase === 'idle' && outbox + unsaved + notSynced === 0 && everSynced;
                  expect(isSynced(state), JSON.stringify(state)).toBe(clean);
                  checked += 1;
                }
    expect(checked).toBe(2 * 4 * 3 * 3 * 2 * 2 * 2);
  });
});

describe('the indicator state', () => {
  const quiet: IndicatorInputs = {
    online: true,
    local: { pendingCount: 0, writing: 0, writeSeq: 4 },
    counts: { outbox: 0, notSynced: 0, seq: 4 },
    status: { phase: 'idle', lastSyncedAt: 1 },
  };
  const labelOf = (patch: Partial<IndicatorInputs>) => syncLabel(indicatorState({ ...quiet, ...patch }));

  it('is Synced when the count read after the last write finds nothing waiting', () => {
    expect(labelOf({})).toBe('Synced');
  });

  it('counts a write in flight, or one the count has not read yet, as a change waiting', () => {
    expect(labelOf({ local: { pendingCount: 0, writing: 1, writeSeq: 4 } })).toBe('1 change waiting');
    // The write committed (seq 5) after the query that answered started (seq 4).
    expect(labelOf({ local: { pendingCount: 0, writing: 0, writeSeq: 5 } })).toBe('1 change waiting');
    // A query that started after it answers: its count is the truth.
    expect(
      labelOf({
        local: { pendingCount: 0, writing: 0, writeSeq: 5 },
        counts: { outbox: 0, notSynced: 0, seq: 5 },
      }),
    ).toBe('Synced');
    expect(
      labelOf({
        local: { pendingCount: 0, writing: 0, writeSeq: 5 },
        counts: { outbox: 2, notSynced: 0, seq: 4 },
      }),
    ).toBe('2 changes waiting');
  });

  it('adds typed text not yet stored to the rows waiting', () => {
    expect(
      labelOf({
        local: { pendingCount: 1, writing: 0, writeSeq: 4 },
        counts: { outbox: 2, notSynced: 0, seq: 4 },
      }),
    ).toBe('3 changes waiting');
  });

  it('never says Synced before the first count answers', () => {
    expect(labelOf({ counts: undefined })).toBe('Not synced yet');
  });

  it('counts refused changes once nothing else waits', () => {
    expect(labelOf({ counts: { outbox: 0, notSynced: 2, seq: 4 } })).toBe('2 not synced');
  });
});
