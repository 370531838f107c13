import { Eye, Loader2, Plus } from 'lucide-react';
import type { Template } from '../../../shared/schemas/template';
import { CARD_LIMITS } from '../../../shared/search';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';

type TemplateCardProps = {
  template: Template;
  onDetails: () => void;
  onUse: () => void;
  pending: boolean;
  disabled: boolean;
};

/** A template in the library: name, description, badges, up to 3 use cases then '+N more' (spec §9). */
export function TemplateCard({ template, onDetails, onUse, pending, disabled }: TemplateCardProps) {
  const shown = template.useCases.slice(0, CARD_LIMITS.useCases);
  const more = template.useCases.length - shown.length;
  return (
    <Card className="flex h-full flex-col" data-testid="template-card">
      <Card.Header className="gap-3">
        <Card.Title as="h3">{template.name}</Card.Title>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{template.category}</Badge>
          <Badge variant="outline">{template.industry}</Badge>
          <Badge variant="outline">{template.teamSize}</Badge>
        </div>
        <Card.Description>{template.description}</Card.Description>
      </Card.Header>
      <Card.Content className="flex-1">
        {shown.length > 0 && (
          <>
            <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">Use cases</h4>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {shown.map((useCase) => (
                <li key={useCase}>
                  <Badge variant="secondary" wrap>
                    {useCase}
                  </Badge>
                </li>
              ))}
              {more > 0 && (
                <li>
                  <Badge variant="outline">+{more} more</Badge>
                </li>
              )}
            </ul>
          </>
        )}
      </Card.Content>
      <Card.Footer className="flex-wrap">
        <Button
          variant="outline"
          className="flex-[1_1_9rem]"
          onClick={onDetails}
          aria-label={`View details of ${template.name}`}
        >
          <Eye aria-hidden="true" />
          View Details
        </Button>
        <Button
          className="flex-[1_1_9rem]"
          onClick={onUse}
          disabled={disabled}
          aria-label={`Use template ${template.name}`}
        >
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
          Use Template
        </Button>
      </Card.Footer>
    </Card>
  );
}
