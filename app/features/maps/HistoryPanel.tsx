import { History, RotateCcw, Save } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { MapHistory } from '../../../shared/schemas/mapHistory';
import { errorText } from '../auth/errorText';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Input } from '../../ui/Input';
import { Skeleton } from '../../ui/Skeleton';
import { conflictSentence } from './historyText';
import { createSnapshot, fetchMapHistory, restoreMap } from './mapsApi';
import { useServerAction } from './useServerAction';

const when = (iso: string) => new Date(iso).toLocaleString();
const show = (value: unknown) =>
  typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : JSON.stringify(value);

/**
 * The map's server history (members, online): revisions and named snapshots, and values that lost
 * a merge, each naming who made it (issue 10). Owners and editors restore with one click (a new
 * revision, so it can be undone too); viewers (`readOnly`) only read.
 */
export function HistoryPanel({
  mapId,
  rev,
  readOnly = false,
}: {
  mapId: string;
  rev: number;
  readOnly?: boolean;
}) {
  const [history, setHistory] = useState<MapHistory | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState('');

  const load = useCallback(() => {
    fetchMapHistory(mapId)
      .then((result) => {
        setHistory(result);
        setError(null);
      })
      .catch((failure: unknown) => setError(errorText(failure, 'Could not load the history')));
  }, [mapId]);

  // Reload when the map's server revision moves (a sync, a restore).
  useEffect(load, [load, rev]);
  const { busy, act } = useServerAction(load);

  const openConflicts = history?.conflicts.filter((conflict) => !conflict.resolvedAt) ?? [];

  return (
    <Card className="no-print">
      <Card.Header className="pb-3">
        <Card.Title as="h2" className="flex items-center gap-2">
          <History className="size-5" aria-hidden="true" /> History
        </Card.Title>
        <Card.Description>
          {readOnly
            ? 'Every synced change is kept, with who made it.'
            : 'Every synced change is kept; restore any of them.'}
        </Card.Description>
      </Card.Header>
      <Card.Content className="flex flex-col gap-4 text-sm">
        {error && <p className="text-danger">{error}</p>}
        {!history && !error && <Skeleton className="h-24" />}
        {history && (
          <>
            {openConflicts.length > 0 && (
              <section aria-label="Conflicting values">
                <h3 className="mb-2 font-semibold">Values replaced by a concurrent edit</h3>
                <ul className="flex flex-col gap-2">
                  {openConflicts.map((conflict) => (
                    <li key={conflict.id} className="rounded-lg border border-amber-200 bg-amber-50 p-2">
                      <p>
                        <span className="font-medium">{conflict.field}</span>:{' '}
                        {conflictSentence(conflict, show)}
                      </p>
                      {!readOnly && (
                        <Button
                          size="sm"
                          variant="outline"
                          className="mt-1"
                          disabled={busy}
                          onClick={() =>
                            void act(() => restoreMap(mapId, { conflictId: conflict.id }), 'Value restored')
                          }
                        >
                          <RotateCcw aria-hidden="true" /> Restore “{show(conflict.lostValue).slice(0, 40)}”
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {!readOnly && (
              <form
                className="flex gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (!name.trim()) return;
                  void act(() => createSnapshot(mapId, name.trim()), 'Snapshot saved').then(() =>
                    setName(''),
                  );
                }}
              >
                <Input
                  aria-label="Snapshot name"
                  placeholder="Name this version"
                  maxLength={100}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
                <Button type="submit" size="sm" variant="outline" disabled={busy || !name.trim()}>
                  <Save aria-hidden="true" /> Save
                </Button>
              </form>
            )}
            {history.snapshots.length > 0 && (
              <section aria-label="Snapshots">
                <h3 className="mb-2 font-semibold">Snapshots</h3>
                <ul className="flex flex-col gap-1">
                  {history.snapshots.map((snapshot) => (
                    <li key={snapshot.id} className="flex items-center justify-between gap-2">
                      <span>
                        {snapshot.name} <span className="text-muted">(rev {snapshot.rev})</span>
                      </span>
                      {!readOnly && (
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={busy}
                          onClick={() =>
                            void act(() => restoreMap(mapId, { rev: snapshot.rev }), 'Snapshot restored')
                          }
                        >
                          Restore
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section aria-label="Revisions">
              <h3 className="mb-2 font-semibold">Revisions</h3>
              <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto">
                {history.revisions.map((revision) => (
                  <li key={revision.rev} className="flex items-center justify-between gap-2">
                    <span>
                      <span className="font-medium">Rev {revision.rev}</span> · {revision.reason}
                      {revision.actorName && ` by ${revision.actorName}`} ·{' '}
                      <span className="text-muted">{when(revision.createdAt)}</span>
                      <span className="block text-xs text-muted">{revision.content.title}</span>
                    </span>
                    {!readOnly && (
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy || revision.rev === rev}
                        onClick={() =>
                          void act(
                            () => restoreMap(mapId, { rev: revision.rev }),
                            `Revision ${revision.rev} restored`,
                          )
                        }
                      >
                        Restore
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </Card.Content>
    </Card>
  );
}
