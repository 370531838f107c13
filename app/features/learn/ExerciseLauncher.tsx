import { Play } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { SpineExercisePanel } from './SpineExercisePanel';
import { useExerciseDraft } from './useExerciseDraft';

/** Start Exercise opens the hands-on exercise; whether it is open is saved with the draft. */
export function ExerciseLauncher() {
  const { draft, update } = useExerciseDraft();
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (!draft) return <Skeleton className="h-10 w-40" />;
  if (!draft.open) {
    return (
      <Button
        size="lg"
        onClick={() => {
          update({ open: true });
          requestAnimationFrame(() => headingRef.current?.focus());
        }}
      >
        <Play aria-hidden="true" />
        Start Exercise
      </Button>
    );
  }
  return (
    <section aria-labelledby="exercise-heading" className="space-y-4 border-t border-line pt-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id="exercise-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold focus:outline-none"
        >
          Hands-on exercise: map the crew&rsquo;s spine
        </h3>
        <Button variant="ghost" size="sm" onClick={() => update({ open: false })}>
          Close exercise
        </Button>
      </div>
      <p className="text-sm text-muted">
        Your answers are saved on this device as you type, so you can come back to them later.
      </p>
      <SpineExercisePanel draft={draft} update={update} />
    </section>
  );
}
