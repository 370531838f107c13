import { consultingCases } from './cases/consulting';
import { customerSuccessCases } from './cases/customerSuccess';
import { healthcareCases } from './cases/healthcare';
import { productCases } from './cases/product';
import { retailCases } from './cases/retail';
import { retrospectivesCases } from './cases/retrospectives';
import { salesCases } from './cases/sales';
import { softwareCases } from './cases/software';
import { waterUtilityCases } from './cases/waterUtility';
import type { EvalCase } from './evalCase';

export type { EvalCase } from './evalCase';

/**
 * The drafter's evaluation set: at least 60 boundaries across every knowledge domain. Each domain's
 * cases live in `cases/<domainId>.ts`; add the import and the spread here.
 */
export const EVAL_CASES: readonly EvalCase[] = [
  ...softwareCases,
  ...waterUtilityCases,
  ...salesCases,
  ...healthcareCases,
  ...productCases,
  ...customerSuccessCases,
  ...consultingCases,
  ...retailCases,
  ...retrospectivesCases,
];
