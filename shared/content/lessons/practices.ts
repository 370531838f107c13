import type { LevelLesson } from '../../schemas/levelLesson';
import { GENERATOR } from './links';

/** The practices lesson page (/learn/practices). */
export const PRACTICES_LESSON: LevelLesson = {
  levelId: 'practices',
  number: 4,
  title: 'Level 4: Practices',
  subtitle: 'What we actually do',
  keyQuestion: 'What do we actually do to apply the principles that matter here?',
  purpose:
    'Practices are the part of the spine you can see: the meetings, routines, roles and habits through which principles become behaviour. They are where most teams spend their attention, and where they most often get stuck, arguing about how to run a ritual without asking why it exists. A practice whose principle is understood can be adapted with confidence; one that is followed blindly decays into theatre.',
  characteristics: [
    {
      title: 'Observable',
      description:
        'A visitor could watch it happen. "Being open" is not a practice; "posting every decision and its reason in the team log" is.',
    },
    {
      title: 'Traceable upward',
      description: 'Each practice applies at least one principle, and the people doing it can say which.',
    },
    {
      title: 'Fitted to context',
      description:
        'There is no universal list of best practices. The same principle may look like a stand-up in one team and a shared board in another.',
    },
    {
      title: 'Owned by those who do the work',
      description:
        'Leaders set needs, values and principles; the people doing the work are best placed to choose and change the practices.',
    },
  ],
  goodExamples: [
    {
      text: "A fifteen-minute huddle at the depot each morning to agree the day's jobs.",
      why: 'Observable, with a clear rhythm, and it applies "short feedback loops".',
    },
    {
      text: 'A second crew member checks each repair before the trench is filled.',
      why: 'A concrete behaviour that applies "fix it at the source".',
    },
    {
      text: 'Every retrospective ends with one small experiment, reviewed at the next one.',
      why: 'It turns "small batches" into a habit of improvement.',
    },
  ],
  poorExamples: [
    {
      text: 'Being transparent.',
      problem:
        'A quality, not a behaviour, so it is a value. Ask what people would be seen doing if the team were transparent.',
    },
    {
      text: 'Jira',
      problem:
        'A tool. Name what people do with it, such as "every piece of work is visible on one board", and list Jira under Tools.',
    },
    {
      text: 'Do Scrum exactly as the guide says.',
      problem:
        'Adopting practices wholesale without tracing them to your principles. Borrow freely, but adapt to your context.',
    },
    {
      text: 'A daily stand-up, because every team has one.',
      problem:
        'A real practice with no principle behind it. If nobody can say what it is for, nobody can tell whether it works.',
    },
  ],
  steps: [
    {
      title: 'List what you already do',
      description: 'Write down the routines, meetings and habits that really happen, not the ones on paper.',
    },
    {
      title: 'Make each one observable',
      description: 'Say who does it, when and how often, in words a visitor could check.',
    },
    {
      title: 'Trace each to a principle',
      description:
        'Name the principle each practice applies. Anything that traces to nothing is a candidate to drop.',
    },
    {
      title: 'Fill the gaps',
      description:
        'For principles with no practice, design a small one, try it for a few weeks and review it.',
    },
  ],
  template: {
    heading: 'Practice card',
    instructions: 'One card per practice. If you cannot fill the last blank, go back up to Principles.',
    pattern: 'Every {cadence}, {who} {action}, because {principle}.',
    fields: [
      { key: 'cadence', label: 'How often', hint: 'e.g. morning, sprint, release' },
      { key: 'who', label: 'Who does it', hint: 'a role or the whole team' },
      { key: 'action', label: 'What they do', hint: 'something a visitor could see' },
      { key: 'principle', label: 'The principle it applies', hint: 'a cause and effect from your list' },
    ],
    example:
      "Every morning, the whole crew meets at the depot to agree the day's jobs, because short feedback loops catch problems early.",
  },
  previous: { href: '/learn/principles', label: 'Previous: Principles' },
  next: { href: '/learn/tools', label: 'Next: Tools' },
  cta: GENERATOR,
};
