import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import { db } from '../../db/db';
import { readExerciseDraft, saveExerciseDraft, type ExerciseDraft } from './exerciseDraft';

/**
 * The exercise draft as local, instantly editable state, seeded once from Dexie and written back
 * on every change (so a reload or going offline loses nothing). `undefined` while loading.
 */
export function useExerciseDraft(): {
  draft: ExerciseDraft | undefined;
  update: (patch: Partial<ExerciseDraft>) => void;
} {
  const stored = useLiveQuery(() => readExerciseDraft(db), []);
  const [draft, setDraft] = useState<ExerciseDraft | undefined>(undefined);
  // Adopt the stored draft once; afterwards local state leads, so typing never waits for IndexedDB.
  if (draft === undefined && stored !== undefined) setDraft(stored);

  const update = useCallback((patch: Partial<ExerciseDraft>) => {
    setDraft((current) => {
      if (!current) return current;
      const next = { ...current, ...patch };
      void saveExerciseDraft(db, next);
      return next;
    });
  }, []);
  return { draft, update };
}
