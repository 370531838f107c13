/**
 * One boundary of the built-in drafter's evaluation set (issue 11): the input a user would type and
 * what a facilitator would expect of the draft it gets.
 */
export interface EvalCase {
  readonly boundary: string;
  readonly context?: string;
  /** The generator's "current tools" text; every tool named must be placed in Tools. */
  readonly tools?: string;
  /** The knowledge domain id the draft must come from. */
  readonly domain: string;
  /** Words or short phrases (case-insensitive) that must appear somewhere in the draft. */
  readonly must: readonly string[];
  /** Words or short phrases (case-insensitive) that must not appear anywhere in the draft. */
  readonly mustNot: readonly string[];
}
