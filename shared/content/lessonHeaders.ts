import type { TutorialStep } from '../schemas/tutorial';

/**
 * The tutorial's four steps as the learning path lists them (spec §3, durations in minutes per
 * spec §9). Apart from the steps' content (tutorial.ts), so Home lists them without that chunk.
 */
export const LESSON_HEADERS = [
  {
    id: 1,
    title: 'What is the Spine Model?',
    duration: 15,
    type: 'introduction',
    description: 'Why teams talk past each other, and how five levels give every conversation a place.',
  },
  {
    id: 2,
    title: 'The five levels',
    duration: 25,
    type: 'levels',
    description: 'What each level asks, and how to tell one level from another.',
  },
  {
    id: 3,
    title: 'Hands-on: map a real team',
    duration: 35,
    type: 'exercise',
    description: 'Map the spine of a small maintenance crew and get feedback on each level.',
  },
  {
    id: 4,
    title: 'Patterns for using the spine',
    duration: 30,
    type: 'patterns',
    description: 'Recurring moves that make the model useful in real conversations.',
  },
] as const satisfies readonly Pick<TutorialStep, 'id' | 'title' | 'duration' | 'type' | 'description'>[];
