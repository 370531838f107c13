import { Link } from '@tanstack/react-router';
import { Download, ExternalLink, Pencil, Share2 } from 'lucide-react';
import { exportMarkdown, markdownFileName } from '../../../shared/markdown';
import { refinedSpineMapSchema } from '../../../shared/schemas/refinement';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import { Button } from '../../ui/Button';
import { buttonClasses } from '../../ui/buttonClasses';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toastStore';
import { downloadExport } from '../maps/download';
import { copyLink, shareUrl } from '../share/shareActions';
import { SpineLevelsView } from '../catalogue/SpineLevelsView';

/** The generated (or loaded) map with export, share and a link to the editor (spec §2). */
export function ResultCard({
  map,
  sourceLabel,
  note,
}: {
  map: SpineMap;
  sourceLabel?: string;
  note?: string;
}) {
  const link = map.shareId ? shareUrl(map.shareId) : null;

  const exportFile = () => {
    const text = refinedSpineMapSchema.parse(map);
    downloadExport(
      markdownFileName(map.title),
      exportMarkdown(text, new Date()),
      'text/markdown;charset=utf-8',
    );
  };

  const share = async () => {
    if (!link) return;
    if (await copyLink(link)) toast({ title: 'Share link copied to clipboard!' });
  };

  return (
    <Card aria-labelledby="result-title">
      <Card.Header>
        <Card.Title as="h2" id="result-title" className="text-xl">
          {map.title}
        </Card.Title>
        {sourceLabel && (
          <p className="text-sm text-muted" data-testid="answer-source">
            {sourceLabel}
          </p>
        )}
        {note && <p className="text-sm text-ink">{note}</p>}
        <Card.Description>
          <span className="font-medium text-ink">System boundary: </span>
          {map.systemBoundary}
        </Card.Description>
        {map.context && (
          <Card.Description>
            <span className="font-medium text-ink">Context: </span>
            {map.context}
          </Card.Description>
        )}
      </Card.Header>
      <Card.Content>
        <SpineLevelsView content={map} columns={2} />
      </Card.Content>
      <Card.Footer className="flex-col items-stretch gap-3 border-t border-line pt-5">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={exportFile}>
            <Download aria-hidden /> Export Markdown
          </Button>
          <Button variant="outline" onClick={() => void share()} disabled={!link}>
            <Share2 aria-hidden /> Share
          </Button>
          <Link to="/maps/$id" params={{ id: map.id }} className={buttonClasses({ variant: 'secondary' })}>
            <Pencil aria-hidden /> Open in editor
          </Link>
        </div>
        {link ? (
          <p className="text-sm break-all text-muted">
            Share link:{' '}
            <a
              href={link}
              className="inline-flex items-center gap-1 text-brand hover:underline"
              data-testid="share-link"
            >
              {link}
              <ExternalLink className="size-3.5" aria-hidden />
            </a>
          </p>
        ) : (
          <p className="text-sm text-muted">
            This map is saved on this device. Its share link appears once it has synced.
          </p>
        )}
      </Card.Footer>
    </Card>
  );
}
