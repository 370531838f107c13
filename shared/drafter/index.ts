/** The built-in drafter: deterministic, offline map drafting, refinement and chat. */
export { draftSpineMap, parseTools } from './draft';
export type { DraftInput } from './draft';
export { assessBoundary, DRAFTER_QUESTIONS } from './questions';
export type { Assessment, DrafterQuestion, QuestionId } from './questions';
export { refineSpineMap } from './refine';
export { chatGreeting, chatReply } from './chat';
export type { ChatInput } from './chat';

/** The name the UI shows when the built-in drafter answered instead of an LLM. */
export const DRAFTER_NAME = 'Built-in drafter';
