import { Eye } from 'lucide-react';
import type { MemberRole } from '../../../shared/schemas/members';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import { Card } from '../../ui/Card';
import { cn } from '../../ui/cn';
import { SpineLevelsView } from '../catalogue/SpineLevelsView';
import { ROLE_ABILITY, ROLE_LABEL } from './roleText';

/** The editor's notice for someone who may not change the map (a viewer). */
export function ViewOnlyNotice({ role, className }: { role: MemberRole; className?: string }) {
  return (
    <div
      role="note"
      className={cn(
        'no-print flex flex-wrap items-center gap-3 rounded-card border border-line bg-slate-50 p-4',
        className,
      )}
    >
      <Eye className="size-5 shrink-0 text-muted" aria-hidden="true" />
      <p className="flex-1">
        <strong>You can view this map</strong> — your role: {ROLE_LABEL[role]}.{' '}
        {capitalised(ROLE_ABILITY[role])}. Ask its owner if you need to edit it.
      </p>
    </div>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The map's details and levels without a single input: what a viewer gets instead of the editor. */
export function ReadOnlyMap({ map }: { map: SpineMap }) {
  const details = [
    ['System boundary', map.systemBoundary],
    ['Context', map.context],
    ['Industry', map.industry],
    ['Team size', map.teamSize],
  ] as const;
  return (
    <>
      <Card>
        <Card.Header className="pb-3">
          <Card.Title as="h2">Details</Card.Title>
        </Card.Header>
        <Card.Content>
          <dl className="grid gap-2 text-sm">
            {details.map(([label, value]) =>
              value ? (
                <div key={label}>
                  <dt className="font-medium">{label}</dt>
                  <dd className="break-words text-muted">{value}</dd>
                </div>
              ) : null,
            )}
          </dl>
        </Card.Content>
      </Card>
      <Card>
        <Card.Content className="pt-5 sm:pt-6">
          <SpineLevelsView content={map} />
        </Card.Content>
      </Card>
    </>
  );
}
