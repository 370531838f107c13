import { afterEach, describe, expect, it } from 'vitest';
import { checkSpineExercise } from '../../../shared/content/exercise';
import { createDb, type SpineDb } from '../../db/db';
import {
  draftToExerciseInput,
  EMPTY_EXERCISE_DRAFT,
  EXERCISE_DRAFT_KEY,
  readExerciseDraft,
  saveExerciseDraft,
} from './exerciseDraft';

const opened: SpineDb[] = [];
afterEach(async () => {
  for (const instance of opened.splice(0)) await instance.delete();
});
function freshDb() {
  const instance = createDb(`exercise-draft-${crypto.randomUUID()}`);
  opened.push(instance);
  return instance;
}

describe('exercise draft', () => {
  it('reads an empty, closed draft when nothing was saved', async () => {
    expect(await readExerciseDraft(freshDb())).toEqual(EMPTY_EXERCISE_DRAFT);
  });

  it('gives back exactly what was saved', async () => {
    const instance = freshDb();
    const draft = {
      ...EMPTY_EXERCISE_DRAFT,
      open: true,
      needs: 'Safe water',
      tools: 'Radios\n\nWhiteboard\n',
    };
    await saveExerciseDraft(instance, draft);
    expect(await readExerciseDraft(instance)).toEqual(draft);
  });

  it('ignores a stored value of the wrong shape', async () => {
    const instance = freshDb();
    await instance.meta.put({ key: EXERCISE_DRAFT_KEY, value: { needs: 3 } });
    expect(await readExerciseDraft(instance)).toEqual(EMPTY_EXERCISE_DRAFT);
  });

  it('turns each non-blank line into a list item without bullets or numbering', () => {
    const input = draftToExerciseInput({
      ...EMPTY_EXERCISE_DRAFT,
      values: '- Safety\n\n  2. Reliability  \r\n• Fairness',
    });
    expect(input.values).toEqual(['Safety', 'Reliability', 'Fairness']);
    expect(input.tools).toEqual([]);
  });

  it('lets the checker flag a tool written as the need', () => {
    const findings = checkSpineExercise(
      draftToExerciseInput({
        ...EMPTY_EXERCISE_DRAFT,
        needs: 'We need Jira so the crew can track every job',
      }),
    );
    expect(findings).toContainEqual(
      expect.objectContaining({ level: 'needs', code: 'need-names-tool', severity: 'warning' }),
    );
  });
});
