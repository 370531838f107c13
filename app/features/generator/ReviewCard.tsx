import { Check, Loader2, X } from 'lucide-react';
import type { RefinementProposal } from '../../../shared/schemas/refinement';
import { Badge, type BadgeVariant } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { SpineLevelsView } from '../catalogue/SpineLevelsView';

const LEVEL_BADGES = new Set(['needs', 'values', 'principles', 'practices', 'tools']);

function sectionBadge(section: string): BadgeVariant {
  const id = section.trim().toLowerCase();
  return LEVEL_BADGES.has(id) ? (id as BadgeVariant) : 'secondary';
}

interface ReviewCardProps {
  proposal: RefinementProposal;
  sourceLabel?: string;
  applying: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** 'Review Proposed Changes' (spec §4): the summary, each change with its section and reasoning, then approve or reject. */
export function ReviewCard({ proposal, sourceLabel, applying, onApprove, onReject }: ReviewCardProps) {
  return (
    <Card aria-labelledby="review-title" className="border-brand/40">
      <Card.Header>
        <Card.Title as="h2" id="review-title">
          Review Proposed Changes
        </Card.Title>
        <Card.Description data-testid="proposal-summary">{proposal.summary}</Card.Description>
        {sourceLabel && <p className="text-xs text-muted">{sourceLabel}</p>}
      </Card.Header>
      <Card.Content className="grid gap-5">
        {proposal.changes.length === 0 ? (
          <p className="text-sm text-muted">No changes were proposed.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Proposed changes">
            {proposal.changes.map((change, index) => (
              <li key={`${index}-${change.section}`} className="rounded-lg border border-line p-3">
                <Badge variant={sectionBadge(change.section)} className="capitalize">
                  {change.section}
                </Badge>
                <p className="mt-2 text-sm font-medium text-ink">{change.change}</p>
                <p className="mt-1 text-sm text-muted">
                  <span className="font-medium">Why: </span>
                  {change.reasoning}
                </p>
              </li>
            ))}
          </ul>
        )}
        <details className="rounded-lg border border-line p-3">
          <summary className="cursor-pointer text-sm font-medium">Preview the refined map</summary>
          <div className="mt-3">
            <SpineLevelsView content={proposal.refinedSpineMap} columns={2} />
          </div>
        </details>
      </Card.Content>
      <Card.Footer className="flex-wrap">
        <Button onClick={onApprove} disabled={applying}>
          {applying ? <Loader2 className="animate-spin" aria-hidden /> : <Check aria-hidden />}
          Approve &amp; Apply
        </Button>
        <Button variant="outline" onClick={onReject} disabled={applying}>
          <X aria-hidden /> Reject
        </Button>
      </Card.Footer>
    </Card>
  );
}
