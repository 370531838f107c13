import { LEVELS } from '../../../shared/levels';
import { parseListItem } from '../../../shared/listItem';
import type { RefinedSpineMap } from '../../../shared/schemas/refinement';
import { cn } from '../../ui/cn';

const ACCENT: Record<(typeof LEVELS)[number]['id'], string> = {
  needs: 'border-needs text-needs',
  values: 'border-values text-values',
  principles: 'border-principles text-principles',
  practices: 'border-practices text-practices',
  tools: 'border-tools text-tools',
};

/** A map's five levels: needs as text, list items as a bold name with the detail below (spec §3). */
export function MapLevels({
  map,
}: {
  map: Pick<RefinedSpineMap, 'needs' | 'values' | 'principles' | 'practices' | 'tools'>;
}) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {LEVELS.map((level) => (
        <section
          key={level.id}
          aria-label={level.title}
          className={cn('border-l-4 pl-3', ACCENT[level.id], level.id === 'needs' && 'md:col-span-2')}
        >
          <h3 className="text-sm font-semibold tracking-wide uppercase">{level.title}</h3>
          {level.id === 'needs' ? (
            <p className="mt-1 text-sm text-ink">{map.needs || 'Not specified'}</p>
          ) : (
            <ul className="mt-1 grid gap-2">
              {map[level.id].map((item, index) => {
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
