import { Link } from '@tanstack/react-router';
import { ExternalLink, PencilLine } from 'lucide-react';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { buttonClasses } from '../../ui/buttonClasses';
import { Dialog } from '../../ui/Dialog';
import { SpineLevelsView } from './SpineLevelsView';

/** A catalogue map in full; the device's own maps open in the editor, shared ones by their link. */
export function MapDetailsDialog({ map, mine, onClose }: { map: SpineMap | null; mine: boolean; onClose: () => void }) {
  return (
    <Dialog open={map !== null} onOpenChange={(open) => !open && onClose()}>
      {map && (
        <Dialog.Content className="max-w-2xl">
          <Dialog.Title>{map.title}</Dialog.Title>
          <Dialog.Description>{map.context || 'A spine map from the example library.'}</Dialog.Description>
          {(map.industry || map.teamSize) && (
            <div className="mt-3 flex flex-wrap gap-1.5">
              {map.industry && <Badge variant="secondary">{map.industry}</Badge>}
              {map.teamSize && <Badge variant="outline">{map.teamSize}</Badge>}
            </div>
          )}
          <section className="mt-5 rounded-lg bg-canvas p-3" aria-label="System boundary">
            <h3 className="text-sm font-semibold text-ink">System Boundary</h3>
            <p className="mt-1 text-sm text-muted">{map.systemBoundary}</p>
          </section>
          <div className="mt-5">
            <SpineLevelsView content={map} />
          </div>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="outline">Close</Button>
            </Dialog.Close>
            {mine ? (
              <Link to="/maps/$id" params={{ id: map.id }} className={buttonClasses()}>
                <PencilLine aria-hidden="true" />
                Open Map
              </Link>
            ) : (
              map.shareId && (
                <Link to="/share/$shareId" params={{ shareId: map.shareId }} className={buttonClasses()}>
                  <ExternalLink aria-hidden="true" />
                  Open Shared Map
                </Link>
              )
            )}
          </Dialog.Footer>
        </Dialog.Content>
      )}
    </Dialog>
  );
}
