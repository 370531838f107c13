import { defineSignal } from './define';

/**
 * Context signals: situations that cut across domains. Each one boosts domain items carrying its
 * tags and brings a few items of its own, so 'remote' or 'burnout' visibly changes the map.
 */
export const SIGNALS = [
  defineSignal({
    id: 'remote',
    words: ['remote', 'distributed', 'hybrid', 'async', 'asynchronous', 'time zone', 'timezone', 'work from home', 'wfh', 'offshore', 'virtual'],
    boosts: ['remote', 'visibility', 'inclusion'],
    values: ['Written Clarity: if it matters, it is written down where everyone can find it'],
    principles: ['Asynchronous by default: work should not wait for everyone to be online at once'],
    practices: ['Async stand-up: each person posts progress and blockers in a shared thread at the start of their day'],
    tools: ['Async video updates: short recorded walkthroughs instead of meetings (Loom)'],
  }),
  defineSignal({
    id: 'regulated',
    words: ['regulated', 'regulation', 'regulator', 'compliance', 'compliant', 'audit', 'gdpr', 'hipaa', 'sox', 'iso', 'legal', 'safety critical', 'licence', 'license'],
    boosts: ['regulated', 'safety', 'security', 'privacy', 'audit'],
    values: ['Traceability: every decision can be explained to an auditor'],
    principles: ['Compliance built in: controls are part of the workflow, not a final gate'],
    practices: ['Control evidence as you go: capture approvals and checks as work happens, not before the audit'],
    tools: ['Audit trail: an automatic, tamper-evident record of changes and approvals'],
  }),
  defineSignal({
    id: 'startup',
    words: ['startup', 'start up', 'early stage', 'founder', 'mvp', 'seed', 'bootstrapped', 'new venture', 'pre revenue'],
    boosts: ['startup', 'experiment', 'simplify', 'speed'],
    values: ['Learning Speed: the fastest route to what works'],
    principles: ['Default to reversible decisions: most choices can be undone, so make them quickly'],
    practices: ['Weekly learning review: what we tested, what we learned, what we change'],
    tools: ['Lightweight analytics: the few numbers that show whether customers care'],
  }),
  defineSignal({
    id: 'scaling',
    words: ['scaling', 'scale', 'growing', 'growth', 'hiring', 'expanding', 'expansion', 'doubling', 'new teams', 'multiple teams', 'several teams'],
    boosts: ['scaling', 'onboarding', 'autonomy', 'alignment', 'architecture'],
    values: ['Alignment: many teams, one direction'],
    principles: ['Structure follows strategy: team boundaries should match the work, not the org chart'],
    practices: ['Structured onboarding: a planned first month that gets newcomers contributing safely'],
    tools: ['Team topology map: shows which teams own what and how they interact'],
  }),
  defineSignal({
    id: 'quality',
    words: ['quality', 'bug', 'defect', 'error', 'mistake', 'incident', 'outage', 'rework', 'complaint', 'failure', 'broken', 'unreliable', 'quality problem'],
    boosts: ['quality', 'bug', 'incident', 'safety'],
    values: ['Quality First: we would rather ship less than ship broken'],
    principles: ['Find problems at the source: each defect caught later costs more to fix'],
    practices: ['Root cause analysis: trace recurring problems to the process that allows them'],
    tools: ['Defect log: a shared record of problems, causes and fixes'],
  }),
  defineSignal({
    id: 'speed',
    words: ['slow', 'slow delivery', 'delay', 'delayed', 'late', 'bottleneck', 'lead time', 'waiting', 'backlog growing', 'deadline', 'throughput', 'stuck'],
    boosts: ['speed', 'flow', 'delivery'],
    values: ['Flow Efficiency: work spends more time moving than waiting'],
    principles: ['Queues are the hidden cost: most lead time is work waiting, not work being done'],
    practices: ['Value stream mapping: trace one piece of work end to end and find where it waits'],
    tools: ['Cycle time chart: shows how long work takes and where it gets stuck'],
  }),
  defineSignal({
    id: 'burnout',
    words: ['burnout', 'burned out', 'burnt out', 'stress', 'stressed', 'overtime', 'overload', 'overloaded', 'exhausted', 'tired', 'turnover', 'morale', 'overwhelmed', 'wellbeing'],
    boosts: ['burnout', 'wellbeing'],
    values: ['Wellbeing: people finish the week with energy to spare'],
    principles: ['Capacity is finite: planning to 100% utilisation guarantees overload'],
    practices: ['Workload check-in: a weekly look at who is overloaded and what to drop'],
    tools: ['Capacity planner: shows each person’s load before new work is accepted'],
  }),
  defineSignal({
    id: 'silo',
    words: ['silo', 'siloed', 'conflict', 'misaligned', 'misalignment', 'disagree', 'disagreement', 'handoff', 'hand off', 'blame', 'communication problem'],
    boosts: ['silo', 'alignment', 'trust', 'handoff', 'coordination'],
    values: ['Shared Goals: success is defined for the whole, not for each part'],
    principles: ['Optimise the whole: local wins that hurt the whole system are losses'],
    practices: ['Cross-team demo: teams show each other their work and dependencies every month'],
    tools: ['Dependency board: shows who waits on whom across teams'],
  }),
] as const;
