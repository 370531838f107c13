import { ArrowDown, ArrowUp } from 'lucide-react';
import { LEVELS } from '../../../shared/levels';
import { cn } from '../../ui/cn';
import { LevelIcon } from '../learn/LevelIcon';
import { LEVEL_STYLES } from '../learn/levelStyles';

// Narrow at the top and bottom, widest in the middle: the five levels stacked like vertebrae.
const WIDTHS = ['sm:w-[78%]', 'sm:w-[89%]', 'sm:w-full', 'sm:w-[89%]', 'sm:w-[78%]'];

/** The spine drawn in HTML: the system boundary around the five levels, with why/how arrows. */
export function SpineDiagram() {
  return (
    <figure aria-labelledby="spine-diagram-caption" className="relative">
      <div className="relative rounded-[1.25rem] border-2 border-dashed border-slate-400 bg-canvas/60 px-3 pt-9 pb-4 sm:px-6">
        <span className="absolute -top-3 left-4 rounded-full border border-slate-300 bg-surface px-3 py-0.5 text-xs font-semibold text-muted">
          System boundary
        </span>
        <div className="flex gap-3">
          <div
            className="hidden flex-col items-center justify-between py-1 text-[11px] font-medium text-muted sm:flex"
            aria-hidden="true"
          >
            <span className="flex flex-col items-center gap-1">
              <ArrowUp className="size-4" />
              why?
            </span>
            <span className="flex flex-col items-center gap-1">
              how?
              <ArrowDown className="size-4" />
            </span>
          </div>
          <ol className="flex flex-1 flex-col items-center gap-2">
            {LEVELS.map((level, index) => {
              const style = LEVEL_STYLES[level.id];
              return (
                <li
                  key={level.id}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-xl border-l-4 bg-surface p-3 shadow-sm',
                    style.border,
                    WIDTHS[index],
                  )}
                >
                  <span
                    className={cn(
                      'flex size-9 shrink-0 items-center justify-center rounded-full',
                      style.soft,
                      style.text,
                    )}
                  >
                    <LevelIcon level={level.id} className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span className={cn('block text-sm font-semibold', style.text)}>
                      {index + 1}. {level.title}
                    </span>
                    <span className="block text-xs text-muted">{level.description}</span>
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
      <figcaption id="spine-diagram-caption" className="mt-3 text-center text-xs text-muted">
        Inside a system boundary, each level answers &ldquo;why?&rdquo; for the one below it and
        &ldquo;how?&rdquo; for the one above.
      </figcaption>
    </figure>
  );
}
