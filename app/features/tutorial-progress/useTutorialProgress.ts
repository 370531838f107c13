import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { db } from '../../db/db';
import type { TutorialAction, TutorialState } from './tutorialProgress';
import { applyTutorialAction, readTutorialProgress } from './tutorialProgressRepository';

/**
 * The learner's tutorial progress from Dexie (`undefined` while loading) and a dispatcher that
 * persists each action, so progress survives reloads and works offline.
 */
export function useTutorialProgress(totalSteps: number): {
  progress: TutorialState | undefined;
  dispatch: (action: TutorialAction) => Promise<TutorialState>;
} {
  const progress = useLiveQuery(() => readTutorialProgress(db), []);
  const dispatch = useCallback(
    (action: TutorialAction) => applyTutorialAction(db, action, totalSteps),
    [totalSteps],
  );
  return { progress, dispatch };
}
