import { constructionCases } from './cases/construction';
import { consultingCases } from './cases/consulting';
import { creativeAgencyCases } from './cases/creativeAgency';
import { customerSuccessCases } from './cases/customerSuccess';
import { dataPlatformCases } from './cases/dataPlatform';
import { emergencyCareCases } from './cases/emergencyCare';
import { emergencyServicesCases } from './cases/emergencyServices';
import { financeCases } from './cases/finance';
import { governmentPolicyCases } from './cases/governmentPolicy';
import { healthcareCases } from './cases/healthcare';
import { hospitalityCases } from './cases/hospitality';
import { householdCases } from './cases/household';
import { legalCases } from './cases/legal';
import { logisticsCases } from './cases/logistics';
import { manufacturingCases } from './cases/manufacturing';
import { nonprofitCases } from './cases/nonprofit';
import { openSourceCases } from './cases/openSource';
import { peopleTeamCases } from './cases/peopleTeam';
import { primaryCareCases } from './cases/primaryCare';
import { productCases } from './cases/product';
import { publicServicesCases } from './cases/publicServices';
import { researchCases } from './cases/research';
import { retailCases } from './cases/retail';
import { retrospectivesCases } from './cases/retrospectives';
import { salesCases } from './cases/sales';
import { schoolsCases } from './cases/schools';
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
  ...schoolsCases,
  ...publicServicesCases,
  ...openSourceCases,
  ...dataPlatformCases,
  ...emergencyServicesCases,
  ...hospitalityCases,
  ...manufacturingCases,
  ...nonprofitCases,
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
