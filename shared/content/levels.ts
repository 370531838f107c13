import type { LevelGuide, SpineStepId } from '../schemas/levelLesson';

/**
 * The core teaching of the model, one guide per stop on the spine: the system boundary first,
 * then Needs, Values, Principles, Practices and Tools, top to bottom.
 */
export const LEVEL_GUIDES: readonly LevelGuide[] = [
  {
    id: 'boundary',
    title: 'System boundary',
    question: 'Which part of the world are we mapping, and what sits outside it?',
    explanation:
      'Before anyone talks about purpose, agree on what the map covers. A system can be as small as one meeting or as large as a whole organisation; what matters is that everyone in the room pictures the same people, work and time frame. Naming what is outside is as useful as naming what is inside, because it stops the conversation drifting into problems nobody here can change. Every level below depends on this choice: a different boundary gives different needs, and so a different spine.',
    notThis:
      'It is not a mission statement or a list of complaints. "Make the company better" tells you nothing about who is in the room or where their influence ends.',
    examples: [
      'The five-person support team and its on-call rota, from a ticket arriving to it being closed; billing disputes are out of scope.',
      'Our fortnightly planning meeting: who attends, what goes in and what comes out.',
      'The three product teams that share one mobile app, for the next two quarters.',
    ],
    smell:
      'Two people argue past each other and it turns out one means "our team" and the other means "the whole department".',
  },
  {
    id: 'needs',
    title: 'Needs',
    question: 'Seen from a named perspective, what is this system here to achieve?',
    explanation:
      "Needs are the reason the system exists. They can be seen from the system's side (why its sponsors fund it and how it serves the larger whole) and from each person's side (what they hope to get from being part of it). The idea comes from Nonviolent Communication: human needs are few and widely shared, such as connection, meaning, autonomy and physical well-being, while the ways we try to meet them vary endlessly. Needs sit at the top of the spine because they matter most and change most slowly. They are still approximate, so revisit them from time to time.",
    notThis:
      'A want is not a need. A want is a need already welded to one way of meeting it: "more money" or "a new ticketing tool" are strategies. Ask what you would have once you had enough of it; the answer is closer to the need.',
    examples: [
      "From the residents' view, the maintenance crew exists so that safe water keeps reaching every home.",
      "From the sponsor's view, the platform team exists so that product teams can release without waiting on anyone.",
      'For the people in it, the team is somewhere to do work they are proud of, with colleagues they trust.',
    ],
    smell:
      'Every "need" on the wall names a product, a feature or a number, and nobody can say who it serves.',
  },
  {
    id: 'values',
    title: 'Values',
    question: 'What do we optimise for, so that our needs are more likely to be met?',
    explanation:
      'Values are the yardsticks you hold every decision up against. Keep each one to a word or two, and name the primary optimisation first; a second or third value is optional and ranks below it. A useful test is to ask of any proposed change, "does this give us more or less of what we value?" Values explain a lot about people too: personal values are why someone is drawn to a group, and why they quietly check out when the group stops living them. Extreme Programming is a good illustration: its name comes from pushing five values as far as they go.',
    notThis:
      'Values are not sentences or rules. "We always review code before merging" is a practice, and "small changes are easier to review" is a principle. Values on their own also do not hold a group together for long; they need a purpose to serve, which is the need above them.',
    examples: ['Safety', 'Predictability', 'Feedback'],
    smell:
      'A list of ten values that nobody ranks, or values written as full sentences that read like policy.',
  },
  {
    id: 'principles',
    title: 'Principles',
    question: 'What levers can we pull to get more of what we value?',
    explanation:
      "Principles are cause-and-effect truths about how work behaves: pull this, and that tends to happen. They come from fields such as queueing theory, complexity science and the theory of constraints. Every practice expresses some principle whether people know it or not, so naming principles out loud lets a team debate ideas instead of each other. Many principles are fractal: \"smaller batches give faster feedback\" holds for one person's day, a team's release and a company's strategy alike. A principle that does not hold in your reality will cause trouble, so test it against what you see.",
    notThis:
      'A principle is not a one-word value and not a specific activity. "Quality" is a value; "a daily stand-up" is a practice; "the more work in progress, the longer everything waits" is a principle.',
    examples: [
      'Smaller batches reach feedback sooner.',
      'Limiting work in progress shortens the time each item waits.',
      'Fixing a fault at its source costs less than fixing it twice.',
    ],
    smell:
      'People defend a practice with "that\'s just how we do it" and cannot name the effect it is meant to produce.',
  },
  {
    id: 'practices',
    title: 'Practices',
    question: 'What do we actually do to apply the principles that matter here?',
    explanation:
      'Practices are the observable part of the spine: structures and behaviours that a visitor could watch happening. Each practice should be traceable to at least one principle, and everyone doing it should understand why it exists, or it decays into ritual. There is no universal list of best practices; the same principle might show up as a daily stand-up in one team and a note on a shared board in another. Practices change faster than anything above them, and the people doing the work are best placed to choose them.',
    notThis:
      'A practice is not an adjective. "Being transparent" is a value wearing a practice\'s clothes; "we publish every decision and its reason in the team log" is something you can see. Nor is a practice the tool it happens in.',
    examples: [
      "A fifteen-minute huddle at the depot each morning to agree the day's jobs.",
      'A second person checks every repair before the trench is filled.',
      'A retrospective every two weeks that ends with one experiment to try.',
    ],
    smell:
      'The team has spent three meetings arguing about how to run stand-ups and none on why they hold them.',
  },
  {
    id: 'tools',
    title: 'Tools',
    question: 'What do we use to carry out our practices more efficiently?',
    explanation:
      'Tools are whatever helps the work along: software, boards, forms, checklists, instruments, even a meeting room. Their best use is to take over the menial, repetitive and error-prone parts so people can spend their attention where it counts. Tools serve practices, never the other way round; if a tool gets in the way of a practice you chose, replace the tool. It is fine for this level to be short.',
    notThis:
      'A tool is not a goal. "Roll out the new CRM" is not a need, and picking a tool is not the same as deciding how you want to work.',
    examples: [
      'A whiteboard of open jobs at the depot.',
      'A shared spreadsheet of repeat faults.',
      'A continuous-integration server that runs the tests on every change.',
    ],
    smell:
      'A heated debate about which tool is best, where nobody has said which practice the tool is meant to support.',
  },
];

/** How the levels relate to each other: the ideas a learner needs once the single levels make sense. */
export const SPINE_DYNAMICS = [
  {
    name: 'Going up the spine',
    description:
      'When a conversation is stuck, move up a level until you find something everyone agrees on, then come back down together. Two people who disagree about a tool often agree on the practice it supports, or on the need behind it.',
  },
  {
    name: 'A crooked spine',
    description:
      'Teams that live at Practices and Tools carry unspoken, mismatched assumptions about purpose. Teams that live at Needs and Values talk well but struggle to deliver. Straighten the spine by starting at Needs and working down, again and again.',
  },
  {
    name: 'Not a straight line',
    description:
      'You do not need full agreement on one level before touching the next; that is neither possible nor useful. Move up and down as the conversation requires, and check that each item connects to at least one need.',
  },
  {
    name: 'Slow at the top, fast at the bottom',
    description:
      "Needs change slowly and tools change often. The levels also overlap: one person's value can be another person's need, depending on where they stand.",
  },
  {
    name: 'Who owns which levels',
    description:
      'Leaders are best placed to set the boundary and state needs, values and principles. The people doing the work are best placed to choose practices and tools within those limits.',
  },
] as const;

/** Looks up the guide for the boundary or a level. */
export function levelGuide(id: SpineStepId): LevelGuide {
  const guide = LEVEL_GUIDES.find((candidate) => candidate.id === id);
  if (!guide) throw new Error(`Unknown spine step: ${id}`);
  return guide;
}
