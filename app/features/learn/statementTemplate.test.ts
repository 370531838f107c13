import { describe, expect, it } from 'vitest';
import { LEVEL_LESSONS } from '../../../shared/content/lessons';
import { fillTemplatePattern, parseTemplatePattern } from './statementTemplate';

describe('lesson statement templates', () => {
  it('splits a pattern into wording and blanks in order', () => {
    expect(parseTemplatePattern('Seen from {who}, {what}.')).toEqual([
      { kind: 'text', text: 'Seen from ' },
      { kind: 'field', key: 'who' },
      { kind: 'text', text: ', ' },
      { kind: 'field', key: 'what' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('builds the sentence from the filled fields and names the missing ones', () => {
    expect(
      fillTemplatePattern(
        'Seen from {who}, {what}.',
        { who: ' our customers ', what: '' },
        { who: 'Whose view', what: 'Outcome' },
      ),
    ).toBe('Seen from our customers, [Outcome].');
  });

  it('has a blank for every field of every lesson template', () => {
    for (const lesson of LEVEL_LESSONS) {
      const keys = parseTemplatePattern(lesson.template.pattern).flatMap((segment) =>
        segment.kind === 'field' ? [segment.key] : [],
      );
      expect(keys.sort(), lesson.levelId).toEqual(lesson.template.fields.map((field) => field.key).sort());
    }
  });
});
