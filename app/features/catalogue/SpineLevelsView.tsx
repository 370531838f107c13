import { LEVELS, type ListLevelId } from '../../../shared/levels';
import { parseListItem } from '../../../shared/listItem';
import { cn } from '../../ui/cn';

/** The five levels a map or template holds. */
type SpineLevelsContent = { needs: string } & Record<ListLevelId, readonly string[]>;

const ACCENT: Record<(typeof LEVELS)[number]['id'], string> = {
  needs: 'border-needs-bright',
  values: 'border-values-bright',
  principles: 'border-principles-bright',
  practices: 'border-practices-bright',
  tools: 'border-tools-bright',
};

const HEADING: Record<(typeof LEVELS)[number]['id'], string> = {
  needs: 'text-needs',
  values: 'text-values',
  principles: 'text-principles',
  practices: 'text-practices',
  tools: 'text-tools',
};

/**
 * All five levels in spine order, as the details dialogs and the generator's cards show them:
 * needs as text, list items written 'name: detail' as a bold name with the detail below (spec §3).
 * `columns={2}` sets the four lists in two columns under a full-width needs.
 */
export function SpineLevelsView({ content, columns = 1 }: { content: SpineLevelsContent; columns?: 1 | 2 }) {
  return (
    <div className={cn('grid gap-4', columns === 2 && 'md:grid-cols-2')}>
      {LEVELS.map((level) => (
        <section
          key={level.id}
          className={cn(
            'border-l-4 pl-3',
            ACCENT[level.id],
            columns === 2 && level.id === 'needs' && 'md:col-span-2',
          )}
          aria-label={level.title}
        >
          <h3 className={cn('text-sm font-semibold tracking-wide uppercase', HEADING[level.id])}>
            {level.title}
          </h3>
          {level.id === 'needs' ? (
            <p className="mt-1 text-sm text-ink">{content.needs || 'Not specified'}</p>
          ) : content[level.id].length === 0 ? (
            <p className="mt-1 text-sm text-muted">Not specified</p>
          ) : (
            <ul className="mt-1 grid gap-1.5">
              {content[level.id].map((item, index) => {
                const { name, detail } = parseListItem(item);
                return (
                  <li key={`${index}-${item}`} className="text-sm">
                    <strong className="font-semibold text-ink">{name}</strong>
                    {detail && <span className="block text-muted">{detail}</span>}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
