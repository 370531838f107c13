import { Link } from '@tanstack/react-router';
import { ArrowLeft, ArrowRight, Check, CheckCircle2, Clock, PartyPopper, RotateCcw } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { TUTORIAL_STEPS } from '../../../shared/content/tutorial';
import { ProgressMeter } from '../../ui/ProgressMeter';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { buttonClasses } from '../../ui/buttonClasses';
import { Card } from '../../ui/Card';
import { cn } from '../../ui/cn';
import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import {
  completedCount,
  type TutorialAction,
  type TutorialState,
} from '../tutorial-progress/tutorialProgress';
import { useTutorialProgress } from '../tutorial-progress/useTutorialProgress';
import { TutorialSidebar } from './TutorialSidebar';
import { TutorialStepContent } from './TutorialStepContent';

const TOTAL = TUTORIAL_STEPS.length;

/** /learn: the four-step tutorial, with progress kept in Dexie so it survives reloads and works offline. */
export function TutorialPage() {
  const { progress, dispatch } = useTutorialProgress(TOTAL);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);

  const act = (action: TutorialAction) => {
    void dispatch(action).then(() => stepHeadingRef.current?.focus({ preventScroll: false }));
  };

  return (
    <PageContainer>
      <PageHeader
        title="Learn the Spine Model"
        description="Four short steps take you from the big idea to mapping a real team. Your progress is saved on this device."
      />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          {progress === undefined ? (
            <TutorialSkeleton />
          ) : (
            <TutorialBody progress={progress} act={act} stepHeadingRef={stepHeadingRef} />
          )}
        </div>
        <TutorialSidebar />
      </div>
    </PageContainer>
  );
}

function TutorialBody({
  progress,
  act,
  stepHeadingRef,
}: {
  progress: TutorialState;
  act: (action: TutorialAction) => void;
  stepHeadingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const done = completedCount(progress, TOTAL);
  const step = TUTORIAL_STEPS.find((candidate) => candidate.id === progress.currentStep) ?? TUTORIAL_STEPS[0];
  if (!step) return null;
  const isFirst = step.id === 1;
  const isLast = step.id === TOTAL;
  const stepDone = progress.completed.includes(step.id);

  return (
    <>
      <Card>
        <Card.Content className="pt-5 sm:pt-6">
          <ProgressMeter done={done} total={TOTAL} unit="steps" testId="tutorial-progress" />
        </Card.Content>
      </Card>

      <nav aria-label="Tutorial steps">
        <ol className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
          {TUTORIAL_STEPS.map((candidate) => {
            const current = candidate.id === step.id;
            const completed = progress.completed.includes(candidate.id);
            return (
              <li key={candidate.id}>
                <button
                  type="button"
                  aria-current={current ? 'step' : undefined}
                  onClick={() => act({ type: 'goTo', step: candidate.id })}
                  className={cn(
                    'flex h-full w-full items-start gap-3 rounded-card border p-3 text-left transition-colors',
                    current
                      ? 'border-brand bg-brand-soft ring-2 ring-brand/20'
                      : 'border-line bg-surface hover:bg-slate-50',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                      completed
                        ? 'bg-success text-white'
                        : current
                          ? 'bg-brand text-white'
                          : 'bg-slate-100 text-muted',
                    )}
                  >
                    {completed ? <Check className="size-4" /> : candidate.id}
                  </span>
                  <span className="min-w-0">
                    {/* The name is the visible text (voice control users say what they see), led by the step number. */}
                    <span className="block text-sm font-medium">
                      <span className="sr-only">Step {candidate.id}:</span> {candidate.title}
                    </span>
                    <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
                      <span className="inline-flex items-center gap-1">
                        <Clock className="size-3" aria-hidden="true" />
                        {candidate.duration} min
                      </span>
                      {completed && <Badge variant="success">Completed</Badge>}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>

      {done === TOTAL && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-card border border-green-200 bg-success-soft p-5 sm:flex-row sm:items-center"
        >
          <PartyPopper className="size-6 shrink-0 text-success" aria-hidden="true" />
          <div className="flex-1">
            <p className="font-semibold text-success">Tutorial complete</p>
            <p className="text-sm text-muted">You know the five levels. Now map your own system.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to="/generator" className={buttonClasses({ size: 'sm' })}>
              Create Your Spine Map
            </Link>
            <Button variant="ghost" size="sm" onClick={() => act({ type: 'reset' })}>
              <RotateCcw aria-hidden="true" />
              Start over
            </Button>
          </div>
        </div>
      )}

      <Card>
        <Card.Header>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <span>
              Step {step.id} of {TOTAL}
            </span>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden="true" />
              {step.duration} min
            </span>
            {stepDone && (
              <Badge variant="success">
                <CheckCircle2 className="size-3" aria-hidden="true" />
                Completed
              </Badge>
            )}
          </div>
          <h2
            ref={stepHeadingRef}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight focus:outline-none"
          >
            {step.title}
          </h2>
          <Card.Description>{step.description}</Card.Description>
        </Card.Header>
        <Card.Content>
          <TutorialStepContent step={step} />
        </Card.Content>
        <Card.Footer className="justify-between border-t border-line pt-5 sm:pt-6">
          <Button variant="outline" disabled={isFirst} onClick={() => act({ type: 'previous' })}>
            <ArrowLeft aria-hidden="true" />
            Previous
          </Button>
          <Button onClick={() => act({ type: 'next' })}>
            {isLast ? 'Complete Tutorial' : 'Next'}
            {isLast ? <Check aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
          </Button>
        </Card.Footer>
      </Card>
    </>
  );
}

function TutorialSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span className="sr-only">Loading your progress…</span>
      <Skeleton className="h-16 w-full" />
      <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
        {TUTORIAL_STEPS.map((step) => (
          <Skeleton key={step.id} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-96 w-full" />
    </div>
  );
}
