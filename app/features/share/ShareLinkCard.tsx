import { Copy, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toastStore';
import { copyLink } from './shareActions';

type ShareLinkCardProps = {
  url: string;
  /** Owner only: make a new link; the old one stops working. */
  onRotate?: () => void;
  rotating?: boolean;
  children?: ReactNode;
};

/** 'Share this spine map': the full link and Copy Link (spec §2), plus Rotate link for the owner. */
export function ShareLinkCard({ url, onRotate, rotating, children }: ShareLinkCardProps) {
  const copy = async () => {
    if (await copyLink(url)) toast({ title: 'Link copied', description: url });
  };
  return (
    <Card className="no-print">
      <Card.Header className="pb-3">
        <Card.Title as="h2">Share this spine map</Card.Title>
      </Card.Header>
      <Card.Content className="flex flex-col gap-3">
        <p
          className="rounded-lg border border-line bg-canvas px-3 py-2 font-mono text-sm break-all"
          data-testid="share-url"
        >
          {url}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void copy()}>
            <Copy aria-hidden="true" /> Copy Link
          </Button>
          {onRotate && (
            <Button size="sm" variant="outline" onClick={onRotate} disabled={rotating}>
              <RefreshCw aria-hidden="true" /> {rotating ? 'Rotating...' : 'Rotate link'}
            </Button>
          )}
        </div>
        {children}
      </Card.Content>
    </Card>
  );
}
