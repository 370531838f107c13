import type { GenerateAnswers, GenerateRequest } from '../schemas/generate';
import type { Verdict } from './evidence';
import { analyse } from './analyse';
import { GENERIC_DOMAIN } from './knowledge';

/** Which answer a question asks for: the keys of the generate request's `answers`. */
export type QuestionId = keyof GenerateAnswers;

/** One of the facilitator's questions, with an example answer to show as a placeholder. */
export interface DrafterQuestion {
  readonly id: QuestionId;
  readonly text: string;
  readonly example: string;
}

/** The four questions, in the order a facilitator would ask them. */
export const DRAFTER_QUESTIONS: readonly DrafterQuestion[] = [
  {
    id: 'served',
    text: 'Who does this system serve?',
    example: 'e.g. the children in year 5 and their parents',
  },
  {
    id: 'loss',
    text: 'What would they lose if it stopped?',
    example: 'e.g. a safe place to learn, and someone who knows each child',
  },
  {
    id: 'weekly',
    text: 'What do you already do every week?',
    example: 'e.g. Monday planning, a Friday look back at the week',
  },
  { id: 'tools', text: 'What tools do you use?', example: 'e.g. a shared calendar, WhatsApp, a paper rota' },
];

/** What the drafter makes of a request before drafting: whether it knows enough, and what it would ask. */
export interface Assessment {
  /** True when the evidence is thin or split: the draft would be a guess. */
  readonly weak: boolean;
  readonly verdict: Verdict;
  /** The questions still worth asking (none already answered by the form); empty when not weak. */
  readonly questions: readonly DrafterQuestion[];
  /** When weak: the domain the drafter would assume, in words the user can correct. */
  readonly assumed?: string;
}

// Phrases that show the text already answers a question, so asking it again would be noise.
const ANSWERED_BY_TEXT: Readonly<Partial<Record<QuestionId, RegExp>>> = {
  served:
    /\b(?:serv(?:e|es|ed|ing)|on behalf of|help(?:s|ing)|support(?:s|ing)|look(?:s|ing)? after|car(?:es|ing) for)\s+\S/i,
  loss: /\b(?:without (?:us|it|them)|would (?:lose|miss|go without|struggle)|if (?:we|it) (?:stopped|closed|disappeared))\b/i,
  weekly:
    /\b(?:every|each|once a|twice a) (?:week|day|morning|evening|fortnight|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(?:weekly|daily|fortnightly)\b/i,
};

/**
 * The words of the answers that describe the system (who it serves, what they would lose, what it does
 * every week), for analysis as evidence as strong as the boundary. The tools answer is not among them:
 * CCTV, walkie-talkies or a booking system serve many kinds of work, so it counts as context
 * (`answersContext`).
 */
export function answersText(answers: GenerateAnswers | undefined): string {
  if (!answers) return '';
  return [answers.served, answers.loss, answers.weekly].filter(Boolean).join('\n');
}

/** The context with the tools answer added: weaker evidence than the boundary or the other answers. */
export function answersContext(context: string | undefined, answers: GenerateAnswers | undefined): string {
  return [context, answers?.tools].filter(Boolean).join('\n');
}

/**
 * Tells, offline and without drafting, whether a request gives the drafter enough to go on, and
 * which of the four questions are left to ask: the tools question only when no tools were given,
 * the others only when neither an answer nor the boundary and context already say it.
 */
export function assessBoundary(input: GenerateRequest): Assessment {
  const context = input.context ?? '';
  const analysis = analyse(
    input.systemBoundary,
    answersContext(context, input.answers),
    answersText(input.answers),
  );
  const { verdict } = analysis;
  const weak = verdict !== 'strong';
  if (!weak) return { weak, verdict, questions: [] };
  const domain = analysis.primary === GENERIC_DOMAIN ? undefined : analysis.primary;
  const assumed = domain
    ? `I would draft it as ${domain.assumedAs ?? `a ${domain.label.toLowerCase()}`}. Not right? Say what it is in the boundary, or answer below.`
    : undefined;
  const said = `${input.systemBoundary}\n${context}`;
  const questions = DRAFTER_QUESTIONS.filter((question) => {
    if (input.answers?.[question.id]) return false;
    if (question.id === 'tools') return !input.currentTools;
    return !ANSWERED_BY_TEXT[question.id]?.test(said);
  });
  return { weak, verdict, questions, ...(assumed ? { assumed } : {}) };
}
