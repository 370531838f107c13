import { describe, expect, it } from 'vitest';
import { LEVEL_IDS } from '../levels';
import { levelLessonSchema } from '../schemas/levelLesson';
import { SPINE_EXERCISE, checkSpineExercise } from './exercise';
import { LEVEL_LESSONS, levelLesson } from './lessons';

function blankStrings(value: unknown, path = '$'): string[] {
  if (typeof value === 'string') return value.trim() ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => blankStrings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => blankStrings(item, `${path}.${key}`));
  }
  return [];
}

describe('level lessons', () => {
  it('exist for all five levels, in spine order, numbered 1 to 5', () => {
    expect(LEVEL_LESSONS.map((lesson) => lesson.levelId)).toEqual(LEVEL_IDS);
    expect(LEVEL_LESSONS.map((lesson) => lesson.number)).toEqual([1, 2, 3, 4, 5]);
  });

  it('parse with the level lesson schema and hold no blank text', () => {
    for (const lesson of LEVEL_LESSONS) expect(() => levelLessonSchema.parse(lesson)).not.toThrow();
    expect(blankStrings(LEVEL_LESSONS)).toEqual([]);
  });

  it('chain previous and next links through the levels', () => {
    LEVEL_LESSONS.forEach((lesson, index) => {
      const before = LEVEL_LESSONS[index - 1];
      const after = LEVEL_LESSONS[index + 1];
      expect(lesson.previous?.href ?? null).toBe(before ? `/learn/${before.levelId}` : null);
      expect(lesson.next?.href ?? null).toBe(after ? `/learn/${after.levelId}` : null);
    });
  });

  it('give Needs three steps, a statement template and links to Values and the generator', () => {
    const needs = levelLesson('needs');
    expect(needs.steps).toHaveLength(3);
    expect(needs.template.pattern).toContain('{perspective}');
    expect(needs.next?.href).toBe('/learn/values');
    expect(needs.cta.href).toBe('/generator');
  });

  it('give Values four steps, the Quality, Speed and People categories and links to Principles and Needs', () => {
    const values = levelLesson('values');
    expect(values.steps).toHaveLength(4);
    expect(values.categories?.map((category) => category.name)).toEqual(['Quality', 'Speed', 'People']);
    expect(values.next?.href).toBe('/learn/principles');
    expect(values.previous?.href).toBe('/learn/needs');
  });

  it('keep category values and good value examples to one or two words', () => {
    const values = levelLesson('values');
    const words = [
      ...(values.categories ?? []).flatMap((category) => category.examples),
      ...values.goodExamples.map((example) => example.text),
    ];
    for (const word of words) expect(word.split(/\s+/).length, word).toBeLessThanOrEqual(2);
  });

  it('fill every template example without leftover placeholders', () => {
    for (const lesson of LEVEL_LESSONS) expect(lesson.template.example).not.toMatch(/[{}]/);
  });

  it('rejects a template whose placeholders and fields disagree', () => {
    const broken = {
      ...levelLesson('tools'),
      template: { ...levelLesson('tools').template, pattern: 'We use {tool} for {nothing}.' },
    };
    expect(levelLessonSchema.safeParse(broken).success).toBe(false);
  });

  it('agree with the exercise checker: poor practice and principle examples are caught', () => {
    const base = SPINE_EXERCISE.sampleAnswer;
    for (const practice of ['Being transparent.', 'Jira']) {
      const findings = checkSpineExercise({ ...base, practices: [practice] }).filter(
        (entry) => entry.level === 'practices',
      );
      expect(
        findings.map((entry) => entry.severity),
        practice,
      ).toEqual(['warning']);
    }
    const principle = checkSpineExercise({ ...base, principles: ['Quality'] }).filter(
      (entry) => entry.level === 'principles',
    );
    expect(principle.map((entry) => entry.code)).toEqual(['principle-single-word']);
  });

  it('refuses a level without a lesson', () => {
    expect(() => levelLesson('spleen' as never)).toThrow(/No lesson/);
  });
});
