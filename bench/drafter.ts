// The built-in drafter's time per map (design §10 budget: ≤ 10 ms), over varied boundaries.
import { performance } from 'node:perf_hooks';
import { draftSpineMap } from '../shared/drafter';

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
  const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] ?? 0;
  return { maps: times.length, meanMs: mean, p95Ms: p95 };
}
