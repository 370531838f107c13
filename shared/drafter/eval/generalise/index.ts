import { GENERALISE_CASES } from './cases';
import { FAMILY_WORDS } from './familyWords';
import { HELD_OUT_2_CASES } from './heldOutCases';
import { PROBE_E_CASES } from './probeCases';
import { PROBE_F_CASES } from './probeFCases';
import { PROBE_G_CASES } from './probeGCases';
import { PROBE_H_CASES } from './probeHCases';
import { PROBE_I_CASES } from './probeICases';
import { PROBE_J_CASES } from './probeJCases';
import { PROBE_K_CASES } from './probeKCases';
import { PROBE_L_CASES } from './probeLCases';
import { PROBE_M_CASES } from './probeMCases';
import { PROBE_N_CASES } from './probeNCases';
import { PROBE_O_CASES } from './probeOCases';
import { PROBE_P_CASES } from './probePCases';
import { PROBE_Q_CASES } from './probeQCases';
import { PROBE_R_CASES } from './probeRCases';
import { PROBE_S_CASES } from './probeSCases';
import { PROBE_T_CASES } from './probeTCases';
import { PROBE_U_CASES } from './probeUCases';
import { PROBE_V_CASES } from './probeVCases';
import { PROBE_W_CASES } from './probeWCases';
import { PROBE_X_CASES } from './probeXCases';
import { PROBE_Y_CASES } from './probeYCases';
import { PROBE_Z_CASES } from './probeZCases';
import { PROBE_AA_CASES } from './probeAACases';
import { PROBE_AB_CASES } from './probeABCases';
import { PROBE_AC_CASES } from './probeACCases';
import { PROBE_AD_CASES } from './probeADCases';
import { PROBE_AE_CASES } from './probeAECases';
import { PROBE_AF_CASES } from './probeAFCases';
import { PROBE_AG_CASES } from './probeAGCases';
import { PROBE_AH_CASES } from './probeAHCases';
import { PROBE_AI_CASES } from './probeAICases';
import { PROBE_AJ_CASES } from './probeAJCases';
import { PROBE_AK_CASES } from './probeAKCases';
import { PROBE_AL_CASES } from './probeALCases';
import { PROBE_AM_CASES } from './probeAMCases';
import { PROBE_AN_CASES } from './probeANCases';
import { PROBE_AO_CASES } from './probeAOCases';
import { PROBE_AP_CASES } from './probeAPCases';
import { PROBE_AQ_CASES } from './probeAQCases';
import { PROBE_AR_CASES } from './probeARCases';
import { PROBE_AS_CASES } from './probeASCases';
import { PROBE_AT_CASES } from './probeATCases';
import { PROBE_AU_CASES } from './probeAUCases';
import { PROBE_AV_CASES } from './probeAVCases';
import { PROBE_AW_CASES } from './probeAWCases';
import { PROBE_AX_CASES } from './probeAXCases';
import { PROBE_AY_CASES } from './probeAYCases';
import { PROBE_AZ_CASES } from './probeAZCases';
import { PROBE_BA_CASES } from './probeBACases';
import { PROBE_BB_CASES } from './probeBBCases';
import { PROBE_BC_CASES } from './probeBCCases';
import { PROBE_BD_CASES } from './probeBDCases';
import { PROBE_BE_CASES } from './probeBECases';
import { PROBE_BF_CASES } from './probeBFCases';
import { PROBE_BG_CASES } from './probeBGCases';
import { PROBE_BH_CASES } from './probeBHCases';
import { PROBE_BI_CASES } from './probeBICases';
import { PROBE_BJ_CASES } from './probeBJCases';
import { PROBE_BK_CASES } from './probeBKCases';
import { PROBE_BL_CASES } from './probeBLCases';
import { PROBE_BM_CASES } from './probeBMCases';
import { PROBE_BN_CASES } from './probeBNCases';
import { PROBE_BO_CASES } from './probeBOCases';
import { PROBE_BP_CASES } from './probeBPCases';
import { PROBE_BQ_CASES } from './probeBQCases';
import { PROBE_BR_CASES } from './probeBRCases';
import { PROBE_BS_CASES } from './probeBSCases';
import { PROBE_BT_CASES } from './probeBTCases';
import { PROBE_BU_CASES } from './probeBUCases';
import { PROBE_BV_CASES } from './probeBVCases';
import { PROBE_BW_CASES } from './probeBWCases';
import { PROBE_BX_CASES } from './probeBXCases';
import { PROBE_BY_CASES } from './probeBYCases';
import { PROBE_BZ_CASES } from './probeBZCases';
import { PROBE_CA_CASES } from './probeCACases';
import { PROBE_CB_CASES } from './probeCBCases';
import { PROBE_CC_CASES } from './probeCCCases';
import { PROBE_CD_CASES } from './probeCDCases';
import { PROBE_CE_CASES } from './probeCECases';
import { PROBE_CF_CASES } from './probeCFCases';
import { PROBE_CG_CASES } from './probeCGCases';
import { PROBE_CH_CASES } from './probeCHCases';
import { PROBE_CI_CASES } from './probeCICases';
import { PROBE_CJ_CASES } from './probeCJCases';
import { PROBE_CK_CASES } from './probeCKCases';
import { PROBE_CL_CASES } from './probeCLCases';
import { PROBE_CM_CASES } from './probeCMCases';
import { PROBE_CN_CASES } from './probeCNCases';
import { PROBE_CO_CASES } from './probeCOCases';
import { PROBE_CP_CASES } from './probeCPCases';
import { TUNING_CASES } from './tuningCases';

/** One case of the generalisation evaluation, with the words its draft is judged on. */
export interface GeneraliseCase {
  readonly family: string;
  readonly boundary: string;
  readonly context?: string;
  /** Words that name the family's own subject: at least three list items should use one. */
  readonly subject: readonly string[];
  /** Tell-tale words of other families (not near ones): any of them in the draft marks a wrong domain. */
  readonly foreign: readonly string[];
}

function foreignWords(family: string): string[] {
  const near = new Set([family, ...(FAMILY_WORDS[family]?.near ?? [])]);
  const own = new Set((FAMILY_WORDS[family]?.subject ?? []).map((word) => word.toLowerCase()));
  const out = new Set<string>();
  for (const [id, words] of Object.entries(FAMILY_WORDS)) {
    // Nearness is symmetric: a neighbour naming this family near is as good as the other way round.
    if (near.has(id) || words.near?.includes(family)) continue;
    for (const tell of words.tells) if (!own.has(tell.toLowerCase())) out.add(tell);
  }
  return [...out].sort();
}

/** True when a draft from `drafted` is no mistake for a case of `family`: the same family, or a near one either way. */
export function isNearFamily(family: string, drafted: string): boolean {
  return (
    family === drafted ||
    (FAMILY_WORDS[family]?.near?.includes(drafted) ?? false) ||
    (FAMILY_WORDS[drafted]?.near?.includes(family) ?? false)
  );
}

function made(family: string, boundary: string, context: string | undefined): GeneraliseCase {
  return {
    family,
    boundary,
    ...(context ? { context } : {}),
    subject: FAMILY_WORDS[family]?.subject ?? [],
    foreign: foreignWords(family),
  };
}

// The first set's 324 cases were split in two halves and the second half held out; that half was
// measured several times while tuning, so it is development data now (README). The held-out set is
// the second one, written before the next round of tuning; the cases added while tuning are development.
const dev = [...GENERALISE_CASES, ...TUNING_CASES].map(([family, boundary, context]) =>
  made(family, boundary, context),
);
const heldOut = HELD_OUT_2_CASES.map(([family, boundary, context]) => made(family, boundary, context));

/** Every case, development first, in file order. */
export const ALL_GENERALISE_CASES: readonly GeneraliseCase[] = [...dev, ...heldOut];
/** The development set: read case by case while building, and asserted on by tests. */
export const DEV_CASES: readonly GeneraliseCase[] = dev;
/** The held-out set: only its aggregate figures are read (npm run bench), never its per-case drafts. */
export const HELD_OUT_CASES: readonly GeneraliseCase[] = heldOut;

/**
 * A probe batch split mechanically (README): its even positions are read while building, its odd
 * positions a validation measured only as aggregates, never read case by case.
 */
function halves(
  rows: ReadonlyArray<readonly [string, string, string?]>,
): readonly [readonly GeneraliseCase[], readonly GeneraliseCase[]] {
  const cases = rows.map(([family, boundary, context]) => made(family, boundary, context));
  return [cases.filter((_, index) => index % 2 === 0), cases.filter((_, index) => index % 2 === 1)];
}

/** Probe batch E (fourth round, README): the read half, then the unread half. */
export const [PROBE_READ_CASES, PROBE_UNREAD_CASES] = halves(PROBE_E_CASES);
/** Probe batch F (fifth round, README): the read half, then the unread half. */
export const [PROBE_F_READ_CASES, PROBE_F_UNREAD_CASES] = halves(PROBE_F_CASES);
/** Probe batch G (sixth round, README): the read half, then the unread half. */
export const [PROBE_G_READ_CASES, PROBE_G_UNREAD_CASES] = halves(PROBE_G_CASES);
/** Probe batch H (seventh round, README): the read half, then the unread half. */
export const [PROBE_H_READ_CASES, PROBE_H_UNREAD_CASES] = halves(PROBE_H_CASES);
/** Probe batch I (eighth round, README): the read half, then the unread half. */
export const [PROBE_I_READ_CASES, PROBE_I_UNREAD_CASES] = halves(PROBE_I_CASES);
/** Probe batch J (eighth round, README): the read half, then the unread half. */
export const [PROBE_J_READ_CASES, PROBE_J_UNREAD_CASES] = halves(PROBE_J_CASES);
/** Probe batch K (ninth round, README): the read half, then the unread half. */
export const [PROBE_K_READ_CASES, PROBE_K_UNREAD_CASES] = halves(PROBE_K_CASES);
/** Probe batch L (ninth round, README): the read half, then the unread half. */
export const [PROBE_L_READ_CASES, PROBE_L_UNREAD_CASES] = halves(PROBE_L_CASES);
/** Probe batch M (ninth round, README): the read half, then the unread half. */
export const [PROBE_M_READ_CASES, PROBE_M_UNREAD_CASES] = halves(PROBE_M_CASES);
/** Probe batch N (ninth round, README): the read half, then the unread half. */
export const [PROBE_N_READ_CASES, PROBE_N_UNREAD_CASES] = halves(PROBE_N_CASES);
/** Probe batch O (tenth round, README): the read half, then the unread half. */
export const [PROBE_O_READ_CASES, PROBE_O_UNREAD_CASES] = halves(PROBE_O_CASES);
/** Probe batch P (tenth round, README): the read half, then the unread half. */
export const [PROBE_P_READ_CASES, PROBE_P_UNREAD_CASES] = halves(PROBE_P_CASES);
/** Probe batch Q (tenth round, README): the read half, then the unread half. */
export const [PROBE_Q_READ_CASES, PROBE_Q_UNREAD_CASES] = halves(PROBE_Q_CASES);
/** Probe batch R (tenth round, README): the read half, then the unread half. */
export const [PROBE_R_READ_CASES, PROBE_R_UNREAD_CASES] = halves(PROBE_R_CASES);
/** Probe batch S (tenth round, README): the read half, then the unread half. */
export const [PROBE_S_READ_CASES, PROBE_S_UNREAD_CASES] = halves(PROBE_S_CASES);
/** Probe batch T (tenth round, README): the read half, then the unread half. */
export const [PROBE_T_READ_CASES, PROBE_T_UNREAD_CASES] = halves(PROBE_T_CASES);
/** Probe batch U (tenth round, README): the read half, then the unread half. */
export const [PROBE_U_READ_CASES, PROBE_U_UNREAD_CASES] = halves(PROBE_U_CASES);
/** Probe batch V (tenth round, README): the read half, then the unread half. */
export const [PROBE_V_READ_CASES, PROBE_V_UNREAD_CASES] = halves(PROBE_V_CASES);
/** Probe batch W (eleventh round, README): the read half, then the unread half. */
export const [PROBE_W_READ_CASES, PROBE_W_UNREAD_CASES] = halves(PROBE_W_CASES);
/** Probe batch X (eleventh round, README): the read half, then the unread half. */
export const [PROBE_X_READ_CASES, PROBE_X_UNREAD_CASES] = halves(PROBE_X_CASES);
/** Probe batch Y (eleventh round, README): the read half, then the unread half. */
export const [PROBE_Y_READ_CASES, PROBE_Y_UNREAD_CASES] = halves(PROBE_Y_CASES);
/** Probe batch Z (eleventh round, README): the read half, then the unread half. */
export const [PROBE_Z_READ_CASES, PROBE_Z_UNREAD_CASES] = halves(PROBE_Z_CASES);
/** Probe batch AA (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AA_READ_CASES, PROBE_AA_UNREAD_CASES] = halves(PROBE_AA_CASES);
/** Probe batch AB (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AB_READ_CASES, PROBE_AB_UNREAD_CASES] = halves(PROBE_AB_CASES);
/** Probe batch AC (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AC_READ_CASES, PROBE_AC_UNREAD_CASES] = halves(PROBE_AC_CASES);
/** Probe batch AD (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AD_READ_CASES, PROBE_AD_UNREAD_CASES] = halves(PROBE_AD_CASES);
/** Probe batch AE (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AE_READ_CASES, PROBE_AE_UNREAD_CASES] = halves(PROBE_AE_CASES);
/** Probe batch AF (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AF_READ_CASES, PROBE_AF_UNREAD_CASES] = halves(PROBE_AF_CASES);
/** Probe batch AG (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AG_READ_CASES, PROBE_AG_UNREAD_CASES] = halves(PROBE_AG_CASES);
/** Probe batch AH (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AH_READ_CASES, PROBE_AH_UNREAD_CASES] = halves(PROBE_AH_CASES);
/** Probe batch AI (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AI_READ_CASES, PROBE_AI_UNREAD_CASES] = halves(PROBE_AI_CASES);
/** Probe batch AJ (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AJ_READ_CASES, PROBE_AJ_UNREAD_CASES] = halves(PROBE_AJ_CASES);
/** Probe batch AK (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AK_READ_CASES, PROBE_AK_UNREAD_CASES] = halves(PROBE_AK_CASES);
/** Probe batch AL (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AL_READ_CASES, PROBE_AL_UNREAD_CASES] = halves(PROBE_AL_CASES);
/** Probe batch AM (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AM_READ_CASES, PROBE_AM_UNREAD_CASES] = halves(PROBE_AM_CASES);
/** Probe batch AN (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AN_READ_CASES, PROBE_AN_UNREAD_CASES] = halves(PROBE_AN_CASES);
/** Probe batch AO (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AO_READ_CASES, PROBE_AO_UNREAD_CASES] = halves(PROBE_AO_CASES);
/** Probe batch AP (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AP_READ_CASES, PROBE_AP_UNREAD_CASES] = halves(PROBE_AP_CASES);
/** Probe batch AQ (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AQ_READ_CASES, PROBE_AQ_UNREAD_CASES] = halves(PROBE_AQ_CASES);
/** Probe batch AR (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AR_READ_CASES, PROBE_AR_UNREAD_CASES] = halves(PROBE_AR_CASES);
/** Probe batch AS (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AS_READ_CASES, PROBE_AS_UNREAD_CASES] = halves(PROBE_AS_CASES);
/** Probe batch AT (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AT_READ_CASES, PROBE_AT_UNREAD_CASES] = halves(PROBE_AT_CASES);
/** Probe batch AU (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AU_READ_CASES, PROBE_AU_UNREAD_CASES] = halves(PROBE_AU_CASES);
/** Probe batch AV (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AV_READ_CASES, PROBE_AV_UNREAD_CASES] = halves(PROBE_AV_CASES);
/** Probe batch AW (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AW_READ_CASES, PROBE_AW_UNREAD_CASES] = halves(PROBE_AW_CASES);
/** Probe batch AX (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AX_READ_CASES, PROBE_AX_UNREAD_CASES] = halves(PROBE_AX_CASES);
/** Probe batch AY (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AY_READ_CASES, PROBE_AY_UNREAD_CASES] = halves(PROBE_AY_CASES);
/** Probe batch AZ (eleventh round, README): the read half, then the unread half. */
export const [PROBE_AZ_READ_CASES, PROBE_AZ_UNREAD_CASES] = halves(PROBE_AZ_CASES);
/** Probe batch BA (eleventh round, README): the read half, then the unread half. */
export const [PROBE_BA_READ_CASES, PROBE_BA_UNREAD_CASES] = halves(PROBE_BA_CASES);
/** Probe batch BB (eleventh round, README): the read half, then the unread half. */
export const [PROBE_BB_READ_CASES, PROBE_BB_UNREAD_CASES] = halves(PROBE_BB_CASES);
/** Probe batch BC (twelfth round, README): the read half, then the unread half. */
export const [PROBE_BC_READ_CASES, PROBE_BC_UNREAD_CASES] = halves(PROBE_BC_CASES);
/** Probe batch BD (twelfth round, README): the read half, then the unread half. */
export const [PROBE_BD_READ_CASES, PROBE_BD_UNREAD_CASES] = halves(PROBE_BD_CASES);
/** Probe batch BE (twelfth round, README): the read half, then the unread half. */
export const [PROBE_BE_READ_CASES, PROBE_BE_UNREAD_CASES] = halves(PROBE_BE_CASES);
/** Probe batch BF (twelfth round, README): the read half, then the unread half. */
export const [PROBE_BF_READ_CASES, PROBE_BF_UNREAD_CASES] = halves(PROBE_BF_CASES);
/** Probe batch BG (twelfth round, README): the read half, then the unread half. */
export const [PROBE_BG_READ_CASES, PROBE_BG_UNREAD_CASES] = halves(PROBE_BG_CASES);
/** Probe batch BH (twelfth round, README): the read half, then the unread half. */
export const [PROBE_BH_READ_CASES, PROBE_BH_UNREAD_CASES] = halves(PROBE_BH_CASES);
/** Probe batch BI (twelfth round, README): the read half, then the unread half. */
export const [PROBE_BI_READ_CASES, PROBE_BI_UNREAD_CASES] = halves(PROBE_BI_CASES);
/** Probe batch BJ (twelfth round, README): the read half, then the unread half. */
export const [PROBE_BJ_READ_CASES, PROBE_BJ_UNREAD_CASES] = halves(PROBE_BJ_CASES);
/** Probe batch BK (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_BK_READ_CASES, PROBE_BK_UNREAD_CASES] = halves(PROBE_BK_CASES);
/** Probe batch BL (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_BL_READ_CASES, PROBE_BL_UNREAD_CASES] = halves(PROBE_BL_CASES);
/** Probe batch BM (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_BM_READ_CASES, PROBE_BM_UNREAD_CASES] = halves(PROBE_BM_CASES);
/** Probe batch BN (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_BN_READ_CASES, PROBE_BN_UNREAD_CASES] = halves(PROBE_BN_CASES);
/** Probe batch BO (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_BO_READ_CASES, PROBE_BO_UNREAD_CASES] = halves(PROBE_BO_CASES);
/** Probe batch BP (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_BP_READ_CASES, PROBE_BP_UNREAD_CASES] = halves(PROBE_BP_CASES);
/** Probe batch BQ (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_BQ_READ_CASES, PROBE_BQ_UNREAD_CASES] = halves(PROBE_BQ_CASES);
/** Probe batch BR (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_BR_READ_CASES, PROBE_BR_UNREAD_CASES] = halves(PROBE_BR_CASES);
/** Probe batch BS (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_BS_READ_CASES, PROBE_BS_UNREAD_CASES] = halves(PROBE_BS_CASES);
/** Probe batch BT (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_BT_READ_CASES, PROBE_BT_UNREAD_CASES] = halves(PROBE_BT_CASES);
/** Probe batch BU (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_BU_READ_CASES, PROBE_BU_UNREAD_CASES] = halves(PROBE_BU_CASES);
/** Probe batch BV (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_BV_READ_CASES, PROBE_BV_UNREAD_CASES] = halves(PROBE_BV_CASES);
/** Probe batch BW (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_BW_READ_CASES, PROBE_BW_UNREAD_CASES] = halves(PROBE_BW_CASES);
/** Probe batch BX (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_BX_READ_CASES, PROBE_BX_UNREAD_CASES] = halves(PROBE_BX_CASES);
/** Probe batch BY (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_BY_READ_CASES, PROBE_BY_UNREAD_CASES] = halves(PROBE_BY_CASES);
/** Probe batch BZ (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_BZ_READ_CASES, PROBE_BZ_UNREAD_CASES] = halves(PROBE_BZ_CASES);
/** Probe batch CA (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_CA_READ_CASES, PROBE_CA_UNREAD_CASES] = halves(PROBE_CA_CASES);
/** Probe batch CB (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_CB_READ_CASES, PROBE_CB_UNREAD_CASES] = halves(PROBE_CB_CASES);
/** Probe batch CC (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_CC_READ_CASES, PROBE_CC_UNREAD_CASES] = halves(PROBE_CC_CASES);
/** Probe batch CD (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_CD_READ_CASES, PROBE_CD_UNREAD_CASES] = halves(PROBE_CD_CASES);
/** Probe batch CE (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_CE_READ_CASES, PROBE_CE_UNREAD_CASES] = halves(PROBE_CE_CASES);
/** Probe batch CF (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_CF_READ_CASES, PROBE_CF_UNREAD_CASES] = halves(PROBE_CF_CASES);
/** Probe batch CG (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_CG_READ_CASES, PROBE_CG_UNREAD_CASES] = halves(PROBE_CG_CASES);
/** Probe batch CH (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_CH_READ_CASES, PROBE_CH_UNREAD_CASES] = halves(PROBE_CH_CASES);
/** Probe batch CI (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_CI_READ_CASES, PROBE_CI_UNREAD_CASES] = halves(PROBE_CI_CASES);
/** Probe batch CJ (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_CJ_READ_CASES, PROBE_CJ_UNREAD_CASES] = halves(PROBE_CJ_CASES);
/** Probe batch CK (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_CK_READ_CASES, PROBE_CK_UNREAD_CASES] = halves(PROBE_CK_CASES);
/** Probe batch CL (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_CL_READ_CASES, PROBE_CL_UNREAD_CASES] = halves(PROBE_CL_CASES);
/** Probe batch CM (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_CM_READ_CASES, PROBE_CM_UNREAD_CASES] = halves(PROBE_CM_CASES);
/** Probe batch CN (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_CN_READ_CASES, PROBE_CN_UNREAD_CASES] = halves(PROBE_CN_CASES);
/** Probe batch CO (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_CO_READ_CASES, PROBE_CO_UNREAD_CASES] = halves(PROBE_CO_CASES);
/** Probe batch CP (thirteenth round, README): the read half, then the unread half. */
export const [PROBE_CP_READ_CASES, PROBE_CP_UNREAD_CASES] = halves(PROBE_CP_CASES);

/** One probe batch's two halves, named by its letter. */
export interface ProbeBatch {
  readonly letter: string;
  readonly read: readonly GeneraliseCase[];
  readonly unread: readonly GeneraliseCase[];
}

/** Every probe batch, E to Z, AA to AZ, BA to BZ and CA to CP, in the order they were written: what the bench and tests iterate. */
export const PROBE_BATCHES: readonly ProbeBatch[] = [
  { letter: 'E', read: PROBE_READ_CASES, unread: PROBE_UNREAD_CASES },
  { letter: 'F', read: PROBE_F_READ_CASES, unread: PROBE_F_UNREAD_CASES },
  { letter: 'G', read: PROBE_G_READ_CASES, unread: PROBE_G_UNREAD_CASES },
  { letter: 'H', read: PROBE_H_READ_CASES, unread: PROBE_H_UNREAD_CASES },
  { letter: 'I', read: PROBE_I_READ_CASES, unread: PROBE_I_UNREAD_CASES },
  { letter: 'J', read: PROBE_J_READ_CASES, unread: PROBE_J_UNREAD_CASES },
  { letter: 'K', read: PROBE_K_READ_CASES, unread: PROBE_K_UNREAD_CASES },
  { letter: 'L', read: PROBE_L_READ_CASES, unread: PROBE_L_UNREAD_CASES },
  { letter: 'M', read: PROBE_M_READ_CASES, unread: PROBE_M_UNREAD_CASES },
  { letter: 'N', read: PROBE_N_READ_CASES, unread: PROBE_N_UNREAD_CASES },
  { letter: 'O', read: PROBE_O_READ_CASES, unread: PROBE_O_UNREAD_CASES },
  { letter: 'P', read: PROBE_P_READ_CASES, unread: PROBE_P_UNREAD_CASES },
  { letter: 'Q', read: PROBE_Q_READ_CASES, unread: PROBE_Q_UNREAD_CASES },
  { letter: 'R', read: PROBE_R_READ_CASES, unread: PROBE_R_UNREAD_CASES },
  { letter: 'S', read: PROBE_S_READ_CASES, unread: PROBE_S_UNREAD_CASES },
  { letter: 'T', read: PROBE_T_READ_CASES, unread: PROBE_T_UNREAD_CASES },
  { letter: 'U', read: PROBE_U_READ_CASES, unread: PROBE_U_UNREAD_CASES },
  { letter: 'V', read: PROBE_V_READ_CASES, unread: PROBE_V_UNREAD_CASES },
  { letter: 'W', read: PROBE_W_READ_CASES, unread: PROBE_W_UNREAD_CASES },
  { letter: 'X', read: PROBE_X_READ_CASES, unread: PROBE_X_UNREAD_CASES },
  { letter: 'Y', read: PROBE_Y_READ_CASES, unread: PROBE_Y_UNREAD_CASES },
  { letter: 'Z', read: PROBE_Z_READ_CASES, unread: PROBE_Z_UNREAD_CASES },
  { letter: 'AA', read: PROBE_AA_READ_CASES, unread: PROBE_AA_UNREAD_CASES },
  { letter: 'AB', read: PROBE_AB_READ_CASES, unread: PROBE_AB_UNREAD_CASES },
  { letter: 'AC', read: PROBE_AC_READ_CASES, unread: PROBE_AC_UNREAD_CASES },
  { letter: 'AD', read: PROBE_AD_READ_CASES, unread: PROBE_AD_UNREAD_CASES },
  { letter: 'AE', read: PROBE_AE_READ_CASES, unread: PROBE_AE_UNREAD_CASES },
  { letter: 'AF', read: PROBE_AF_READ_CASES, unread: PROBE_AF_UNREAD_CASES },
  { letter: 'AG', read: PROBE_AG_READ_CASES, unread: PROBE_AG_UNREAD_CASES },
  { letter: 'AH', read: PROBE_AH_READ_CASES, unread: PROBE_AH_UNREAD_CASES },
  { letter: 'AI', read: PROBE_AI_READ_CASES, unread: PROBE_AI_UNREAD_CASES },
  { letter: 'AJ', read: PROBE_AJ_READ_CASES, unread: PROBE_AJ_UNREAD_CASES },
  { letter: 'AK', read: PROBE_AK_READ_CASES, unread: PROBE_AK_UNREAD_CASES },
  { letter: 'AL', read: PROBE_AL_READ_CASES, unread: PROBE_AL_UNREAD_CASES },
  { letter: 'AM', read: PROBE_AM_READ_CASES, unread: PROBE_AM_UNREAD_CASES },
  { letter: 'AN', read: PROBE_AN_READ_CASES, unread: PROBE_AN_UNREAD_CASES },
  { letter: 'AO', read: PROBE_AO_READ_CASES, unread: PROBE_AO_UNREAD_CASES },
  { letter: 'AP', read: PROBE_AP_READ_CASES, unread: PROBE_AP_UNREAD_CASES },
  { letter: 'AQ', read: PROBE_AQ_READ_CASES, unread: PROBE_AQ_UNREAD_CASES },
  { letter: 'AR', read: PROBE_AR_READ_CASES, unread: PROBE_AR_UNREAD_CASES },
  { letter: 'AS', read: PROBE_AS_READ_CASES, unread: PROBE_AS_UNREAD_CASES },
  { letter: 'AT', read: PROBE_AT_READ_CASES, unread: PROBE_AT_UNREAD_CASES },
  { letter: 'AU', read: PROBE_AU_READ_CASES, unread: PROBE_AU_UNREAD_CASES },
  { letter: 'AV', read: PROBE_AV_READ_CASES, unread: PROBE_AV_UNREAD_CASES },
  { letter: 'AW', read: PROBE_AW_READ_CASES, unread: PROBE_AW_UNREAD_CASES },
  { letter: 'AX', read: PROBE_AX_READ_CASES, unread: PROBE_AX_UNREAD_CASES },
  { letter: 'AY', read: PROBE_AY_READ_CASES, unread: PROBE_AY_UNREAD_CASES },
  { letter: 'AZ', read: PROBE_AZ_READ_CASES, unread: PROBE_AZ_UNREAD_CASES },
  { letter: 'BA', read: PROBE_BA_READ_CASES, unread: PROBE_BA_UNREAD_CASES },
  { letter: 'BB', read: PROBE_BB_READ_CASES, unread: PROBE_BB_UNREAD_CASES },
  { letter: 'BC', read: PROBE_BC_READ_CASES, unread: PROBE_BC_UNREAD_CASES },
  { letter: 'BD', read: PROBE_BD_READ_CASES, unread: PROBE_BD_UNREAD_CASES },
  { letter: 'BE', read: PROBE_BE_READ_CASES, unread: PROBE_BE_UNREAD_CASES },
  { letter: 'BF', read: PROBE_BF_READ_CASES, unread: PROBE_BF_UNREAD_CASES },
  { letter: 'BG', read: PROBE_BG_READ_CASES, unread: PROBE_BG_UNREAD_CASES },
  { letter: 'BH', read: PROBE_BH_READ_CASES, unread: PROBE_BH_UNREAD_CASES },
  { letter: 'BI', read: PROBE_BI_READ_CASES, unread: PROBE_BI_UNREAD_CASES },
  { letter: 'BJ', read: PROBE_BJ_READ_CASES, unread: PROBE_BJ_UNREAD_CASES },
  { letter: 'BK', read: PROBE_BK_READ_CASES, unread: PROBE_BK_UNREAD_CASES },
  { letter: 'BL', read: PROBE_BL_READ_CASES, unread: PROBE_BL_UNREAD_CASES },
  { letter: 'BM', read: PROBE_BM_READ_CASES, unread: PROBE_BM_UNREAD_CASES },
  { letter: 'BN', read: PROBE_BN_READ_CASES, unread: PROBE_BN_UNREAD_CASES },
  { letter: 'BO', read: PROBE_BO_READ_CASES, unread: PROBE_BO_UNREAD_CASES },
  { letter: 'BP', read: PROBE_BP_READ_CASES, unread: PROBE_BP_UNREAD_CASES },
  { letter: 'BQ', read: PROBE_BQ_READ_CASES, unread: PROBE_BQ_UNREAD_CASES },
  { letter: 'BR', read: PROBE_BR_READ_CASES, unread: PROBE_BR_UNREAD_CASES },
  { letter: 'BS', read: PROBE_BS_READ_CASES, unread: PROBE_BS_UNREAD_CASES },
  { letter: 'BT', read: PROBE_BT_READ_CASES, unread: PROBE_BT_UNREAD_CASES },
  { letter: 'BU', read: PROBE_BU_READ_CASES, unread: PROBE_BU_UNREAD_CASES },
  { letter: 'BV', read: PROBE_BV_READ_CASES, unread: PROBE_BV_UNREAD_CASES },
  { letter: 'BW', read: PROBE_BW_READ_CASES, unread: PROBE_BW_UNREAD_CASES },
  { letter: 'BX', read: PROBE_BX_READ_CASES, unread: PROBE_BX_UNREAD_CASES },
  { letter: 'BY', read: PROBE_BY_READ_CASES, unread: PROBE_BY_UNREAD_CASES },
  { letter: 'BZ', read: PROBE_BZ_READ_CASES, unread: PROBE_BZ_UNREAD_CASES },
  { letter: 'CA', read: PROBE_CA_READ_CASES, unread: PROBE_CA_UNREAD_CASES },
  { letter: 'CB', read: PROBE_CB_READ_CASES, unread: PROBE_CB_UNREAD_CASES },
  { letter: 'CC', read: PROBE_CC_READ_CASES, unread: PROBE_CC_UNREAD_CASES },
  { letter: 'CD', read: PROBE_CD_READ_CASES, unread: PROBE_CD_UNREAD_CASES },
  { letter: 'CE', read: PROBE_CE_READ_CASES, unread: PROBE_CE_UNREAD_CASES },
  { letter: 'CF', read: PROBE_CF_READ_CASES, unread: PROBE_CF_UNREAD_CASES },
  { letter: 'CG', read: PROBE_CG_READ_CASES, unread: PROBE_CG_UNREAD_CASES },
  { letter: 'CH', read: PROBE_CH_READ_CASES, unread: PROBE_CH_UNREAD_CASES },
  { letter: 'CI', read: PROBE_CI_READ_CASES, unread: PROBE_CI_UNREAD_CASES },
  { letter: 'CJ', read: PROBE_CJ_READ_CASES, unread: PROBE_CJ_UNREAD_CASES },
  { letter: 'CK', read: PROBE_CK_READ_CASES, unread: PROBE_CK_UNREAD_CASES },
  { letter: 'CL', read: PROBE_CL_READ_CASES, unread: PROBE_CL_UNREAD_CASES },
  { letter: 'CM', read: PROBE_CM_READ_CASES, unread: PROBE_CM_UNREAD_CASES },
  { letter: 'CN', read: PROBE_CN_READ_CASES, unread: PROBE_CN_UNREAD_CASES },
  { letter: 'CO', read: PROBE_CO_READ_CASES, unread: PROBE_CO_UNREAD_CASES },
  { letter: 'CP', read: PROBE_CP_READ_CASES, unread: PROBE_CP_UNREAD_CASES },
];
