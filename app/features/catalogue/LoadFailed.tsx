import { AlertTriangle } from 'lucide-react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';

/** Shown only when neither the bundled content nor the server could fill an empty cache. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center" role="alert">
      <AlertTriangle className="size-10 text-danger" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold text-ink">Couldn't load {what}</h2>
      <p className="mt-1 max-w-md text-sm text-muted">Check your connection and try again.</p>
      <Button className="mt-5" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Card>
  );
}
