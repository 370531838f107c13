import type { Lesson, TutorialStep } from '../schemas/tutorial';
import { SPINE_EXERCISE } from './exercise';
import { LESSON_HEADERS } from './lessonHeaders';
import { levelGuide } from './levels';

/** The four tutorial steps of /learn, in order; durations are minutes (spec §9: 15, 25, 35, 30). */
export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    ...LESSON_HEADERS[0],
    content: {
      intro:
        'Most arguments at work are not really about the thing being argued over. Two people fighting about a tool may agree completely on why the team exists; they are simply talking at different levels. The Spine Model is a sensemaking framework for any group of people who work together. It asks you to draw a boundary around the system you care about, then describe it at five levels: Needs, Values, Principles, Practices and Tools. Each level gives the reason for the one below it, and the whole chain is called a spine.',
      keyPoints: [
        'Set the system boundary first: a meeting, a team, several teams or a whole organisation. Everything else depends on it.',
        'Needs sit at the top because they matter most and change most slowly; tools sit at the bottom and change most often.',
        'Each level answers "why?" for the level below it and "how?" for the level above.',
        'When a conversation stalls, go up the spine until you find agreement, then come back down together.',
        'It is a thinking aid, not a rulebook: you move up and down freely, and the map is never finished.',
      ],
      example:
        'A support team has argued for weeks about replacing its ticketing tool. Someone asks what the tool is for, and the room goes quiet. Going up, they agree on a practice (every customer hears back within a day), then a principle (quick replies stop small problems growing), then a value (responsiveness) and finally a need: customers can rely on them when something breaks. Coming back down, the question is no longer "which tool do we like?" but "which tool helps us reply within a day?", and the argument ends in ten minutes.',
    },
  },
  {
    ...LESSON_HEADERS[1],
    content: {
      intro:
        'Each level answers one question. When you are unsure where an item belongs, ask which question it answers. Open a level to read its full lesson.',
      levels: [
        {
          id: 'needs',
          summary:
            'Why the system exists, from a named perspective. Needs change slowly and are not the same as wants.',
          question: levelGuide('needs').question,
        },
        {
          id: 'values',
          summary: 'What the system optimises for, in a word or two each, with the most important first.',
          question: levelGuide('values').question,
        },
        {
          id: 'principles',
          summary:
            'Cause-and-effect truths about how work behaves: levers you can pull. Many hold at every scale.',
          question: levelGuide('principles').question,
        },
        {
          id: 'practices',
          summary:
            'Observable behaviours and structures. They fit a context; nobody has a universal best list.',
          question: levelGuide('practices').question,
        },
        {
          id: 'tools',
          summary:
            'Whatever helps carry out the practices more efficiently. Replace any tool that gets in the way.',
          question: levelGuide('tools').question,
        },
      ],
      keyPoints: [
        'A word or two is a value; a cause and an effect is a principle; something you could watch happening is a practice; something you use is a tool.',
        'The same idea can sit at different levels for different people. What matters is how the item is used in this system.',
      ],
    },
  },
  {
    ...LESSON_HEADERS[2],
    content: {
      intro:
        'Reading about the levels only goes so far. In this step you map a real-feeling team from its boundary down to its tools. Work on your own or, better, with two or three colleagues, and talk out loud about where each item belongs.',
      scenario: SPINE_EXERCISE.scenario,
      exercise: SPINE_EXERCISE.task,
      keyPoints: SPINE_EXERCISE.hints,
    },
  },
  {
    ...LESSON_HEADERS[3],
    content: {
      intro:
        'Once the levels make sense, a handful of patterns turn the model into a working habit. Each one is a move you can make in a meeting tomorrow.',
      patterns: [
        {
          name: 'Going up the spine',
          description:
            'When a discussion is stuck, name the level it is at and step up one. Keep climbing until everyone agrees, then come back down and revisit the original question from there. Most tool and practice disputes dissolve one or two levels higher.',
        },
        {
          name: 'Spotting a crooked spine',
          description:
            'A team that only talks about practices and tools is guessing at its purpose, and the guesses rarely match. A team that only talks about needs and values struggles to ship anything. Notice which way your team leans, then start from Needs and work down, in short rounds.',
        },
        {
          name: 'Enabling constraints',
          description:
            'Leaders set the boundary and state the needs, values and principles, perhaps as three easy-to-remember heuristics. The people doing the work then choose their own practices and tools inside those limits. This gives direction without dictating method.',
        },
        {
          name: 'An archetype as a starting point',
          description:
            'Rather than starting from a blank page, take a known way of working such as Scrum or Extreme Programming, already mapped onto the five levels. Change what does not fit your context, then keep adapting it through small experiments.',
        },
        {
          name: 'Fractal spines',
          description:
            "Spines can be drawn at any scale: an organisation, an initiative, a team, even one person learning a skill. Many principles hold at every scale, so a small team's spine can borrow from the organisation's, and comparing spines across teams shows where they pull in different directions.",
        },
        {
          name: 'Keep the focus on the need',
          description:
            'Groups drift into solution mode without noticing. Write the needs statement where everyone can see it and come back to it at a regular rhythm, asking whether the current work still serves it. Needs are approximate, so update them when they no longer ring true.',
        },
        {
          name: 'Check each item connects',
          description:
            'Walk the spine and make sure every practice traces to a principle, every principle to a value and every value to a need. An item that connects to nothing is either missing a reason above it or no longer needed.',
        },
      ],
    },
  },
];

/** The learning path shown on Home and /learn: one lesson per tutorial step, all available. */
export const LESSONS: readonly Lesson[] = TUTORIAL_STEPS.map((step) => ({
  id: step.id,
  title: step.title,
  description: step.description,
  duration: step.duration,
  type: step.type,
  content: step.content.intro ?? step.description,
  status: 'available',
}));
