import { Link } from '@tanstack/react-router';
import { ArrowRight, ClipboardList } from 'lucide-react';
import { Suspense } from 'react';
import type { TutorialStep } from '../../../shared/schemas/tutorial';
import { LEVELS } from '../../../shared/levels';
import { cn } from '../../ui/cn';
import { Skeleton } from '../../ui/Skeleton';
import { LevelIcon } from './LevelIcon';
import { LEVEL_STYLES } from './levelStyles';
import { lazyOptional } from '../../ui/lazyOptional';

// The exercise keeps its draft in Dexie: loaded with the exercise step, so the other steps (and a
// first visit to /learn) never evaluate the data layer.
const ExerciseLauncher = lazyOptional(() =>
  import('./ExerciseLauncher').then((module) => module.ExerciseLauncher),
);

/** The body of one tutorial step: whichever of intro, key points, example, levels, scenario and patterns it has. */
export function TutorialStepContent({ step }: { step: TutorialStep }) {
  const { content } = step;
  const isExercise = content.scenario !== undefined;
  return (
    <div className="space-y-6">
      {content.intro && <p className="leading-relaxed">{content.intro}</p>}

      {content.levels && (
        <ul className="space-y-3">
          {content.levels.map((item) => {
            const level = LEVELS.find((candidate) => candidate.id === item.id);
            const style = LEVEL_STYLES[item.id];
            return (
              <li
                key={item.id}
                className={cn('rounded-card border border-l-4 border-line p-4', style.border)}
              >
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="flex gap-3">
                    <span
                      className={cn(
                        'flex size-9 shrink-0 items-center justify-center rounded-full',
                        style.soft,
                        style.text,
                      )}
                    >
                      <LevelIcon level={item.id} className="size-5" />
                    </span>
                    <div>
                      <h3 className={cn('font-semibold', style.text)}>{level?.title ?? item.id}</h3>
                      <p className="mt-0.5 text-sm">{item.summary}</p>
                      <p className="mt-1 text-sm text-muted italic">{item.question}</p>
                    </div>
                  </div>
                  <Link
                    to={`/learn/${item.id}`}
                    className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-brand hover:underline"
                  >
                    {level?.title} lesson
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {content.scenario && (
        <div className="rounded-card border border-line bg-canvas p-5">
          <h3 className="font-semibold">Scenario</h3>
          <p className="mt-2 text-sm leading-relaxed">{content.scenario}</p>
        </div>
      )}
      {content.exercise && (
        <div className="rounded-card border border-brand/30 bg-brand-soft p-5">
          <h3 className="flex items-center gap-2 font-semibold text-brand-strong">
            <ClipboardList className="size-4" aria-hidden="true" />
            Your task
          </h3>
          <p className="mt-2 text-sm leading-relaxed">{content.exercise}</p>
        </div>
      )}

      {content.keyPoints && (
        <div>
          <h3 className="font-semibold">{isExercise ? 'Hints' : 'Key points'}</h3>
          <ul className="mt-2 space-y-2">
            {content.keyPoints.map((point) => (
              <li key={point} className="flex gap-2 text-sm">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {content.example && (
        <figure className="rounded-card border-l-4 border-brand bg-surface p-5 shadow-sm">
          <figcaption className="text-xs font-semibold tracking-wide text-brand uppercase">
            Example
          </figcaption>
          <p className="mt-2 text-sm leading-relaxed">{content.example}</p>
        </figure>
      )}

      {content.patterns && (
        <ul className="grid gap-3 md:grid-cols-2">
          {content.patterns.map((pattern) => (
            <li key={pattern.name} className="rounded-card border border-line p-4">
              <h3 className="font-semibold">{pattern.name}</h3>
              <p className="mt-1 text-sm text-muted">{pattern.description}</p>
            </li>
          ))}
        </ul>
      )}

      {isExercise && (
        <Suspense fallback={<Skeleton className="h-10 w-40" />}>
          <ExerciseLauncher />
        </Suspense>
      )}
    </div>
  );
}
