import { ClipboardCheck, Eye, EyeOff, RotateCcw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { checkSpineExercise, SPINE_EXERCISE } from '../../../shared/content/exercise';
import type { ExerciseFinding } from '../../../shared/schemas/exercise';
import type { SpineStepId } from '../../../shared/schemas/levelLesson';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { Label } from '../../ui/Label';
import { Textarea } from '../../ui/Textarea';
import {
  draftToExerciseInput,
  EMPTY_EXERCISE_DRAFT,
  type ExerciseDraft,
  type ExerciseField,
} from './exerciseDraft';
import { ExerciseFindings } from './ExerciseFindings';

const FIELDS: {
  key: ExerciseField;
  step: SpineStepId;
  label: string;
  hint: string;
  rows: number;
  accent: string;
}[] = [
  {
    key: 'systemBoundary',
    step: 'boundary',
    label: 'System boundary',
    hint: 'Who and what is inside, and what is outside.',
    rows: 3,
    accent: 'border-l-slate-400',
  },
  {
    key: 'needs',
    step: 'needs',
    label: 'Needs',
    hint: 'One statement, from a named perspective.',
    rows: 3,
    accent: 'border-l-needs',
  },
  {
    key: 'values',
    step: 'values',
    label: 'Values',
    hint: 'One per line, most important first.',
    rows: 4,
    accent: 'border-l-values',
  },
  {
    key: 'principles',
    step: 'principles',
    label: 'Principles',
    hint: 'One per line: a cause and its effect.',
    rows: 4,
    accent: 'border-l-principles',
  },
  {
    key: 'practices',
    step: 'practices',
    label: 'Practices',
    hint: 'One per line: something you could watch happening.',
    rows: 5,
    accent: 'border-l-practices',
  },
  {
    key: 'tools',
    step: 'tools',
    label: 'Tools',
    hint: 'One per line: what the crew uses.',
    rows: 4,
    accent: 'border-l-tools',
  },
];

/** The hands-on exercise behind Start Exercise: map the scenario's spine, check it, compare with the sample. */
export function SpineExercisePanel({
  draft,
  update,
}: {
  draft: ExerciseDraft;
  update: (patch: Partial<ExerciseDraft>) => void;
}) {
  const baseId = useId();
  const [findings, setFindings] = useState<ExerciseFinding[] | null>(null);
  const [showSample, setShowSample] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  const empty = FIELDS.every((field) => draft[field.key].trim() === '');

  return (
    <div className="space-y-6">
      <form
        className="grid gap-4 md:grid-cols-2"
        aria-label="Your spine for the exercise"
        onSubmit={(event) => {
          event.preventDefault();
          setFindings(checkSpineExercise(draftToExerciseInput(draft)));
          // Move to the feedback so keyboard and screen-reader users land on it.
          requestAnimationFrame(() => resultsRef.current?.focus());
        }}
      >
        {FIELDS.map((field) => {
          const id = `${baseId}-${field.key}`;
          return (
            <div
              key={field.key}
              className={cn(
                'border-l-4 pl-3',
                field.accent,
                field.key === 'systemBoundary' || field.key === 'needs' ? 'md:col-span-2' : '',
              )}
            >
              <Label htmlFor={id}>{field.label}</Label>
              <Textarea
                id={id}
                name={field.key}
                rows={field.rows}
                value={draft[field.key]}
                aria-describedby={`${id}-hint`}
                onChange={(event) => update({ [field.key]: event.target.value })}
              />
              <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
                {field.hint}
              </p>
            </div>
          );
        })}
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <Button type="submit">
            <ClipboardCheck aria-hidden="true" />
            Check my spine
          </Button>
          <Button
            variant="outline"
            onClick={() => setShowSample((shown) => !shown)}
            aria-expanded={showSample}
          >
            {showSample ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {showSample ? 'Hide sample answer' : 'Show sample answer'}
          </Button>
          <Button
            variant="ghost"
            disabled={empty}
            onClick={() => {
              update({ ...EMPTY_EXERCISE_DRAFT, open: true });
              setFindings(null);
            }}
          >
            <RotateCcw aria-hidden="true" />
            Clear my answers
          </Button>
        </div>
      </form>

      {findings && (
        <div
          ref={resultsRef}
          tabIndex={-1}
          className="rounded-card border border-line bg-surface p-5 focus:outline-none"
        >
          <h3 className="text-lg font-semibold">Feedback on your spine</h3>
          <div className="mt-3">
            <ExerciseFindings findings={findings} />
          </div>
        </div>
      )}

      {showSample && <SampleAnswer />}
    </div>
  );
}

function SampleAnswer() {
  const sample = SPINE_EXERCISE.sampleAnswer;
  const rows: { step: SpineStepId; title: string; content: string | readonly string[] }[] = [
    { step: 'boundary', title: 'System boundary', content: sample.systemBoundary },
    { step: 'needs', title: 'Needs', content: sample.needs },
    { step: 'values', title: 'Values', content: sample.values },
    { step: 'principles', title: 'Principles', content: sample.principles },
    { step: 'practices', title: 'Practices', content: sample.practices },
    { step: 'tools', title: 'Tools', content: sample.tools },
  ];
  return (
    <section aria-labelledby="sample-answer" className="rounded-card border border-line bg-canvas p-5">
      <h3 id="sample-answer" className="text-lg font-semibold">
        Sample answer
      </h3>
      <p className="mt-1 text-sm text-muted">
        One good way to map the crew. Yours can differ and still be sound.
      </p>
      <dl className="mt-4 space-y-4">
        {rows.map((row) => (
          <div key={row.step}>
            <dt className="font-semibold">{row.title}</dt>
            <dd className="mt-1 text-sm">
              {typeof row.content === 'string' ? (
                <p>{row.content}</p>
              ) : (
                <ul className="list-disc space-y-0.5 pl-5">
                  {row.content.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {SPINE_EXERCISE.sampleNotes[row.step] && (
                <p className="mt-2 text-muted">
                  <span className="font-medium text-ink">Why: </span>
                  {SPINE_EXERCISE.sampleNotes[row.step]}
                </p>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
