import { describe, expect, it } from 'vitest';
import { LEVEL_IDS } from '../levels';
import { lessonSchema, tutorialStepSchema } from '../schemas/tutorial';
import { SPINE_EXERCISE } from './exercise';
import { LESSONS, TUTORIAL_STEPS } from './tutorial';

function blankStrings(value: unknown, path = '$'): string[] {
  if (typeof value === 'string') return value.trim() ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => blankStrings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => blankStrings(item, `${path}.${key}`));
  }
  return [];
}

describe('tutorial steps', () => {
  it('parse with the tutorial step schema', () => {
    for (const step of TUTORIAL_STEPS) expect(() => tutorialStepSchema.parse(step)).not.toThrow();
  });

  it('are four steps of 15, 25, 35 and 30 minutes with ids 1 to 4', () => {
    expect(TUTORIAL_STEPS.map((step) => step.id)).toEqual([1, 2, 3, 4]);
    expect(TUTORIAL_STEPS.map((step) => step.duration)).toEqual([15, 25, 35, 30]);
  });

  it('contain no blank text anywhere', () => {
    expect(blankStrings(TUTORIAL_STEPS)).toEqual([]);
  });

  it('open with an intro, key points and an example', () => {
    const { content } = TUTORIAL_STEPS[0]!;
    expect(content.intro).toBeTruthy();
    expect(content.keyPoints?.length).toBeGreaterThanOrEqual(3);
    expect(content.example).toBeTruthy();
  });

  it('present all five levels in order, each with a summary and a guiding question', () => {
    const levels = TUTORIAL_STEPS[1]!.content.levels ?? [];
    expect(levels.map((level) => level.id)).toEqual(LEVEL_IDS);
    for (const level of levels) expect(level.question).toMatch(/\?$/);
  });

  it('hand the hands-on step the exercise scenario and task', () => {
    const { content } = TUTORIAL_STEPS[2]!;
    expect(content.scenario).toBe(SPINE_EXERCISE.scenario);
    expect(content.exercise).toBe(SPINE_EXERCISE.task);
  });

  it('name the core patterns in the last step', () => {
    const names = (TUTORIAL_STEPS[3]!.content.patterns ?? []).map((pattern) => pattern.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Going up the spine',
        'Spotting a crooked spine',
        'Enabling constraints',
        'An archetype as a starting point',
        'Fractal spines',
        'Keep the focus on the need',
      ]),
    );
  });
});

describe('learning path lessons', () => {
  it('parse with the lesson schema and are all available', () => {
    for (const lesson of LESSONS) {
      expect(() => lessonSchema.parse(lesson)).not.toThrow();
      expect(lesson.status).toBe('available');
    }
  });

  it('mirror the tutorial steps: ids 1 to 4 with the same durations', () => {
    expect(LESSONS.map((lesson) => [lesson.id, lesson.duration])).toEqual([
      [1, 15],
      [2, 25],
      [3, 35],
      [4, 30],
    ]);
    expect(blankStrings(LESSONS)).toEqual([]);
  });
});
