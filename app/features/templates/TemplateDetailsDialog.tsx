import { Loader2, Plus } from 'lucide-react';
import type { Template } from '../../../shared/schemas/template';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SpineLevelsView } from '../catalogue/SpineLevelsView';

type TemplateDetailsDialogProps = {
  template: Template | null;
  onClose: () => void;
  onUse: (template: Template) => void;
  pending: boolean;
};

/** View Details: the whole template — boundary, all five levels and every use case. */
export function TemplateDetailsDialog({ template, onClose, onUse, pending }: TemplateDetailsDialogProps) {
  return (
    <Dialog open={template !== null} onOpenChange={(open) => !open && onClose()}>
      {template && (
        <Dialog.Content className="max-w-2xl">
          <Dialog.Title>{template.name}</Dialog.Title>
          <Dialog.Description>{template.description}</Dialog.Description>
          <div className="mt-3 flex flex-wrap gap-1.5">
            <Badge variant="secondary">{template.category}</Badge>
            <Badge variant="outline">{template.industry}</Badge>
            <Badge variant="outline">{template.teamSize}</Badge>
          </div>
          <section className="mt-5 rounded-lg bg-canvas p-3" aria-label="System boundary">
            <h3 className="text-sm font-semibold text-ink">System Boundary</h3>
            <p className="mt-1 text-sm text-muted">{template.systemBoundary}</p>
          </section>
          <div className="mt-5">
            <SpineLevelsView content={template} />
          </div>
          {template.useCases.length > 0 && (
            <section className="mt-5" aria-label="Use cases">
              <h3 className="text-sm font-semibold text-ink">Use Cases</h3>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {template.useCases.map((useCase) => (
                  <li key={useCase}>
                    <Badge variant="secondary" wrap>
                      {useCase}
                    </Badge>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="outline">Close</Button>
            </Dialog.Close>
            <Button onClick={() => onUse(template)} disabled={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
              Use Template
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      )}
    </Dialog>
  );
}
