import type { LevelId } from '../levels';
import type { LevelLesson } from '../schemas/levelLesson';

// One file on purpose: the five lessons are read side by side to keep their tone and depth even.

const GENERATOR = { href: '/generator', label: 'Try it in the generator' } as const;

/** The five level lesson pages (/learn/{levelId}), in spine order; one page component renders any of them. */
export const LEVEL_LESSONS: readonly LevelLesson[] = [
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
        description:
          'Write down the routines, meetings and habits that really happen, not the ones on paper.',
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
  },
  {
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
  },
];

/** Looks up a level's lesson page; every level has one. */
export function levelLesson(levelId: LevelId): LevelLesson {
  const lesson = LEVEL_LESSONS.find((candidate) => candidate.levelId === levelId);
  if (!lesson) throw new Error(`No lesson for level: ${levelId}`);
  return lesson;
}
