import type { LevelLesson } from '../../schemas/levelLesson';
import { GENERATOR } from './links';

/** The needs lesson page (/learn/needs). */
export const NEEDS_LESSON: LevelLesson = {
  levelId: 'needs',
  number: 1,
  title: 'Level 1: Needs',
  subtitle: 'Why the system exists',
  keyQuestion: 'From a named perspective, what is this system here to achieve?',
  purpose:
    'Needs are the top of the spine and the reason for everything beneath it. Get them roughly right and most disagreements further down become easier, because everyone can ask "does this serve the need?" Get them wrong, or leave them unspoken, and people quietly optimise for different things. Needs can be seen from the system\'s side (why it is funded and how it serves the larger whole) and from each person\'s side (what they hope to get from being part of it). Both matter.',
  characteristics: [
    {
      title: 'Tied to a perspective',
      description:
        "A need is always someone's: customers, sponsors, the team, one member. Say whose view you are taking; a need seen from inside can differ from one seen from outside.",
    },
    {
      title: 'An outcome, not a strategy',
      description:
        'A need describes what is different when it is met, without naming how. Any specific product, method or amount of money is a strategy, which makes it a want.',
    },
    {
      title: 'Few and widely shared',
      description:
        'Drawing on Nonviolent Communication, human needs are a small set, such as connection, meaning, autonomy and physical well-being. The strategies for meeting them are what vary.',
    },
    {
      title: 'Slow to change, but not fixed',
      description:
        'Needs change more slowly than anything else on the spine. They are still approximations, so return to them and refine them as you learn.',
    },
  ],
  goodExamples: [
    {
      text: "From the residents' perspective, the maintenance crew exists so that safe water keeps reaching every home and comes back quickly when something breaks.",
      why: 'It names a perspective and an outcome, and leaves the crew free to choose how.',
    },
    {
      text: "From the sponsor's view, the platform team is here so that product teams can release safely whenever they are ready, without waiting on anyone.",
      why: 'It explains how the team serves the larger system, which is what a sponsor cares about.',
    },
    {
      text: 'For the people in it, the team is a place to do work they are proud of, alongside colleagues they trust.',
      why: 'A personal need, stated honestly. It explains why people stay or drift away.',
    },
  ],
  poorExamples: [
    {
      text: 'Roll out Jira across the department.',
      problem:
        'A tool posing as a need. Ask what Jira is supposed to make possible; that answer is closer to the need.',
    },
    {
      text: 'Make more money.',
      problem:
        'Money is a want: a strategy for meeting something deeper. Ask what you would have once you had enough, such as security or room to invest.',
    },
    { text: 'Hold a daily stand-up.', problem: 'A practice. It might serve a need, but it is not one.' },
    {
      text: 'Be the best team in the company.',
      problem:
        'Nobody is named as benefiting, and it is a comparison, not an outcome. Best at what, and for whom?',
    },
  ],
  steps: [
    {
      title: 'Choose your perspectives',
      description:
        'List who has a stake in the system: the people it serves, its sponsors and the people inside it. Tag each as outside, inside or personal, and get the sponsors into the room; a team that decides its purpose alone usually decides wrong.',
    },
    {
      title: 'Ask "what for?" until you reach an outcome',
      description:
        'For each thing people say they need, ask what it would give them. When the answer stops naming a product, a method or a figure, you have reached the need.',
    },
    {
      title: 'Write it down and revisit it',
      description:
        'Put the statement where everyone can see it. Use it to test decisions, and come back to it every few months, because needs drift as the world around the system changes.',
    },
  ],
  template: {
    heading: 'Needs statement',
    instructions:
      'Fill in each part, then read the sentence aloud. If it names a tool, a method or a sum of money, ask "what for?" once more.',
    pattern: 'Seen from {perspective}, {system} is here to {outcome}, so that {benefit}.',
    fields: [
      {
        key: 'perspective',
        label: 'Whose view',
        hint: 'e.g. our customers, the sponsor, the people in the team',
      },
      {
        key: 'system',
        label: 'The system',
        hint: 'the team, meeting or organisation inside your boundary',
      },
      { key: 'outcome', label: 'What it achieves', hint: 'an outcome, not a product or method' },
      { key: 'benefit', label: 'What that makes possible', hint: 'what is better for them when it is met' },
    ],
    example:
      "Seen from the residents' side, the maintenance crew is here to keep safe water flowing to every home, so that nobody has to think twice before filling a glass.",
  },
  previous: null,
  next: { href: '/learn/values', label: 'Next: Values' },
  cta: GENERATOR,
};
