import type { GenerateAnswers, GenerateRequest } from '../../../shared/schemas/generate';
import type { Assessment, QuestionId } from '../../../shared/drafter/questions';

// The facilitator questions the generator asks before drafting when the boundary gives little to go
// on (issue 11). The same assessment runs online and offline: it is the built-in drafter's own.

/** The answers as typed, one text per question. */
export type AnswerForm = Record<QuestionId, string>;

/** No answers typed yet. */
export const EMPTY_ANSWERS: AnswerForm = { served: '', loss: '', weekly: '', tools: '' };

/** The answers to send: trimmed, blanks left out, nothing at all when every answer is blank. */
export function toAnswers(form: AnswerForm): GenerateAnswers | undefined {
  const answers: GenerateAnswers = {};
  for (const key of Object.keys(EMPTY_ANSWERS) as QuestionId[]) {
    const text = form[key].trim();
    if (text) answers[key] = text;
  }
  return Object.keys(answers).length ? answers : undefined;
}

/** What the questions were resolved for: the request as it was when they were answered or skipped. */
export function requestKey(request: GenerateRequest): string {
  return JSON.stringify([request.systemBoundary, request.context ?? '', request.currentTools ?? '']);
}

/** The questions were answered or skipped for one request; the answers go with every generation of it. */
export interface ResolvedQuestions {
  key: string;
  answers?: GenerateAnswers;
}

/**
 * What Generate does next: draft at once when the questions were already answered or skipped for
 * this request, or when the assessment finds enough to go on; otherwise ask them.
 */
export function nextStep(
  request: GenerateRequest,
  resolved: ResolvedQuestions | null,
  assessment: Assessment | undefined,
): { kind: 'draft'; request: GenerateRequest } | { kind: 'ask'; assessment: Assessment } {
  if (resolved?.key === requestKey(request)) {
    return { kind: 'draft', request: resolved.answers ? { ...request, answers: resolved.answers } : request };
  }
  if (assessment?.weak && assessment.questions.length > 0) return { kind: 'ask', assessment };
  return { kind: 'draft', request };
}

/** Assesses a request with the built-in drafter, loaded on demand so it stays out of the page's first load. */
export async function assessRequest(request: GenerateRequest): Promise<Assessment> {
  const { assessBoundary } = await import('../../../shared/drafter/questions');
  return assessBoundary(request);
}
