import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type SpineDb } from '../../db/db';
import {
  applyTutorialAction,
  readTutorialProgress,
  TUTORIAL_PROGRESS_ID,
} from './tutorialProgressRepository';

const opened: SpineDb[] = [];
function freshDb(): SpineDb {
  const instance = createDb(`tutorial-progress-${crypto.randomUUID()}`);
  opened.push(instance);
  return instance;
}

afterEach(async () => {
  for (const instance of opened.splice(0)) await instance.delete();
});

describe('tutorial progress in Dexie', () => {
  it('reads the initial state on a device that never opened the tutorial', async () => {
    expect(await readTutorialProgress(freshDb())).toEqual({ currentStep: 1, completed: [] });
  });

  it('persists each action so a reopened database sees the same progress', async () => {
    const first = freshDb();
    await applyTutorialAction(first, { type: 'next' }, 4);
    await applyTutorialAction(first, { type: 'next' }, 4);
    const row = await first.tutorialProgress.get(TUTORIAL_PROGRESS_ID);
    expect(row).toMatchObject({ id: 'tutorial', currentStep: 3, completed: [1, 2] });
    expect(row?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    first.close();
    opened.splice(opened.indexOf(first), 1);
    const reopened = createDb(first.name);
    opened.push(reopened);
    expect(await readTutorialProgress(reopened)).toEqual({ currentStep: 3, completed: [1, 2] });
  });

  it('applies quick successive actions in order without losing one', async () => {
    const instance = freshDb();
    await Promise.all([
      applyTutorialAction(instance, { type: 'next' }, 4),
      applyTutorialAction(instance, { type: 'next' }, 4),
      applyTutorialAction(instance, { type: 'next' }, 4),
    ]);
    expect(await readTutorialProgress(instance)).toEqual({ currentStep: 4, completed: [1, 2, 3] });
  });

  it('falls back to the initial state when the stored row is malformed', async () => {
    const instance = freshDb();
    await instance.tutorialProgress.put({
      id: 'tutorial',
      currentStep: -2,
      completed: [],
      updatedAt: 'x',
    } as never);
    expect(await readTutorialProgress(instance)).toEqual({ currentStep: 1, completed: [] });
    await applyTutorialAction(instance, { type: 'next' }, 4);
    expect(await readTutorialProgress(instance)).toEqual({ currentStep: 2, completed: [1] });
  });
});
