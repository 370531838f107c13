import { LESSON_HEADERS } from '../../../shared/content/lessonHeaders';
import { useTutorialProgress } from '../tutorial-progress/useTutorialProgress';
import { LearningPathList } from './LearningPath';
import { LearningPathSkeleton } from './LearningPathSkeleton';

/** The learning path with the learner's progress from Dexie, following it live. */
export function LocalLearningPath() {
  const { progress } = useTutorialProgress(LESSON_HEADERS.length);
  if (progress === undefined) return <LearningPathSkeleton />;
  return <LearningPathList progress={progress} />;
}
