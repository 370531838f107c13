import type { SpineMap, SpineMapPatch } from '../../../shared/schemas/spineMap';
import { MAP_LIMITS } from '../../../shared/schemas/spineMap';
import { Card } from '../../ui/Card';
import { DebouncedField } from './DebouncedField';

/** Title, system boundary, context and needs, each saved as the user types. */
export function MapDetailsForm({
  map,
  onEdit,
}: {
  map: SpineMap;
  onEdit: (patch: SpineMapPatch) => Promise<unknown> | void;
}) {
  return (
    <Card>
      <Card.Content className="flex flex-col gap-4 pt-5 sm:pt-6">
        <DebouncedField
          label="Title"
          required
          maxLength={MAP_LIMITS.title}
          value={map.title}
          onCommit={(title) => onEdit({ title })}
          draftTarget={{ mapId: map.id, field: 'title' }}
        />
        <DebouncedField
          label="System boundary"
          presenceLevel="boundary"
          required
          multiline
          maxLength={MAP_LIMITS.systemBoundary}
          placeholder="Which system is this map about?"
          value={map.systemBoundary}
          onCommit={(systemBoundary) => onEdit({ systemBoundary })}
          draftTarget={{ mapId: map.id, field: 'systemBoundary' }}
        />
        <DebouncedField
          label="Context"
          multiline
          maxLength={MAP_LIMITS.context}
          placeholder="Anything that shapes this system (optional)"
          value={map.context ?? ''}
          onCommit={(context) => onEdit({ context })}
          draftTarget={{ mapId: map.id, field: 'context' }}
        />
        <DebouncedField
          label="Needs"
          presenceLevel="needs"
          multiline
          maxLength={MAP_LIMITS.needs}
          placeholder="The fundamental purpose this system exists to achieve"
          value={map.needs}
          onCommit={(needs) => onEdit({ needs })}
          draftTarget={{ mapId: map.id, field: 'needs' }}
        />
      </Card.Content>
    </Card>
  );
}
