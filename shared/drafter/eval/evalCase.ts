import type { GenerateAnswers } from '../../schemas/generate';

/**
 * One boundary of the built-in drafter's evaluation set (issue 11): the input a user would type and
 * what a facilitator would expect of the draft it gets.
 */
export interface EvalCase {
  readonly boundary: string;
  readonly context?: string;
  /** The generator's "current tools" text; every tool named must be placed in Tools. */
  readonly tools?: string;
  /** Answers to the generator's questions, for cases that test drafting from them. */
  readonly answers?: GenerateAnswers;
  /** The knowledge domain id the draft must come from ('generic' for a boundary too thin to place). */
  readonly domain: string;
  /**
   * Words or short phrases (case-insensitive, matched at a word start so 'pupil' finds 'pupils') that
   * must appear in what the drafter wrote: title, needs and the four lists.
   */
  readonly must: readonly string[];
  /** Words or short phrases (case-insensitive) that must not appear anywhere in the draft. */
  readonly mustNot: readonly string[];
}
