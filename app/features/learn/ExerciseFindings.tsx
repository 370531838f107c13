import { AlertTriangle, CheckCircle2, Lightbulb } from 'lucide-react';
import type { ExerciseFinding, FindingSeverity } from '../../../shared/schemas/exercise';
import type { SpineStepId } from '../../../shared/schemas/levelLesson';
import { cn } from '../../ui/cn';

const STEP_TITLES: Record<SpineStepId, string> = {
  boundary: 'System boundary',
  needs: 'Needs',
  values: 'Values',
  principles: 'Principles',
  practices: 'Practices',
  tools: 'Tools',
};
const ORDER: SpineStepId[] = ['boundary', 'needs', 'values', 'principles', 'practices', 'tools'];

const SEVERITY: Record<
  FindingSeverity,
  { label: string; Icon: typeof CheckCircle2; box: string; icon: string }
> = {
  ok: {
    label: 'Looks good',
    Icon: CheckCircle2,
    box: 'border-green-200 bg-success-soft',
    icon: 'text-success',
  },
  tip: { label: 'Tip', Icon: Lightbulb, box: 'border-blue-200 bg-principles-soft', icon: 'text-principles' },
  warning: {
    label: 'Check this',
    Icon: AlertTriangle,
    box: 'border-amber-300 bg-amber-50',
    icon: 'text-amber-700',
  },
};

/** The checker's findings, grouped by level in spine order, each styled by its severity. */
export function ExerciseFindings({ findings }: { findings: readonly ExerciseFinding[] }) {
  const warnings = findings.filter((finding) => finding.severity === 'warning').length;
  const tips = findings.filter((finding) => finding.severity === 'tip').length;
  return (
    <div className="space-y-4">
      <p className="text-sm font-medium" role="status">
        {warnings === 0 && tips === 0
          ? 'Every level looks sound. Compare it with the sample answer to see another way to map the crew.'
          : `${warnings} ${warnings === 1 ? 'thing' : 'things'} to check and ${tips} ${tips === 1 ? 'tip' : 'tips'}.`}
      </p>
      {ORDER.map((level) => {
        const group = findings.filter((finding) => finding.level === level);
        if (group.length === 0) return null;
        return (
          <section key={level} aria-label={`${STEP_TITLES[level]} feedback`} data-level={level}>
            <h4 className="text-sm font-semibold">{STEP_TITLES[level]}</h4>
            <ul className="mt-2 space-y-2">
              {group.map((finding, index) => {
                const severity = SEVERITY[finding.severity];
                return (
                  <li
                    key={`${finding.code}-${index}`}
                    data-code={finding.code}
                    data-severity={finding.severity}
                    className={cn('flex gap-3 rounded-lg border p-3 text-sm', severity.box)}
                  >
                    <severity.Icon
                      className={cn('mt-0.5 size-4 shrink-0', severity.icon)}
                      aria-hidden="true"
                    />
                    <p>
                      <span className="font-semibold">{severity.label}: </span>
                      {finding.message}
                    </p>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
