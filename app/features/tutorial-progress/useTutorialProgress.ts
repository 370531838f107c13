import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { detectLocalData, hasLocalData } from '../../db/localData';
import { INITIAL_TUTORIAL_STATE, type TutorialAction, type TutorialState } from './tutorialProgress';

const loadStore = () => import('./tutorialProgressStore');

function asError(failure: unknown): Error {
  return failure instanceof Error
    ? failure
    : new Error('Could not read the tutorial progress', { cause: failure });
}

/** The marker never changes under a mounted page except through this hook's own writes. */
function subscribeNever(): () => void {
  return () => undefined;
}

/**
 * The learner's tutorial progress (`undefined` while loading) and a dispatcher that persists each
 * action in Dexie, so progress survives reloads and works offline. A device without local data has
 * no progress to read: it gets the first step at once, and Dexie loads with the learner's first
 * action (db/localData.ts). The server renders that state (prerendered /learn), so a first visit
 * hydrates without swapping the page for a skeleton.
 */
export function useTutorialProgress(totalSteps: number): {
  progress: TutorialState | undefined;
  dispatch: (action: TutorialAction) => Promise<TutorialState>;
} {
  const marked = useSyncExternalStore(subscribeNever, hasLocalData, () => false);
  // A device from before the marker, found to have a database; or one that has just written.
  const [found, setFound] = useState(false);
  const local = marked || found;
  const [stored, setStored] = useState<TutorialState | undefined>(undefined);
  // A failed read reaches the route's error page, as useLiveQuery's would.
  const [error, setError] = useState<Error | undefined>(undefined);
  if (error) throw error;

  useEffect(() => {
    if (local) return;
    let current = true;
    void detectLocalData().then((exists) => {
      if (current && exists) setFound(true);
    });
    return () => {
      current = false;
    };
  }, [local]);

  useEffect(() => {
    if (!local) return;
    let current = true;
    let stop: (() => void) | undefined;
    void loadStore().then(
      (store) => {
        if (current) stop = store.watchTutorialProgress(setStored, (failure) => setError(asError(failure)));
      },
      (failure: unknown) => setError(asError(failure)),
    );
    return () => {
      current = false;
      stop?.();
    };
  }, [local]);

  const dispatch = useCallback(
    async (action: TutorialAction) => {
      const store = await loadStore();
      const next = await store.applyToStoredProgress(action, totalSteps);
      // The new state at once (the live query follows), so the page never falls back to a skeleton.
      setStored(next);
      setFound(true);
      return next;
    },
    [totalSteps],
  );
  return { progress: local ? stored : INITIAL_TUTORIAL_STATE, dispatch };
}
