import { dataPlatformCases } from './cases/dataPlatform';
import { emergencyServicesCases } from './cases/emergencyServices';
import { hospitalityCases } from './cases/hospitality';
import { manufacturingCases } from './cases/manufacturing';
import { nonprofitCases } from './cases/nonprofit';
import { openSourceCases } from './cases/openSource';
import { publicServicesCases } from './cases/publicServices';
import { schoolsCases } from './cases/schools';
import type { EvalCase } from './evalCase';

export type { EvalCase } from './evalCase';

/**
 * The drafter's evaluation set: at least 60 boundaries across every knowledge domain. Each domain's
 * cases live in `cases/<domainId>.ts`; add the import and the spread here.
 */
export const EVAL_CASES: readonly EvalCase[] = [
  ...schoolsCases,
  ...publicServicesCases,
  ...openSourceCases,
  ...dataPlatformCases,
  ...emergencyServicesCases,
  ...hospitalityCases,
  ...manufacturingCases,
  ...nonprofitCases,
];
