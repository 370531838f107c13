import { Check, ChevronDown, Loader2 } from 'lucide-react';
import { Card } from '../../ui/Card';
import { cn } from '../../ui/cn';
import { GENERATION_STEPS, type GeneratorState } from './generatorState';

const STATUS_LABEL: Record<GeneratorState['status'], string> = {
  ready: 'Ready',
  generating: 'Generating',
  complete: 'Complete',
  error: 'Failed',
};

/** The five-step progress card (spec §2/§4): a bar and the current step, and a panel listing every step. */
export function ProgressCard({ state, onToggle }: { state: GeneratorState; onToggle: () => void }) {
  const total = GENERATION_STEPS.length;
  const current = state.step > 0 ? GENERATION_STEPS[Math.min(state.step, total) - 1] : undefined;
  const panelId = 'generation-progress-steps';
  return (
    <Card aria-label="Generation progress">
      <Card.Header className="pb-3">
        <div className="flex items-center justify-between gap-3">
          <Card.Title as="h2">Progress</Card.Title>
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-medium',
              state.status === 'complete' && 'bg-success-soft text-success',
              state.status === 'error' && 'bg-danger-soft text-danger',
              state.status === 'generating' && 'bg-brand-soft text-brand-strong',
              state.status === 'ready' && 'bg-slate-100 text-slate-700',
            )}
            data-testid="generation-status"
          >
            {STATUS_LABEL[state.status]}
          </span>
        </div>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label="Generation steps"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={state.step}
          aria-valuetext={`Step ${state.step} of ${total}`}
        >
          <div
            className="h-full rounded-full bg-brand transition-all duration-300"
            style={{ width: `${(state.step / total) * 100}%` }}
          />
        </div>
        <p className="text-sm text-muted" aria-live="polite">
          {state.status === 'generating' && current
            ? `Step ${state.step} of ${total}: ${current}…`
            : `Step ${state.step} of ${total}`}
        </p>
      </Card.Header>
      <Card.Content className="pt-0">
        <button
          type="button"
          className="flex items-center gap-1 text-sm font-medium text-brand hover:underline"
          aria-expanded={state.progressOpen}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <ChevronDown
            className={cn('size-4 transition-transform', state.progressOpen && 'rotate-180')}
            aria-hidden
          />
          {state.progressOpen ? 'Hide steps' : 'Show steps'}
        </button>
        {state.progressOpen && (
          <ol id={panelId} className="mt-3 grid gap-2">
            {GENERATION_STEPS.map((label, index) => {
              const number = index + 1;
              const done = state.step > number || (state.status === 'complete' && state.step >= number);
              const active = state.status === 'generating' && state.step === number;
              return (
                <li key={label} className="flex items-center gap-2 text-sm" data-done={done || undefined}>
                  <span
                    className={cn(
                      'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs',
                      done
                        ? 'border-success bg-success text-white'
                        : active
                          ? 'border-brand text-brand'
                          : 'border-line text-muted',
                    )}
                    aria-hidden
                  >
                    {done ? (
                      <Check className="size-3.5" />
                    ) : active ? (
                      <Loader2 className="size-3.5 animate-spin" />
                    ) : (
                      number
                    )}
                  </span>
                  <span className={done ? 'text-ink' : 'text-muted'}>
                    {label}
                    <span className="sr-only">{done ? ' (done)' : active ? ' (in progress)' : ''}</span>
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </Card.Content>
    </Card>
  );
}
