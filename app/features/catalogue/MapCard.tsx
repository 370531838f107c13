import { Eye, Smartphone } from 'lucide-react';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import { CARD_LIMITS, truncate } from '../../../shared/search';
import { parseListItem } from '../../../shared/listItem';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';

/** A map in the example library: title, needs (50 chars), 3 values, first principle (spec §9). */
export function MapCard({ map, mine, onDetails }: { map: SpineMap; mine: boolean; onDetails: () => void }) {
  const values = map.values.slice(0, CARD_LIMITS.values);
  const principle = map.principles[0];
  return (
    <Card className="flex h-full flex-col" data-testid="map-card">
      <Card.Header className="gap-2">
        <Card.Title as="h2">{map.title}</Card.Title>
        <div className="flex flex-wrap gap-1.5">
          {mine && (
            <Badge variant="default">
              <Smartphone className="size-3" aria-hidden="true" />
              Your map
            </Badge>
          )}
          {map.industry && <Badge variant="secondary">{map.industry}</Badge>}
          {map.teamSize && <Badge variant="outline">{map.teamSize}</Badge>}
        </div>
      </Card.Header>
      <Card.Content className="grid flex-1 content-start gap-3 text-sm">
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-needs uppercase">Needs</h3>
          <p className="mt-0.5 text-ink">{map.needs ? truncate(map.needs, CARD_LIMITS.needsChars) : 'Not specified'}</p>
        </div>
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-values uppercase">Key Values</h3>
          {values.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {values.map((value, index) => (
                <li key={`${index}-${value}`}>
                  <Badge variant="values" wrap>
                    {parseListItem(value).name}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-0.5 text-muted">Not specified</p>
          )}
        </div>
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-principles uppercase">Primary Principle</h3>
          <p className="mt-0.5 text-ink">{principle ? parseListItem(principle).name : 'Not specified'}</p>
        </div>
      </Card.Content>
      <Card.Footer>
        <Button variant="outline" className="w-full" onClick={onDetails} aria-label={`View details of ${map.title}`}>
          <Eye aria-hidden="true" />
          View Details
        </Button>
      </Card.Footer>
    </Card>
  );
}
