import { LESSONS } from '../../../shared/content/tutorial';
import { useTutorialProgress } from '../tutorial-progress/useTutorialProgress';
import { LearningPathList } from './LearningPath';
import { LearningPathSkeleton } from './LearningPathSkeleton';

/** The learning path with the learner's progress from Dexie, following it live. */
export function LocalLearningPath() {
  const { progress } = useTutorialProgress(LESSONS.length);
  if (progress === undefined) return <LearningPathSkeleton />;
  return <LearningPathList progress={progress} />;
}
