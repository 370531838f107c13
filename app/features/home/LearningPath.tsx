import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { ArrowRight, Check, Clock } from 'lucide-react';
import { LESSON_HEADERS } from '../../../shared/content/lessonHeaders';
import { ProgressMeter } from '../../ui/ProgressMeter';
import { Badge } from '../../ui/Badge';
import { buttonClasses } from '../../ui/buttonClasses';
import { cn } from '../../ui/cn';
import { lazyOptional } from '../../ui/lazyOptional';
import {
  completedCount,
  INITIAL_TUTORIAL_STATE,
  type TutorialState,
} from '../tutorial-progress/tutorialProgress';
import { LearningPathSkeleton } from './LearningPathSkeleton';
import { useLocalDataOnce } from './useLocalDataOnce';

const TOTAL = LESSON_HEADERS.length;

// Progress lives in Dexie: only a device with local data loads it (and Dexie with it).
const LocalLearningPath = lazyOptional(() =>
  import('./LocalLearningPath').then((module) => module.LocalLearningPath),
);

/**
 * The four-lesson learning path with the learner's real progress from Dexie; a device without
 * local data has none to show, so it gets the path from the start without loading Dexie.
 */
export function LearningPath() {
  const local = useLocalDataOnce();
  if (local === undefined) return <LearningPathSkeleton />;
  if (!local) return <LearningPathList progress={INITIAL_TUTORIAL_STATE} />;
  return (
    <Suspense fallback={<LearningPathSkeleton />}>
      <LocalLearningPath />
    </Suspense>
  );
}

/** The lessons, each marked done, current or to come, and the button that continues. */
export function LearningPathList({ progress }: { progress: TutorialState }) {
  const done = completedCount(progress, TOTAL);
  const started = done > 0 || progress.currentStep > 1;
  return (
    <div>
      <ProgressMeter done={done} total={TOTAL} unit="lessons" testId="learning-path-progress" />
      <ol className="mt-6 space-y-3">
        {LESSON_HEADERS.map((lesson) => {
          const completed = progress.completed.includes(lesson.id);
          const current = !completed && lesson.id === progress.currentStep;
          return (
            <li
              key={lesson.id}
              className={cn(
                'flex items-start gap-4 rounded-card border bg-surface p-4',
                current ? 'border-brand/50 ring-2 ring-brand/10' : 'border-line',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-9 shrink-0 items-center justify-center rounded-full font-semibold',
                  completed
                    ? 'bg-success text-white'
                    : current
                      ? 'bg-brand text-white'
                      : 'bg-slate-100 text-muted',
                )}
              >
                {completed ? <Check className="size-4" /> : lesson.id}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold">
                    <span className="sr-only">Lesson {lesson.id}: </span>
                    {lesson.title}
                  </h3>
                  {completed && <Badge variant="success">Completed</Badge>}
                  {current && started && <Badge variant="secondary">Up next</Badge>}
                </div>
                <p className="mt-1 text-sm text-muted">{lesson.description}</p>
              </div>
              <span className="hidden shrink-0 items-center gap-1 text-xs text-muted sm:inline-flex">
                <Clock className="size-3.5" aria-hidden="true" />
                {lesson.duration} min
              </span>
            </li>
          );
        })}
      </ol>
      <Link to="/learn" className={buttonClasses({ className: 'mt-6' })}>
        {done === TOTAL ? 'Review the Tutorial' : started ? 'Continue Learning' : 'Start Learning'}
        <ArrowRight aria-hidden="true" />
      </Link>
    </div>
  );
}
