import { useState } from 'react';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toastStore';
import { useConfirm } from '../../ui/useConfirm';
import { errorText } from '../auth/errorText';
import { shareUrl } from '../share/shareActions';
import { ShareLinkCard } from '../share/ShareLinkCard';
import { rotateShareLink } from './mapsApi';

/** The editor's share card: the link once the server has given one, Copy Link, and Rotate link for the owner. */
export function MapShareCard({ map, isOwner }: { map: SpineMap; isOwner: boolean }) {
  const [rotating, setRotating] = useState(false);
  const { ask, confirmDialog } = useConfirm();
  if (!map.shareId) {
    return (
      <Card className="no-print">
        <Card.Header>
          <Card.Title as="h2">Share this spine map</Card.Title>
          <Card.Description>The share link appears once this map has synced.</Card.Description>
        </Card.Header>
      </Card>
    );
  }
  const rotate = async () => {
    setRotating(true);
    try {
      await rotateShareLink(map.id);
      toast({ title: 'New share link created' });
    } catch (error) {
      toast({
        title: 'Could not rotate the link',
        description: errorText(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setRotating(false);
    }
  };
  return (
    <ShareLinkCard
      url={shareUrl(map.shareId)}
      onRotate={
        isOwner
          ? () =>
              ask({
                title: 'Make a new link?',
                description: 'The current link will stop working.',
                confirmLabel: 'Make a new link',
                onConfirm: () => void rotate(),
              })
          : undefined
      }
      rotating={rotating}
    >
      {confirmDialog}
      {map.visibility === 'private' && (
        <p className="text-sm text-muted">This map is private: only its team can open the link.</p>
      )}
    </ShareLinkCard>
  );
}
