import { defineSignal } from './define';

/**
 * Context signals: situations that cut across domains. Each one boosts domain items carrying its
 * tags and, where the domain has nothing on the subject, brings one item of its own. Every level
 * holds a few alternatives written for any kind of group, so maps of different domains with the same
 * situation do not all receive the same sentence.
 */
export const SIGNALS = [
  defineSignal({
    id: 'remote',
    words: ['remote', 'distributed', 'hybrid', 'async', 'asynchronous', 'time zone', 'timezone', 'work from home', 'wfh', 'offshore', 'virtual'],
    boosts: ['remote', 'visibility', 'inclusion'],
    values: [
      'Written Clarity: if it matters, it is written down where everyone can find it',
      'Presence at a Distance: people far apart still feel part of the same effort',
      'Respect for Time: nobody is expected to answer at midnight in their time zone',
    ],
    principles: [
      'Asynchronous by default: work should not wait for everyone to be online at once',
      'Overlap hours are precious: save the shared hours for what needs real conversation',
      'Default to open notes: a decision nobody wrote down did not reach the people who were away',
    ],
    practices: [
      'Async stand-up: each person posts progress and blockers in a shared thread at the start of their day',
      'Rotating meeting times: shared calls move round so the same people are not always up early or late',
      'Written handover between time zones: the last one online leaves a note the next one starts from',
    ],
    tools: [
      'Async video updates: short recorded walkthroughs instead of meetings (Loom)',
      'Time zone planner: shows who is awake when, so calls land in shared hours',
      'Shared status page: one place where everyone posts what they are doing and where they are stuck',
    ],
  }),
  defineSignal({
    id: 'regulated',
    words: ['regulated', 'regulation', 'regulator', 'compliance', 'compliant', 'audit', 'gdpr', 'hipaa', 'sox', 'iso', 'legal', 'safety critical', 'licence', 'license'],
    boosts: ['regulated', 'safety', 'security', 'privacy', 'audit'],
    values: [
      'Traceability: every decision can be explained to an auditor',
      'Integrity: the record shows what really happened, not what should have',
      'Due Care: rules are followed because people could be harmed, not for show',
    ],
    principles: [
      'Compliance built in: controls are part of the workflow, not a final gate',
      'Prove it as you go: evidence gathered during the work costs little, evidence rebuilt later costs a lot',
      'Know your obligations: each rule that applies has a named person who understands it',
    ],
    practices: [
      'Control evidence as you go: capture approvals and checks as work happens, not before the audit',
      'Rule change watch: someone reads new rules as they appear and says what they change for us',
      'Mock inspection: a friendly rehearsal of the audit to find gaps before the real one',
    ],
    tools: [
      'Audit trail: an automatic, tamper-evident record of changes and approvals',
      'Obligations register: each rule that applies, what it asks, and who looks after it',
      'Controlled document store: current procedures with versions and sign-offs',
    ],
  }),
  defineSignal({
    id: 'startup',
    words: ['startup', 'start up', 'early stage', 'founder', 'mvp', 'seed', 'bootstrapped', 'new venture', 'pre revenue'],
    boosts: ['startup', 'experiment', 'simplify', 'speed'],
    values: [
      'Learning Speed: the fastest route to what works',
      'Frugality: every pound or hour spent must teach us or earn us something',
      'Bias to Action: a tried idea beats a debated one',
    ],
    principles: [
      'Default to reversible decisions: most choices can be undone, so make them quickly',
      'Do things that do not scale: learn by hand before building for thousands',
      'Runway is the clock: every plan is weighed against the time the money buys',
    ],
    practices: [
      'Weekly learning review: what we tested, what we learned, what we change',
      'Founder-led conversations: the founders talk to the people they serve every week',
      'One-page plan: a single page of goals and bets, rewritten each month',
    ],
    tools: [
      'Lightweight analytics: the few numbers that show whether customers care',
      'Experiment log: each test with its guess, result and decision',
      'Runway sheet: money in, money out and months left, updated monthly',
    ],
  }),
  defineSignal({
    id: 'scaling',
    words: ['scaling', 'scale', 'growing', 'growth', 'hiring', 'expanding', 'expansion', 'doubling', 'new teams', 'multiple teams', 'several teams'],
    boosts: ['scaling', 'onboarding', 'autonomy', 'alignment', 'architecture'],
    values: [
      'Alignment: many teams, one direction',
      'Continuity: what made us good survives the growth',
      'Clarity of Ownership: every part has someone who looks after it',
    ],
    principles: [
      'Structure follows strategy: team boundaries should match the work, not the org chart',
      'Write it before you grow it: what lives only in heads does not survive doubling',
      'Keep groups small: a few people who know each other well decide faster than a crowd',
    ],
    practices: [
      'Structured onboarding: a planned first month that gets newcomers contributing safely',
      'Split when it gets big: a group that outgrows one table divides around the work',
      'New-joiner feedback: each newcomer says after a month what confused them, and it gets fixed',
    ],
    tools: [
      'Team topology map: shows which teams own what and how they interact',
      'Onboarding checklist: the steps, people and reading for a newcomer’s first weeks',
      'Ownership directory: who looks after what, kept current',
    ],
  }),
  defineSignal({
    id: 'quality',
    words: ['quality', 'bug', 'defect', 'error', 'mistake', 'incident', 'outage', 'rework', 'complaint', 'failure', 'broken', 'unreliable', 'quality problem'],
    boosts: ['quality', 'bug', 'incident', 'safety'],
    values: [
      'Quality First: we would rather ship less than ship broken',
      'Pride in the Work: we put our name to what we hand over',
      'Candour about Mistakes: errors are told early, so they stay small',
    ],
    principles: [
      'Find problems at the source: each defect caught later costs more to fix',
      'Stop and fix: when something breaks, the first job is to understand why',
      'Mistakes are data: a repeated error points to how the work is set up',
    ],
    practices: [
      'Root cause analysis: trace recurring problems to the process that allows them',
      'Second check on critical steps: a colleague confirms the steps where an error would hurt most',
      'Complaint review: read every complaint together and fix one cause each time',
    ],
    tools: [
      'Defect log: a shared record of problems, causes and fixes',
      'Error-proofing aids: templates, guides and checks that make the wrong way hard',
      'Problem board: open issues, owners and next steps where everyone can see them',
    ],
  }),
  defineSignal({
    id: 'speed',
    words: ['slow', 'slow delivery', 'delay', 'delayed', 'late', 'bottleneck', 'lead time', 'waiting', 'backlog growing', 'deadline', 'throughput', 'stuck'],
    boosts: ['speed', 'flow', 'delivery'],
    values: [
      'Flow Efficiency: work spends more time moving than waiting',
      'Finishing: done today beats perfect next month',
      'Responsiveness: people who wait on us hear back quickly',
    ],
    principles: [
      'Queues are the hidden cost: most lead time is work waiting, not work being done',
      'Stop starting, start finishing: every new start slows everything already open',
      'Fix the bottleneck first: speeding up anything else only piles work in front of it',
    ],
    practices: [
      'Value stream mapping: trace one piece of work end to end and find where it waits',
      'Daily unblocking round: a few minutes each day on whatever is stuck, and who can free it',
      'Work-in-progress limit: agree how much may be open at once and hold to it',
    ],
    tools: [
      'Cycle time chart: shows how long work takes and where it gets stuck',
      'Ageing board: shows how long each open item has been waiting',
      'Waiting log: notes what each delay was waiting for, to find the usual culprits',
    ],
  }),
  defineSignal({
    id: 'burnout',
    words: ['burnout', 'burned out', 'burnt out', 'burning out', 'stress', 'stressed', 'overtime', 'overload', 'overloaded', 'exhausted', 'tired', 'turnover', 'morale', 'overwhelmed', 'wellbeing'],
    boosts: ['burnout', 'wellbeing'],
    values: [
      'Wellbeing: people finish the week with energy to spare',
      'Rest: time off is real time off',
      'Kindness: we notice when someone is struggling and act on it',
    ],
    principles: [
      'Capacity is finite: planning to 100% utilisation guarantees overload',
      'Say no to protect yes: dropping something is how the important things get done well',
      'Recovery is part of the work: tired people make more mistakes and leave sooner',
    ],
    practices: [
      'Workload check-in: a weekly look at who is overloaded and what to drop',
      'Protected breaks: breaks and days off are planned in and covered, not skipped',
      'Stop-doing list: each month the group agrees one thing it will no longer do',
    ],
    tools: [
      'Capacity planner: shows each person’s load before new work is accepted',
      'Energy check: a two-question weekly pulse on how people are holding up',
      'Cover rota: who stands in for whom, so rest is possible',
    ],
  }),
  defineSignal({
    id: 'silo',
    words: ['silo', 'siloed', 'conflict', 'misaligned', 'misalignment', 'disagree', 'disagreement', 'handoff', 'hand off', 'blame', 'communication problem'],
    boosts: ['silo', 'alignment', 'trust', 'handoff', 'coordination'],
    values: [
      'Shared Goals: success is defined for the whole, not for each part',
      'Good Faith: we assume the other side is trying to help',
      'Curiosity about Each Other: we learn how the other groups work before judging them',
    ],
    principles: [
      'Optimise the whole: local wins that hurt the whole system are losses',
      'Problems between groups belong to both: blame stops the learning',
      'Talk before you hand over: a short conversation beats a long ticket',
    ],
    practices: [
      'Cross-team demo: teams show each other their work and dependencies every month',
      'Job swap day: people spend a day with the group they hand work to',
      'Joint review of a hand-over: both sides walk through one recent hand-over and fix one snag',
    ],
    tools: [
      'Dependency board: shows who waits on whom across teams',
      'Shared agreement sheet: what each group promises the other, and how to raise a problem',
      'Joint problem log: issues between groups, owned by both',
    ],
  }),
] as const;
