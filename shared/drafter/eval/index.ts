import { constructionCases } from './cases/construction';
import { creativeAgencyCases } from './cases/creativeAgency';
import { emergencyCareCases } from './cases/emergencyCare';
import { financeCases } from './cases/finance';
import { governmentPolicyCases } from './cases/governmentPolicy';
import { householdCases } from './cases/household';
import { legalCases } from './cases/legal';
import { logisticsCases } from './cases/logistics';
import { peopleTeamCases } from './cases/peopleTeam';
import { primaryCareCases } from './cases/primaryCare';
import { researchCases } from './cases/research';
import type { EvalCase } from './evalCase';

export type { EvalCase } from './evalCase';

/**
 * The drafter's evaluation set: at least 60 boundaries across every knowledge domain. Each domain's
 * cases live in `cases/<domainId>.ts`; add the import and the spread here.
 */
export const EVAL_CASES: readonly EvalCase[] = [
  ...householdCases,
  ...researchCases,
  ...peopleTeamCases,
  ...financeCases,
  ...legalCases,
  ...constructionCases,
  ...logisticsCases,
  ...governmentPolicyCases,
  ...emergencyCareCases,
  ...primaryCareCases,
  ...creativeAgencyCases,
];
