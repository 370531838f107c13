import type { LevelId } from '../../levels';
import type { LevelLesson } from '../../schemas/levelLesson';
import { NEEDS_LESSON } from './needs';
import { VALUES_LESSON } from './values';
import { PRINCIPLES_LESSON } from './principles';
import { PRACTICES_LESSON } from './practices';
import { TOOLS_LESSON } from './tools';

// One file per level; keep their tone and depth even by reading them side by side.

/** The five level lesson pages (/learn/{levelId}), in spine order; one page component renders any of them. */
export const LEVEL_LESSONS: readonly LevelLesson[] = [
  NEEDS_LESSON,
  VALUES_LESSON,
  PRINCIPLES_LESSON,
  PRACTICES_LESSON,
  TOOLS_LESSON,
];

/** Looks up a level's lesson page; every level has one. */
export function levelLesson(levelId: LevelId): LevelLesson {
  const lesson = LEVEL_LESSONS.find((candidate) => candidate.levelId === levelId);
  if (!lesson) throw new Error(`No lesson for level: ${levelId}`);
  return lesson;
}
