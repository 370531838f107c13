import type { LevelLesson } from '../../schemas/levelLesson';
import { GENERATOR } from './links';

/** The principles lesson page (/learn/principles). */
export const PRINCIPLES_LESSON: LevelLesson = {
  levelId: 'principles',
  number: 3,
  title: 'Level 3: Principles',
  subtitle: 'The levers of how work works',
  keyQuestion: 'What levers can we pull to get more of what we value?',
  purpose:
    'Principles are the bridge between what you value and what you do. They are general truths about cause and effect in work: pull this lever and that tends to happen. Every practice already expresses some principle, whether anyone knows it or not. Saying principles out loud lets a team argue about ideas instead of about each other, and it lets people invent new practices when the old ones stop fitting.',
  characteristics: [
    {
      title: 'Cause and effect',
      description:
        'A principle says what leads to what. "Smaller batches reach feedback sooner" can be tested; "Quality" cannot.',
    },
    {
      title: 'Often fractal',
      description:
        "Many principles hold at every scale, from one person's day to a company's strategy. Practices rarely travel that well.",
    },
    {
      title: 'Borrowed from what is known',
      description:
        'Queueing theory, complexity science and the theory of constraints are rich sources. You rarely need to invent one.',
    },
    {
      title: 'Checked against reality',
      description:
        'A principle that does not hold where you work will cause harm. Watch what actually happens and revise.',
    },
  ],
  goodExamples: [
    {
      text: 'Smaller batches reach feedback sooner.',
      why: 'A clear lever that holds for a single task, a release or a yearly plan.',
    },
    {
      text: 'The more work in progress, the longer each item waits.',
      why: 'Straight from queueing theory, and it explains why starting less often finishes more.',
    },
    {
      text: 'Output rises when we understand and protect our capacity, not when people push harder.',
      why: 'It points at the real lever and guards against a tempting but false one.',
    },
  ],
  poorExamples: [
    { text: 'Quality', problem: 'A single word with no cause or effect, so it is a value.' },
    {
      text: 'A weekly demo for the customer.',
      problem: 'A practice. The principle behind it might be "earlier feedback means cheaper changes".',
    },
    {
      text: 'Use GitHub pull requests.',
      problem: 'A tool and a practice bundled together. A principle should hold whatever tool you use.',
    },
    {
      text: 'If we fall behind, everyone works longer hours.',
      problem:
        'It sounds like a lever, but in knowledge work it rarely holds for long. A principle that clashes with reality causes the problems it was meant to solve.',
    },
  ],
  steps: [
    {
      title: 'Start from a value',
      description: 'Pick your primary value and ask: what reliably produces more of it here?',
    },
    {
      title: 'Phrase it as cause and effect',
      description:
        'Write each answer as "when we do X, we tend to get Y". If you cannot, it may be a value or a practice.',
    },
    {
      title: 'Test it against evidence',
      description: 'Look for cases where it held and where it did not. Keep the ones reality supports.',
    },
    {
      title: 'Link it to practices',
      description:
        'For each principle, name the practices that apply it. A principle with no practice is an idea nobody acts on yet.',
    },
  ],
  template: {
    heading: 'Principle statement',
    instructions:
      'Write one sentence per principle. Read it back and ask whether you could observe it being true or false.',
    pattern: 'When we {cause}, we tend to get {effect}, which gives us more {value}.',
    fields: [
      { key: 'cause', label: 'The lever', hint: 'what you change, e.g. shrink the batch size' },
      {
        key: 'effect',
        label: 'What tends to follow',
        hint: 'the observable result, e.g. feedback within days',
      },
      { key: 'value', label: 'The value it serves', hint: 'one of your values' },
    ],
    example:
      'When we fix a fault at its source, we tend to get fewer repeat call-outs, which gives us more Reliability.',
  },
  previous: { href: '/learn/values', label: 'Previous: Values' },
  next: { href: '/learn/practices', label: 'Next: Practices' },
  cta: GENERATOR,
};
