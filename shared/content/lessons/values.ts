import type { LevelLesson } from '../../schemas/levelLesson';
import { GENERATOR } from './links';

/** The values lesson page (/learn/values). */
export const VALUES_LESSON: LevelLesson = {
  levelId: 'values',
  number: 2,
  title: 'Level 2: Values',
  subtitle: 'What we optimise for',
  keyQuestion: 'What do we optimise for, so that our needs are more likely to be met?',
  purpose:
    'Values turn a need into a yardstick. Once a team agrees what it optimises for, any proposal can be held up and asked: does this give us more of it, or less? Values also explain people. Personal values are why someone joins a group with energy, and why they withdraw when the group stops honouring them. On their own, though, values eventually fail to hold a group together; they need a need above them to aim at.',
  characteristics: [
    {
      title: 'One or two words',
      description:
        'Safety, Feedback, Trust, Predictability. If it takes a sentence, it is probably a principle or a practice.',
    },
    {
      title: 'Ranked',
      description:
        'Name the primary optimisation first. Second and third values are optional and give way to the first when they clash.',
    },
    {
      title: 'A test for decisions',
      description:
        'A value earns its place when it settles real choices, for example "does this change make our delivery more or less predictable?"',
    },
    {
      title: 'In service of the need',
      description:
        'Each value should make the need more likely to be met. If you cannot say how, question it.',
    },
  ],
  categories: [
    {
      name: 'Quality',
      description: 'Optimising for work that is right and stays right.',
      examples: ['Safety', 'Reliability', 'Simplicity', 'Craftsmanship'],
    },
    {
      name: 'Speed',
      description: 'Optimising for learning and delivering sooner.',
      examples: ['Feedback', 'Flow', 'Responsiveness', 'Adaptability'],
    },
    {
      name: 'People',
      description: 'Optimising for how people work together and are treated.',
      examples: ['Trust', 'Respect', 'Fairness', 'Autonomy'],
    },
  ],
  goodExamples: [
    {
      text: 'Safety',
      why: 'One word, and for a water crew it plainly outranks speed: a quick repair that contaminates a street is a failure.',
    },
    {
      text: 'Predictability',
      why: 'It lets a team judge each change by whether it makes delivery dates more or less dependable.',
    },
    {
      text: 'Feedback',
      why: 'Short and usable. Extreme Programming puts it among the five values it pushes to the extreme.',
    },
  ],
  poorExamples: [
    {
      text: 'We review every change before it is released.',
      problem: 'Something you do, so it is a practice. The value behind it might be Quality or Safety.',
    },
    {
      text: 'Smaller releases reduce risk.',
      problem:
        'A cause and an effect, which makes it a principle. The value it serves is probably Risk Mitigation.',
    },
    {
      text: 'Excellence, Innovation, Integrity, Passion, Teamwork, Agility, Quality and Speed.',
      problem: 'Eight unranked values cannot settle a trade-off. Pick the primary one and let the rest go.',
    },
    {
      text: 'Use Slack for everything.',
      problem:
        'A tool with an instruction attached. Ask what it is meant to give you: perhaps Communication.',
    },
  ],
  steps: [
    {
      title: 'Gather candidates',
      description:
        'Ask each person what the system must be good at to meet its need. Write every answer down without debate.',
    },
    {
      title: 'Boil each one down',
      description:
        'Reduce each candidate to one or two words. Anything that will not shrink is probably a principle or a practice; park it for later.',
    },
    {
      title: 'Rank them',
      description:
        'Agree the primary optimisation. Keep at most two more, and say which one wins when they pull in different directions.',
    },
    {
      title: 'Test against a real decision',
      description:
        'Take a recent hard choice and replay it with your values. If they would not have helped, sharpen them.',
    },
  ],
  template: {
    heading: 'Values exercise',
    instructions:
      'Complete the sentence for your team. If you cannot name the need it serves, go back up to Needs first.',
    pattern:
      'Above all, {system} optimises for {primary}, because that makes {need} more likely. Next we care about {secondary}.',
    fields: [
      { key: 'system', label: 'The system', hint: 'the team or group inside your boundary' },
      { key: 'primary', label: 'Primary value', hint: 'one or two words' },
      { key: 'need', label: 'The need it serves', hint: 'from your needs statement' },
      { key: 'secondary', label: 'Second value', hint: 'optional; it gives way to the first' },
    ],
    example:
      'Above all, the maintenance crew optimises for Safety, because that makes safe water at every tap more likely. Next we care about Reliability.',
  },
  previous: { href: '/learn/needs', label: 'Previous: Needs' },
  next: { href: '/learn/principles', label: 'Next: Principles' },
  cta: GENERATOR,
};
