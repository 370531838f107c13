import { describe, expect, it } from 'vitest';
import { onBeforeReload, runBeforeReloadHooks } from './beforeReload';

describe('before-reload hooks', () => {
  it('waits for registered hooks and skips unregistered ones', async () => {
    const calls: string[] = [];
    onBeforeReload(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      calls.push('flushed');
    });
    const off = onBeforeReload(() => void calls.push('removed'));
    off();
    await runBeforeReloadHooks();
    expect(calls).toEqual(['flushed']);
  });

  it('does not let a stuck or failing hook block the reload', async () => {
    const offStuck = onBeforeReload(() => new Promise<void>(() => {}));
    const offFailing = onBeforeReload(() => Promise.reject(new Error('network down')));
    const started = Date.now();
    await runBeforeReloadHooks(50);
    expect(Date.now() - started).toBeLessThan(1000);
    offStuck();
    offFailing();
  });
});
