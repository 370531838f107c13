import type { ExerciseFinding, SpineExercise, SpineExerciseInput } from '../schemas/exercise';
import type { SpineStepId } from '../schemas/levelLesson';
import { findTool, isAbstractQuality } from './exerciseWords';

/** The hands-on exercise behind Step 3's Start Exercise: a small water utility's maintenance crew. */
export const SPINE_EXERCISE: SpineExercise = {
  id: 'riverside-water-crew',
  title: 'The Riverside Water maintenance crew',
  scenario:
    'Riverside Water is a community-owned utility that supplies about 4,000 homes in a river valley. Its maintenance crew is six people and a van: they fix leaks, flush the mains, replace meters and answer burst-pipe calls at night. Calls reach Thandi in the office by phone, and she writes each job on a paper slip. Lately the same streets keep flooding a month after a repair, residents complain that nobody tells them when the water is back, and the crew is tired of an on-call rota they had no say in. At the last meeting, half the crew wanted to buy a job-tracking app and the other half called it a waste of money. The board only wants the complaints to stop.',
  task: "Map the crew's spine. Start by writing the system boundary: who and what is inside, and what is outside. Then write one needs statement from a named perspective, two to four values, three or four principles, a handful of practices and the tools that support them. Check every practice against a principle, and every principle against a value. When you finish, look at the app argument again: which level would you go up to so the crew can settle it?",
  hints: [
    'Residents, the board and the crew each see the need differently. Pick one perspective for the statement and note the others.',
    '"A job-tracking app" is a tool. Before debating it, ask which practice it would support.',
    'Repeat flooding is a clue about a principle: fixing the cause is cheaper than fixing the symptom twice.',
    'Keep values to one or two words, and put the most important one first.',
  ],
  sampleAnswer: {
    systemBoundary:
      'The six-person maintenance crew and Thandi, who takes calls and dispatches jobs, from a fault being reported to the repair being signed off, over the next twelve months. Outside: billing, the treatment works, major pipe-replacement projects and the board itself.',
    needs:
      "From the residents' perspective, the crew exists so that safe water keeps reaching every home, and comes back quickly when something breaks. For the crew themselves, it is a place to do skilled, safe work with a fair share of the night calls.",
    values: ['Safety', 'Reliability', 'Fairness'],
    principles: [
      'Fixing a fault at its source costs less than fixing it twice',
      'Keeping some slack in the day leaves room for emergencies without dropping planned work',
      'Short feedback loops between residents and crew catch problems early',
      'People follow a rota more willingly when they helped shape it',
    ],
    practices: [
      "Fifteen-minute huddle at the depot each morning to agree the day's jobs",
      'Log every call with address, symptom and urgency before anyone is sent out',
      'A second crew member checks each repair before the trench is filled',
      'Call or text the household when their water is back on',
      'Monthly walk through the repeat-fault list to find root causes',
      'The crew redraws the on-call rota together every quarter',
    ],
    tools: [
      'Whiteboard of open jobs at the depot',
      'Shared spreadsheet of faults and repeat addresses',
      'Two-way radios',
      'Printed map of the mains network',
      'Repair sign-off checklist',
    ],
  },
  sampleNotes: {
    boundary:
      'The boundary names the people, the start and end of the work, and a time frame, and it says plainly what is out of scope so nobody tries to fix billing in this conversation.',
    needs:
      'The statement names whose view it takes and describes an outcome, not a product. Neither "a job-tracking app" nor "fewer complaints" appears: the first is a tool and the second is the board\'s strategy for getting peace of mind.',
    values:
      'Three words, ranked. Safety comes first because a fast repair that poisons a street is a failure; Fairness is there because the rota dispute is really about it.',
    principles:
      'Each line is a cause and an effect, so the crew can test it against what happens on the street. The first one explains the repeat flooding.',
    practices:
      'Every item is something a visitor could watch happening, and each traces to a principle above it: the second-person check applies "fix it at the source", the callback applies "short feedback loops".',
    tools:
      'Simple, cheap tools that serve the practices. The app question now has a test: would it make logging calls or tracking repeat faults easier than the whiteboard and spreadsheet? If not, it waits.',
  },
};

// Matches the optional detail split the spec allows in list items: 'name: detail' or 'name - detail'.
const DETAIL_SEPARATOR = /\s*:\s+|\s+[-–—]\s+/;

function itemName(item: string): string {
  return (item.split(DETAIL_SEPARATOR)[0] ?? item).trim();
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function quote(text: string): string {
  return `“${text}”`;
}

const LIST_STEPS = ['values', 'principles', 'practices', 'tools'] as const;
type ListStep = (typeof LIST_STEPS)[number];
const STEP_TITLES: Record<ListStep, string> = {
  values: 'Values',
  principles: 'Principles',
  practices: 'Practices',
  tools: 'Tools',
};

const VAGUE_BOUNDARY =
  /^(the |our |my |this )?(whole )?(company|organi[sz]ation|business|team|department|world|everything|everyone|us|work|it|system|place)\.?$/i;
const BROAD_BOUNDARY = /\b(everything|everyone|all of it|the whole world|anything)\b/i;
const OUTSIDE_MARKER =
  /\b(outside|out of scope|excluding|excludes|except|not including|but not|is not|isn't|are not|aren't|does not|doesn't|not in scope)\b/i;
const MONEY = /\b(money|profits?|revenue|income|cash|rich|bonus(es)?|salar(y|ies)|turnover|earnings)\b/i;
const WANT_PHRASE = /^\s*(we|i|they)\s+(want|would like|wish)\b/i;
const PERSPECTIVE = /\b(perspective|view|for|so that|so)\b/i;
const CAUSE_EFFECT =
  /\b(means?|leads? to|so|when|if|then|because|reduces?|increases?|improves?|shortens?|lowers?|raises?|costs?|gives?|catch(es)?|fewer|smaller|faster|sooner|less|more|than|makes?)\b|→|->/i;

function checkBoundary(boundary: string): ExerciseFinding[] {
  const text = boundary.trim();
  if (!text) {
    return [
      finding(
        'boundary',
        'warning',
        'boundary-empty',
        'Start with the system boundary: say which team, meeting or organisation you are mapping. Every level below depends on it.',
      ),
    ];
  }
  if (VAGUE_BOUNDARY.test(text) || wordCount(text) < 5) {
    return [
      finding(
        'boundary',
        'warning',
        'boundary-vague',
        `${quote(text)} is too vague to map. Name the people inside, where their work starts and ends, and roughly what time frame you mean.`,
      ),
    ];
  }
  const findings: ExerciseFinding[] = [];
  if (BROAD_BOUNDARY.test(text)) {
    findings.push(
      finding(
        'boundary',
        'tip',
        'boundary-vague',
        'A boundary that includes everything excludes nothing. Narrow it to the part of the work this group can actually influence.',
      ),
    );
  }
  if (!OUTSIDE_MARKER.test(text)) {
    findings.push(
      finding(
        'boundary',
        'tip',
        'boundary-outside',
        'Say what is outside the boundary too. Naming what is out of scope keeps the conversation on problems this group can change.',
      ),
    );
  }
  if (findings.length === 0) {
    findings.push(
      finding('boundary', 'ok', 'boundary-ok', 'Clear boundary: it says who is inside and what is left out.'),
    );
  }
  return findings;
}

function checkNeeds(needs: string): ExerciseFinding[] {
  const text = needs.trim();
  if (!text) {
    return [
      finding(
        'needs',
        'warning',
        'needs-empty',
        'Write a needs statement: from a named perspective, what is this system here to achieve?',
      ),
    ];
  }
  const findings: ExerciseFinding[] = [];
  const tool = findTool(text);
  if (tool && (tool.kind === 'brand' || tool.acquired)) {
    findings.push(
      finding(
        'needs',
        'warning',
        'need-names-tool',
        `The need mentions ${quote(tool.name)}, which is a tool. A tool is one way of meeting a need, never the need itself. Ask what it would give you, and write that down instead.`,
      ),
    );
  }
  if (MONEY.test(text)) {
    findings.push(
      finding(
        'needs',
        'warning',
        'need-is-want',
        'Money is a want, not a need: it is one strategy for meeting something deeper. Ask what you would have once there was enough of it, such as security or the freedom to invest, and name that.',
      ),
    );
  } else if (WANT_PHRASE.test(text)) {
    findings.push(
      finding(
        'needs',
        'tip',
        'need-is-want',
        'This reads as a want. Check whether it names a particular solution, and if so, ask what that solution is for.',
      ),
    );
  }
  if (wordCount(text) < 6) {
    findings.push(
      finding(
        'needs',
        'tip',
        'need-thin',
        'Say more: whose need is this, and what is different for them when it is met?',
      ),
    );
  } else if (!PERSPECTIVE.test(text)) {
    findings.push(
      finding(
        'needs',
        'tip',
        'need-perspective',
        'Name the perspective, for example "From our customers\' view…", and the outcome they get.',
      ),
    );
  }
  if (findings.length === 0) {
    findings.push(
      finding('needs', 'ok', 'needs-ok', 'The need describes an outcome for someone, not a solution. Good.'),
    );
  }
  return findings;
}

function checkListItem(step: ListStep, item: string, tools: readonly string[]): ExerciseFinding[] {
  const name = itemName(item);
  const tool = findTool(item);
  const findings: ExerciseFinding[] = [];
  if (step === 'values') {
    if (tool) {
      findings.push(
        finding(
          step,
          tool.kind === 'brand' ? 'warning' : 'tip',
          'tool-misplaced',
          `${quote(item)} looks like a tool. Values are what you optimise for; move it to Tools and ask what it helps you achieve.`,
        ),
      );
    } else if (wordCount(name) > 3) {
      findings.push(
        finding(
          step,
          'tip',
          'value-long',
          `${quote(item)} is long for a value, which is usually one or two words. If it describes a cause and effect it may be a principle; otherwise boil it down.`,
        ),
      );
    }
  }
  if (step === 'principles') {
    if (tool && (tool.kind === 'brand' || tool.acquired)) {
      findings.push(
        finding(
          step,
          tool.kind === 'brand' ? 'warning' : 'tip',
          'tool-misplaced',
          `${quote(item)} mentions ${quote(tool.name)}, which belongs in Tools. A principle should hold whatever tool you use.`,
        ),
      );
    } else if (wordCount(name) === 1) {
      findings.push(
        finding(
          step,
          'tip',
          'principle-single-word',
          `${quote(item)} is a single word, which makes it read like a value. Write it as a lever: "doing X tends to cause Y".`,
        ),
      );
    }
  }
  if (step === 'practices') {
    if (tool && wordCount(name) <= 3) {
      findings.push(
        finding(
          step,
          'warning',
          'tool-misplaced',
          `${quote(item)} is a tool, not a practice. Move it to Tools and write down what people actually do with it.`,
        ),
      );
    } else if (isAbstractQuality(name)) {
      findings.push(
        finding(
          step,
          'warning',
          'practice-abstract',
          `${quote(item)} describes a quality, not something people can be seen doing, so it is probably a value. Which behaviour would show it?`,
        ),
      );
    } else if (tool?.kind === 'brand' && !tools.some((entry) => findTool(entry)?.name === tool.name)) {
      findings.push(
        finding(
          step,
          'tip',
          'tool-unlisted',
          `This practice uses ${quote(tool.name)}; add it under Tools so the map shows what supports the work.`,
        ),
      );
    }
  }
  if (step === 'tools' && isAbstractQuality(name)) {
    findings.push(
      finding(
        step,
        'tip',
        'tool-abstract',
        `${quote(item)} sounds like a value rather than something you use. Consider moving it up to Values.`,
      ),
    );
  }
  return findings;
}

function checkList(step: ListStep, items: readonly string[], tools: readonly string[]): ExerciseFinding[] {
  if (items.length === 0) {
    return step === 'tools'
      ? [
          finding(
            step,
            'tip',
            'tools-empty',
            'No tools yet. That can be fine, but most practices lean on something: a board, a checklist, a shared file. List what you really use.',
          ),
        ]
      : [finding(step, 'warning', `${step}-empty`, `${STEP_TITLES[step]} is empty. Add at least one item.`)];
  }
  const findings = items.flatMap((item) => checkListItem(step, item, tools));
  const seen = new Set<string>();
  for (const item of items) {
    const key = normalise(itemName(item));
    if (seen.has(key))
      findings.push(
        finding(
          step,
          'tip',
          'duplicate-in-level',
          `${quote(item)} is listed twice under ${STEP_TITLES[step]}.`,
        ),
      );
    seen.add(key);
  }
  if (step === 'values' && items.length > 5) {
    findings.push(
      finding(
        step,
        'tip',
        'values-many',
        `You have ${items.length} values. Name the primary one first and keep three to five, or they stop guiding decisions.`,
      ),
    );
  }
  if (step === 'principles' && findings.length === 0 && !items.some((item) => CAUSE_EFFECT.test(item))) {
    findings.push(
      finding(
        step,
        'tip',
        'principle-no-effect',
        'Try phrasing each principle as a cause and an effect, so the team can test whether it holds.',
      ),
    );
  }
  return findings;
}

const OK_MESSAGES: Record<ListStep, string> = {
  values: 'Short, clear values. Make sure the first one is the one you would protect in a trade-off.',
  principles: 'These read as levers: causes with effects that the team can test against reality.',
  practices: 'These are observable behaviours. Check each one traces back to a principle.',
  tools: 'These are things you use. Replace any that start getting in the way of your practices.',
};

function finding(
  level: SpineStepId,
  severity: ExerciseFinding['severity'],
  code: string,
  message: string,
): ExerciseFinding {
  return { level, severity, code, message };
}

/**
 * Reviews a learner's spine and returns findings in spine order: warnings for likely mistakes,
 * tips for improvements, and an 'ok' confirmation for each level that raised nothing.
 */
export function checkSpineExercise(input: SpineExerciseInput): ExerciseFinding[] {
  const lists: Record<ListStep, string[]> = {
    values: input.values.map((item) => item.trim()).filter(Boolean),
    principles: input.principles.map((item) => item.trim()).filter(Boolean),
    practices: input.practices.map((item) => item.trim()).filter(Boolean),
    tools: input.tools.map((item) => item.trim()).filter(Boolean),
  };
  const byStep = Object.fromEntries(
    LIST_STEPS.map((step) => [step, checkList(step, lists[step], lists.tools)]),
  ) as Record<ListStep, ExerciseFinding[]>;

  // An item at two levels usually means the team has not decided what job it does here.
  const firstSeen = new Map<string, ListStep>();
  for (const step of LIST_STEPS) {
    for (const item of lists[step]) {
      const key = normalise(itemName(item));
      const earlier = firstSeen.get(key);
      if (earlier && earlier !== step) {
        byStep[step].push(
          finding(
            step,
            'warning',
            'duplicate-across-levels',
            `${quote(item)} appears under both ${STEP_TITLES[earlier]} and ${STEP_TITLES[step]}. Decide which job it does in this system and keep it in one place.`,
          ),
        );
      } else if (!earlier) {
        firstSeen.set(key, step);
      }
    }
  }
  for (const step of LIST_STEPS) {
    if (byStep[step].length === 0) byStep[step].push(finding(step, 'ok', `${step}-ok`, OK_MESSAGES[step]));
  }
  return [
    ...checkBoundary(input.systemBoundary),
    ...checkNeeds(input.needs),
    ...LIST_STEPS.flatMap((step) => byStep[step]),
  ];
}
