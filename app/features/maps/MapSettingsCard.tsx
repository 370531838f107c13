import { useId } from 'react';
import { INDUSTRIES, TEAM_SIZES } from '../../../shared/labels';
import type { SpineMap, SpineMapPatch, Visibility } from '../../../shared/schemas/spineMap';
import { Card } from '../../ui/Card';
import { Label } from '../../ui/Label';

const VISIBILITY: Record<Visibility, string> = {
  private: 'Private — only you and the team',
  unlisted: 'Unlisted — anyone with the link',
  public: 'Public — listed in the examples',
};

const selectClass =
  'block h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm text-ink shadow-xs focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/30';

/** A label's options, keeping a value the list does not have (from an import or another app). */
function options(known: readonly string[], current: string | undefined): string[] {
  return current && !known.includes(current) ? [...known, current] : [...known];
}

/** Industry, team size and who may see the map (the last for the owner only: `canManage`). */
export function MapSettingsCard({
  map,
  onEdit,
  canManage = true,
}: {
  map: SpineMap;
  onEdit: (patch: SpineMapPatch) => void;
  canManage?: boolean;
}) {
  const id = useId();
  return (
    <Card className="no-print">
      <Card.Header className="pb-3">
        <Card.Title as="h2">Details</Card.Title>
      </Card.Header>
      <Card.Content className="flex flex-col gap-4">
        <div>
          <Label htmlFor={`${id}-industry`}>Industry</Label>
          <select
            id={`${id}-industry`}
            className={selectClass}
            value={map.industry ?? ''}
            onChange={(event) => onEdit({ industry: event.target.value })}
          >
            <option value="">Not set</option>
            {options(INDUSTRIES, map.industry).map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={`${id}-team`}>Team size</Label>
          <select
            id={`${id}-team`}
            className={selectClass}
            value={map.teamSize ?? ''}
            onChange={(event) => onEdit({ teamSize: event.target.value })}
          >
            <option value="">Not set</option>
            {options(TEAM_SIZES, map.teamSize).map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={`${id}-visibility`}>Visibility</Label>
          <select
            id={`${id}-visibility`}
            className={selectClass}
            value={map.visibility}
            disabled={!canManage}
            aria-describedby={canManage ? undefined : `${id}-visibility-hint`}
            onChange={(event) => onEdit({ visibility: event.target.value as Visibility })}
          >
            {(Object.keys(VISIBILITY) as Visibility[]).map((value) => (
              <option key={value} value={value}>
                {VISIBILITY[value]}
              </option>
            ))}
          </select>
          {!canManage && (
            <p id={`${id}-visibility-hint`} className="mt-1 text-xs text-muted">
              Only the owner can change who can see this map.
            </p>
          )}
        </div>
      </Card.Content>
    </Card>
  );
}
