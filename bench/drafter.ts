// The built-in drafter's time per map (design §10 budget: ≤ 10 ms), over varied boundaries, and the
// evaluation set's figures (issue 11): verbatim repeats across domains and generic fallbacks.
import { performance } from 'node:perf_hooks';
import { draftSpineMap } from '../shared/drafter';
import { EVAL_CASES } from '../shared/drafter/eval';
import { evalFigures, type EvalFigures } from '../shared/drafter/eval/figures';
import { draftCase, type CaseDraft } from '../shared/drafter/eval/run';
import { percentile, type BenchRow } from './report';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { DEV_CASES, HELD_OUT_CASES, type GeneraliseCase } from '../shared/drafter/eval/generalise';
import { generaliseFigures, judgeCase } from '../shared/drafter/eval/generalise/figures';

const TEAMS = [
  'software team',
  'sales organization',
  'consulting practice',
  'team retrospective',
  'hospital ward',
  'water utility operations crew',
  'retail store',
  'customer success team',
  'product discovery squad',
  'IT service desk',
];
const SIZES = [
  'of 5 people',
  'of 12 people',
  'across three sites',
  'of 40 people in four squads',
  'that is fully remote',
];
const FOCUS = [
  'shipping weekly releases',
  'winning enterprise deals',
  'reducing patient wait times',
  'keeping the water safe',
  'running better meetings',
  'onboarding new customers',
  'cutting stock-outs',
  'learning from incidents',
  'serving public-sector clients',
  'answering tickets within a day',
];
const TOOLS = ['', 'Jira, Slack', 'Salesforce, HubSpot', 'Miro', 'Excel, SAP', 'GitHub, Grafana'];

/** ~500 different generator inputs built from the lists above. */
export function benchBoundaries(
  count = 500,
): { systemBoundary: string; context?: string; currentTools?: string }[] {
  const inputs = [];
  for (let i = 0; i < count; i += 1) {
    const team = TEAMS[i % TEAMS.length];
    const size = SIZES[Math.floor(i / TEAMS.length) % SIZES.length];
    const focus = FOCUS[(i * 7) % FOCUS.length];
    const tools = TOOLS[i % TOOLS.length];
    inputs.push({
      systemBoundary: `Our ${team} ${size}, focused on ${focus} (case ${i})`,
      ...(i % 3 === 0 ? { context: 'regulated, recently merged two teams' } : {}),
      ...(tools ? { currentTools: tools } : {}),
    });
  }
  return inputs;
}

/** Drafts every input once (after a warm-up) and returns the mean and p95 milliseconds per map. */
export function measureDrafter(count = 500): { maps: number; meanMs: number; p95Ms: number } {
  const inputs = benchBoundaries(count);
  for (const input of inputs.slice(0, 20)) draftSpineMap(input);
  const times: number[] = [];
  for (const input of inputs) {
    const started = performance.now();
    draftSpineMap(input);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  return { maps: times.length, meanMs: mean, p95Ms: percentile(times, 0.95) };
}

/** Drafts every evaluation case `rounds` times (after a warm-up): the set's figures and the time per map. */
export function measureEvalSet(rounds = 20): { figures: EvalFigures; meanMs: number; p95Ms: number } {
  let drafts: CaseDraft[] = EVAL_CASES.map(draftCase);
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    drafts = EVAL_CASES.map((evalCase) => {
      const started = performance.now();
      const draft = draftCase(evalCase);
      times.push(performance.now() - started);
      return draft;
    });
  }
  times.sort((a, b) => a - b);
  const meanMs = times.reduce((sum, t) => sum + t, 0) / Math.max(1, times.length);
  return { figures: evalFigures(drafts), meanMs, p95Ms: percentile(times, 0.95) };
}

const percent = (share: number): string => `${(share * 100).toFixed(1)}%`;

/** The evaluation set's bench rows: repeated slots (≤ 10%), generic fallbacks (≤ 10%), unknown named tools (0), time per map (≤ 10 ms). */
export function evalSetRows(): BenchRow[] {
  const { figures, meanMs, p95Ms } = measureEvalSet();
  return [
    {
      name: `eval set: list slots repeated word for word in maps of other domains (${figures.repeatedSlots} of ${figures.slots})`,
      value: percent(figures.repeatedShare),
      budget: '≤ 10%',
      ok: figures.repeatedShare <= 0.1,
    },
    {
      name: `eval set: drafts that fell back to the generic pool (of ${figures.maps})`,
      value: percent(figures.fallbackShare),
      budget: '≤ 10%',
      ok: figures.fallbackShare <= 0.1,
    },
    {
      name: `eval set: named tools given the stock detail of an unknown tool${figures.unknownTools.length ? ` (${figures.unknownTools.join('; ')})` : ''}`,
      value: String(figures.unknownTools.length),
      budget: '0',
      ok: figures.unknownTools.length === 0,
    },
    {
      name: `eval set: time per map (${figures.maps} boundaries, p95 ${p95Ms.toFixed(2)} ms)`,
      value: `${meanMs.toFixed(2)} ms`,
      budget: '≤ 10 ms',
      ok: meanMs <= 10 && p95Ms <= 10,
    },
  ];
}

/** The lexicon shipped with the drafter, gzip bytes (issue 16 budget: ≤ 300 KB). */
export function lexiconGzipBytes(): number {
  return gzipSync(readFileSync(new URL('../shared/drafter/lexicon/lexicon.json', import.meta.url))).length;
}

export function halfRows(name: string, cases: readonly GeneraliseCase[]): BenchRow[] {
  // Three rounds, so the time per map is not one cold run; the figures come from the last.
  let judged = cases.map(judgeCase);
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    judged = cases.map(judgeCase);
    times.push(...judged.map((draft) => draft.ms));
  }
  times.sort((a, b) => a - b);
  const f = generaliseFigures(judged);
  const p95 = percentile(times, 0.95);
  return [
    {
      name: `${name}: drafts with ≥ 3 list items on their own subject (of ${f.maps})`,
      value: percent(f.ownSubjectShare),
      budget: '≥ 90%',
      ok: f.ownSubjectShare >= 0.9,
    },
    {
      name: `${name}: list items repeated word for word in a map of another family (${f.slots} items; in any other map, same family included: ${percent(f.repeatedShare)})`,
      value: percent(f.crossFamilyRepeatedShare),
      budget: '≤ 10%',
      ok: f.crossFamilyRepeatedShare <= 0.1,
    },
    {
      name: `${name}: drafts in a wrong domain (another family's tell-tale words; those the user wrote set aside: ${percent(f.wrongDomainBeyondInputShare)})`,
      value: percent(f.wrongDomainShare),
      budget: '≤ 2%',
      ok: f.wrongDomainShare <= 0.02,
    },
    {
      name: `${name}: drafts from a family neither the case's nor near it, not said to be a guess (guessed openly: ${percent(f.openShare)})`,
      value: percent(f.confidentWrongShare),
      budget: '(no budget)',
      ok: true,
    },
    {
      name: `${name}: time per map, p95 (mean ${(times.reduce((a, b) => a + b, 0) / Math.max(1, times.length)).toFixed(2)} ms)`,
      value: `${p95.toFixed(2)} ms`,
      budget: '≤ 10 ms',
      ok: p95 <= 10,
    },
  ];
}

/** Issue 16's figures for the generalisation development and held-out sets, and the lexicon's size. */
export function generaliseRows(): BenchRow[] {
  const kb = lexiconGzipBytes() / 1024;
  return [
    ...halfRows('generalisation, development set', DEV_CASES),
    ...halfRows('generalisation, HELD-OUT set', HELD_OUT_CASES),
    {
      name: 'drafter lexicon (WordNet nouns), gzip',
      value: `${kb.toFixed(0)} KB`,
      budget: '≤ 300 KB',
      ok: kb <= 300,
    },
  ];
}
