import { describe, expect, it } from 'vitest';
import { assessRequest, EMPTY_ANSWERS, nextStep, requestKey, toAnswers } from './generatorQuestions';

describe('generator questions', () => {
  it('sends trimmed answers, leaves blanks out, and sends none when all are blank', () => {
    expect(toAnswers({ ...EMPTY_ANSWERS, served: '  my neighbours ', tools: 'WhatsApp' })).toEqual({
      served: 'my neighbours',
      tools: 'WhatsApp',
    });
    expect(toAnswers({ served: ' ', loss: '', weekly: '\n', tools: '' })).toBeUndefined();
  });

  it('asks when the built-in drafter finds the boundary weak, offline as online', async () => {
    const weak = await assessRequest({ systemBoundary: 'our team' });
    expect(weak.weak).toBe(true);
    expect(nextStep({ systemBoundary: 'our team' }, null, weak)).toEqual({ kind: 'ask', assessment: weak });

    const strong = await assessRequest({
      systemBoundary: 'Nursing team on a surgical ward at a city hospital',
    });
    expect(
      nextStep({ systemBoundary: 'Nursing team on a surgical ward at a city hospital' }, null, strong),
    ).toEqual({
      kind: 'draft',
      request: { systemBoundary: 'Nursing team on a surgical ward at a city hospital' },
    });
  });

  it('does not ask again for the same input once answered or skipped, and sends the answers with it', async () => {
    const request = { systemBoundary: 'our team', context: 'five of us' };
    const weak = await assessRequest(request);
    const answered = { key: requestKey(request), answers: { served: 'my neighbours' } };
    expect(nextStep(request, answered, weak)).toEqual({
      kind: 'draft',
      request: { ...request, answers: { served: 'my neighbours' } },
    });
    expect(nextStep(request, { key: requestKey(request) }, weak)).toEqual({ kind: 'draft', request });
    // A changed boundary is a new input: the questions come back.
    expect(nextStep({ ...request, systemBoundary: 'the group' }, answered, weak).kind).toBe('ask');
  });

  it('drafts without asking when there is nothing left to ask or no assessment', async () => {
    const request = {
      systemBoundary: 'The group serving families on our street',
      context: 'we meet every Sunday; without us they would lose their hot meal',
      currentTools: 'WhatsApp',
    };
    const assessment = await assessRequest(request);
    expect(assessment.weak).toBe(true);
    expect(assessment.questions).toEqual([]);
    expect(nextStep(request, null, assessment).kind).toBe('draft');
    expect(nextStep(request, null, undefined).kind).toBe('draft');
  });
});
