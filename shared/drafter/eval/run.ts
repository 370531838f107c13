import { draftExplained, givenTools, type DraftInput } from '../draft';
import type { Analysis } from '../analyse';
import { GENERIC_DOMAIN } from '../knowledge';
import type { EvalCase } from './evalCase';
import type { EvalDraft } from './figures';

/** The generator request an evaluation case stands for. */
export function evalInput(evalCase: EvalCase): DraftInput {
  return {
    systemBoundary: evalCase.boundary,
    ...(evalCase.context ? { context: evalCase.context } : {}),
    ...(evalCase.tools ? { currentTools: evalCase.tools } : {}),
    ...(evalCase.answers ? { answers: evalCase.answers } : {}),
  };
}

/** A drafted case with the analysis behind it. */
export interface CaseDraft extends EvalDraft {
  readonly analysis: Analysis;
}

/** Drafts one case the way the generator would, noting the user's tools and whether it fell back to the generic pool. */
export function draftCase(evalCase: EvalCase): CaseDraft {
  const input = evalInput(evalCase);
  const { map, analysis } = draftExplained(input);
  return {
    domain: evalCase.domain,
    map,
    analysis,
    fellBack: analysis.primary === GENERIC_DOMAIN,
    givenTools: givenTools(input),
  };
}
