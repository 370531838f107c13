import { describe, expect, it } from 'vitest';
import { isSynced, syncLabel, type SyncState } from './syncLabel';
import type { SyncPhase } from './syncScheduler';

const settled: SyncState = { online: true, phase: 'idle', outbox: 0, unsaved: 0, notSynced: 0, everSynced: true };
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
                  const clean = online && phase === 'idle' && outbox + unsaved + notSynced === 0 && everSynced;
                  expect(isSynced(state), JSON.stringify(state)).toBe(clean);
                  checked += 1;
                }
    expect(checked).toBe(2 * 4 * 3 * 3 * 2 * 2 * 2);
  });
});
