import { AlertTriangle } from 'lucide-react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';

/** Spec §8: 'Generation Failed' with the error message, and a way to try again. */
export function GenerationErrorCard({
  message,
  onRetry,
  canRetry,
}: {
  message: string;
  onRetry: () => void;
  canRetry: boolean;
}) {
  return (
    <Card role="alert" className="border-red-200 bg-danger-soft">
      <Card.Header>
        <Card.Title as="h2" className="flex items-center gap-2 text-danger">
          <AlertTriangle className="size-5" aria-hidden />
          Generation Failed
        </Card.Title>
        <Card.Description className="text-danger">{message}</Card.Description>
      </Card.Header>
      <Card.Footer>
        <Button variant="outline" onClick={onRetry} disabled={!canRetry}>
          Try Again
        </Button>
      </Card.Footer>
    </Card>
  );
}
