import { LEVELS } from '../../../shared/levels';
import type { SpineMapText } from '../../../shared/schemas/spineMap';
import { cn } from '../../ui/cn';
import { LEVEL_STYLE } from './levelStyle';
import { ListItemText } from './ListItemText';

/**
 * The five levels as a coloured spine: a vertical line with a round, coloured icon per level and
 * the level's content beside it. Read-only; used by the share page, the editor preview and print.
 */
export function SpineDiagram({ map, className }: { map: SpineMapText; className?: string }) {
  return (
    <ol className={cn('relative flex flex-col gap-6', className)} aria-label="Spine levels">
      <span
        aria-hidden="true"
        className="absolute top-5 bottom-5 left-5 w-1 rounded-full bg-gradient-to-b from-needs-bright via-principles-bright to-tools-bright"
      />
      {LEVELS.map((level) => {
        const style = LEVEL_STYLE[level.id];
        const Icon = style.icon;
        const items = level.id === 'needs' ? null : map[level.id];
        return (
          <li key={level.id} className="print-break-inside-avoid relative flex gap-4">
            <span
              className={cn(
                'z-10 flex size-11 shrink-0 items-center justify-center rounded-full text-white shadow',
                style.dot,
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <section className={cn('min-w-0 flex-1 rounded-card border-l-4 p-4', style.soft, style.border)}>
              <h3 className={cn('text-base font-semibold', style.text)}>{level.title}</h3>
              <p className="mb-2 text-xs text-muted">{level.description}</p>
              {items === null ? (
                <p className="whitespace-pre-wrap text-ink">{map.needs || 'No needs written yet.'}</p>
              ) : items.length === 0 ? (
                <p className="text-sm text-muted italic">Nothing listed yet.</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {items.map((item, index) => (
                    <li key={`${index}-${item}`} className="flex gap-2">
                      <span
                        aria-hidden="true"
                        className={cn('mt-2 size-1.5 shrink-0 rounded-full', style.dot)}
                      />
                      <ListItemText text={item} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </li>
        );
      })}
    </ol>
  );
}
