import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronRight } from 'lucide-react';
import type { HistoryEntry } from '../../../shared/schemas/history';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { formatDateTime, historyIdLine, prettyResponse } from './adminFormat';
import type { Loadable } from './useAdminData';

/** Spec §9: the history skeleton shows 5 rows. */
const SKELETON_ROWS = 5;

function Section({ label, text }: { label: string; text: string }) {
  return (
    <Collapsible.Root className="mt-2">
      <Collapsible.Trigger className="group inline-flex items-center gap-1 rounded text-sm font-medium text-brand hover:underline">
        <ChevronRight
          className="size-4 transition-transform group-data-[state=open]:rotate-90"
          aria-hidden="true"
        />
        {`${label} (${text.length} characters)`}
      </Collapsible.Trigger>
      <Collapsible.Content>
        <pre className="mt-2 max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap break-words">
          {text}
        </pre>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

function Entry({ entry }: { entry: HistoryEntry }) {
  return (
    <Card>
      <Card.Content className="pt-5 sm:pt-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={entry.type === 'generation' ? 'default' : 'secondary'}>
            {entry.type === 'generation' ? 'Generation' : 'Refinement'}
          </Badge>
          {entry.method && <Badge variant="outline">{entry.method}</Badge>}
          {entry.refinementType && <Badge variant="outline">{entry.refinementType}</Badge>}
          <time dateTime={entry.timestamp} className="ml-auto text-sm text-muted">
            {formatDateTime(entry.timestamp)}
          </time>
        </div>
        <h3 className="mt-3 font-semibold">{entry.title}</h3>
        <p className="mt-1 text-xs break-all text-muted">{historyIdLine(entry)}</p>
        <Section label="View Prompt" text={entry.prompt} />
        <Section label="View Response" text={prettyResponse(entry.response)} />
      </Card.Content>
    </Card>
  );
}

/** Spine Map History tab: every generation and refinement with its prompt and response. */
export function HistoryTab({ history }: { history: Loadable<HistoryEntry[]> }) {
  if (history.status === 'loading') {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading history">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} className="h-28 w-full" data-testid="history-skeleton" />
        ))}
      </div>
    );
  }
  if (history.status === 'error') {
    return <p className="text-sm text-danger">{history.message}</p>;
  }
  const entries = history.status === 'ready' ? history.data : [];
  if (entries.length === 0) {
    return (
      <div className="rounded-card border border-dashed border-line py-12 text-center">
        <p className="font-medium">No spine map history available yet.</p>
        <p className="mt-1 text-sm text-muted">Generate some spine maps to see the activity history here.</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </div>
  );
}
