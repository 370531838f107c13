import type { LevelLesson } from '../../schemas/levelLesson';
import { GENERATOR } from './links';

/** The tools lesson page (/learn/tools). */
export const TOOLS_LESSON: LevelLesson = {
  levelId: 'tools',
  number: 5,
  title: 'Level 5: Tools',
  subtitle: 'What helps us do it',
  keyQuestion: 'What do we use to carry out our practices more efficiently?',
  purpose:
    'Tools are the bottom of the spine and the part that changes fastest. They exist to make practices easier, mainly by taking over the menial, repetitive and error-prone parts of the work. Because tools are concrete and visible, teams often argue about them first and longest. The spine gives that argument a way out: ask which practice the tool serves, agree on that, and the choice of tool usually follows.',
  characteristics: [
    {
      title: 'In service of a practice',
      description:
        'Every tool should support a practice you chose. A tool that dictates how you work has the spine upside down.',
    },
    {
      title: 'Automates the dull parts',
      description:
        'The best tools remove repetitive, error-prone work so people can focus where judgement matters.',
    },
    {
      title: 'Replaceable',
      description: 'If a tool gets in the way of a practice, change the tool, not the practice.',
    },
    {
      title: 'Not only software',
      description: 'A whiteboard, a checklist, a form or a radio can be exactly the right tool.',
    },
  ],
  goodExamples: [
    {
      text: "A physical board beside the team's desks.",
      why: "It supports a co-located team's practice of limiting work in progress, and everyone sees it without logging in.",
    },
    {
      text: 'A build server that runs every test on each change.',
      why: 'It automates a repetitive, error-prone check that a practice depends on.',
    },
    {
      text: 'A printed sign-off checklist for every repair.',
      why: 'Cheap and simple, and it makes the second-person check hard to skip.',
    },
  ],
  poorExamples: [
    {
      text: 'Agile',
      problem: 'Not a tool but a family of values, principles and practices. Name what you actually use.',
    },
    {
      text: 'Jira, because every team uses it.',
      problem:
        'A tool chosen without a practice in mind. Say which practice it supports, then decide if it is the best fit.',
    },
    { text: 'Transparency', problem: 'A value. The tool might be a shared board that makes work visible.' },
    {
      text: 'A new CRM to fix our sales culture.',
      problem:
        'Expecting a tool to solve a problem that lives higher up the spine. Culture lives in needs, values and principles.',
    },
  ],
  steps: [
    {
      title: 'Start from the practices',
      description: 'For each practice, list what you use to carry it out, including paper and whiteboards.',
    },
    {
      title: 'Say what each tool makes easier',
      description:
        'Name the repetitive or error-prone part it takes over. A tool that makes nothing easier is a candidate to retire.',
    },
    {
      title: 'Agree when you would replace it',
      description:
        'Write down the sign that a tool has started to hinder the practice, so switching is a decision, not a fight.',
    },
    {
      title: 'Go up the spine when stuck',
      description:
        'If a tool debate stalls, step up to the practice and the need it serves, agree there, then come back down.',
    },
  ],
  template: {
    heading: 'Tool check',
    instructions:
      'One line per tool. If you cannot name the practice, the tool may be driving the work instead of supporting it.',
    pattern: 'We use {tool} to make {practice} {improvement}. We will replace it if {warningSign}.',
    fields: [
      { key: 'tool', label: 'The tool', hint: 'software, a board, a checklist…' },
      { key: 'practice', label: 'The practice it supports', hint: 'from your practices list' },
      {
        key: 'improvement',
        label: 'What gets better',
        hint: 'e.g. faster, less error-prone, visible to all',
      },
      {
        key: 'warningSign',
        label: 'When to replace it',
        hint: 'the sign it has started to get in the way',
      },
    ],
    example:
      'We use a whiteboard at the depot to make the morning job huddle quick and visible to all. We will replace it if jobs start getting lost between shifts.',
  },
  previous: { href: '/learn/practices', label: 'Previous: Practices' },
  next: null,
  cta: GENERATOR,
};
