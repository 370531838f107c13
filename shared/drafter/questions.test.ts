import { describe, expect, it } from 'vitest';
import { generateAnswersSchema } from '../schemas/generate';
import { assessBoundary, DRAFTER_QUESTIONS } from './questions';

const ids = (boundary: string, extra: Omit<Parameters<typeof assessBoundary>[0], 'systemBoundary'> = {}) =>
  assessBoundary({ systemBoundary: boundary, ...extra }).questions.map((question) => question.id);

describe('assessBoundary', () => {
  it('asks all four short questions when the boundary gives little to go on', () => {
    const assessment = assessBoundary({ systemBoundary: 'our team' });
    expect(assessment.weak).toBe(true);
    expect(assessment.questions.map((question) => question.text)).toEqual([
      'Who does this system serve?',
      'What would they lose if it stopped?',
      'What do you already do every week?',
      'What tools do you use?',
    ]);
    for (const question of DRAFTER_QUESTIONS) expect(question.text.length).toBeLessThanOrEqual(40);
  });

  it('asks nothing when the boundary places the system firmly', () => {
    expect(assessBoundary({ systemBoundary: 'Nursing team on a surgical ward at a city hospital' })).toEqual({
      weak: false,
      verdict: 'strong',
      questions: [],
    });
  });

  it('skips the tools question when tools were given', () => {
    expect(ids('the group', { currentTools: 'WhatsApp' })).toEqual(['served', 'loss', 'weekly']);
  });

  it('skips questions the boundary or context already answer', () => {
    expect(ids('The group serving families on our street')).toEqual(['loss', 'weekly', 'tools']);
    expect(
      ids('the group', { context: 'we meet every Sunday; without us they would lose their hot meal' }),
    ).toEqual(['served', 'tools']);
  });

  it('skips questions already answered, and judges with the answers as evidence', () => {
    const answers = generateAnswersSchema.parse({ served: 'the people around me', weekly: '  ' });
    expect(ids('the group', { answers })).toEqual(['loss', 'weekly', 'tools']);
    const placed = assessBoundary({
      systemBoundary: 'Our team',
      answers: { served: 'patients on the ward', weekly: 'handover at every shift change' },
    });
    expect(placed.weak).toBe(false);
  });

  it('calls a boundary split between two domains on modest evidence weak too', () => {
    const assessment = assessBoundary({ systemBoundary: 'Planning workshop with product and engineering' });
    // Split three ways on words after the head ('workshop' only says it is a workshop): not strong.
    expect(['contested', 'thin']).toContain(assessment.verdict);
    expect(assessment.weak).toBe(true);
  });

  it('says which domain it would assume when it can only guess, and none when it knows nothing', () => {
    expect(assessBoundary({ systemBoundary: 'The vinery' }).assumed).toMatch(/^I would draft it as a farm\./);
    expect(assessBoundary({ systemBoundary: 'our team' }).assumed).toBeUndefined();
    expect(assessBoundary({ systemBoundary: 'Municipal library branch' }).weak).toBe(false);
  });
});
