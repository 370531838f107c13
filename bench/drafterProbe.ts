// Probe batches E to N's aggregate figures (issue 16, README of shared/drafter/eval/generalise): the read half,
// the unread half (a validation never read case by case) and both. Only aggregates are printed.
// `npx tsx bench/drafterProbe.ts`
import {
  PROBE_F_READ_CASES,
  PROBE_F_UNREAD_CASES,
  PROBE_G_READ_CASES,
  PROBE_G_UNREAD_CASES,
  PROBE_H_READ_CASES,
  PROBE_H_UNREAD_CASES,
  PROBE_I_READ_CASES,
  PROBE_I_UNREAD_CASES,
  PROBE_J_READ_CASES,
  PROBE_J_UNREAD_CASES,
  PROBE_K_READ_CASES,
  PROBE_K_UNREAD_CASES,
  PROBE_L_READ_CASES,
  PROBE_L_UNREAD_CASES,
  PROBE_M_READ_CASES,
  PROBE_M_UNREAD_CASES,
  PROBE_N_READ_CASES,
  PROBE_N_UNREAD_CASES,
  PROBE_READ_CASES,
  PROBE_UNREAD_CASES,
} from '../shared/drafter/eval/generalise';
import { halfRows } from './drafter';

const rows = [
  ...halfRows('probe E, read half', PROBE_READ_CASES),
  ...halfRows('probe E, UNREAD half', PROBE_UNREAD_CASES),
  ...halfRows('probe E, both halves', [...PROBE_READ_CASES, ...PROBE_UNREAD_CASES]),
  ...halfRows('probe F, read half', PROBE_F_READ_CASES),
  ...halfRows('probe F, UNREAD half', PROBE_F_UNREAD_CASES),
  ...halfRows('probe F, both halves', [...PROBE_F_READ_CASES, ...PROBE_F_UNREAD_CASES]),
  ...halfRows('probe G, read half', PROBE_G_READ_CASES),
  ...halfRows('probe G, UNREAD half', PROBE_G_UNREAD_CASES),
  ...halfRows('probe H, read half', PROBE_H_READ_CASES),
  ...halfRows('probe H, UNREAD half', PROBE_H_UNREAD_CASES),
  ...halfRows('probe I, read half', PROBE_I_READ_CASES),
  ...halfRows('probe I, UNREAD half', PROBE_I_UNREAD_CASES),
  ...halfRows('probe J, read half', PROBE_J_READ_CASES),
  ...halfRows('probe J, UNREAD half', PROBE_J_UNREAD_CASES),
  ...halfRows('probe K, read half', PROBE_K_READ_CASES),
  ...halfRows('probe K, UNREAD half', PROBE_K_UNREAD_CASES),
  ...halfRows('probe L, read half', PROBE_L_READ_CASES),
  ...halfRows('probe L, UNREAD half', PROBE_L_UNREAD_CASES),
  ...halfRows('probe M, read half', PROBE_M_READ_CASES),
  ...halfRows('probe M, UNREAD half', PROBE_M_UNREAD_CASES),
  ...halfRows('probe N, read half', PROBE_N_READ_CASES),
  ...halfRows('probe N, UNREAD half', PROBE_N_UNREAD_CASES),
];
for (const row of rows)
  console.log(`${row.ok ? 'ok  ' : 'MISS'} ${row.value.padStart(8)}  ${row.budget.padEnd(11)} ${row.name}`);
