import { Link, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { Download, FileUp, Map as MapIcon } from 'lucide-react';
import { useRef } from 'react';
import { db } from '../../db/db';
import { accountMaps } from '../../sync/deviceAccount';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toastStore';
import { useCurrentUser } from '../auth/useCurrentUser';
import { backupFileName, exportBackup } from './backup';
import { downloadExport } from './download';
import { importMapFile } from './importMaps';
import { NotSyncedList } from '../recovery/NotSyncedList';
import { TrashSection } from '../recovery/TrashSection';
import { ROLE_LABEL } from '../team/roleText';
import { LoginToSyncNotice } from './LoginToSyncNotice';
import { NewMapForm } from './NewMapForm';

/** "My maps": every map on this device, newest first, with new, import and export-all. */
export function MapsPage() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const fileInput = useRef<HTMLInputElement>(null);
  const maps = useLiveQuery(async () =>
    (await accountMaps(db))
      .filter((map) => !map.deletedAt)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
  );
  const pendingByMap = useLiveQuery(async () => {
    const counts = new Map<string, number>();
    await db.outbox.each((row) => counts.set(row.mapId, (counts.get(row.mapId) ?? 0) + 1));
    return counts;
  });

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const result = await importMapFile(file.name, await file.text());
    if (fileInput.current) fileInput.current.value = '';
    if (!result.ok) {
      toast({ title: 'Import failed', description: result.error, variant: 'destructive' });
      return;
    }
    const skipped = result.skipped ? ` (${result.skipped} already on this device)` : '';
    toast({ title: `Imported ${result.ids.length} ${result.ids.length === 1 ? 'map' : 'maps'}${skipped}` });
    if (result.ids.length === 1) await navigate({ to: '/maps/$id', params: { id: result.ids[0]! } });
  };

  return (
    <PageContainer>
      <PageHeader
        title="My maps"
        description="The spine maps saved on this device. They work offline and sync when you are logged in."
        actions={
          <>
            <Button variant="outline" onClick={() => fileInput.current?.click()}>
              <FileUp aria-hidden="true" /> Import
            </Button>
            <Button
              variant="outline"
              disabled={!maps?.length}
              onClick={() =>
                maps && downloadExport(backupFileName(maps), exportBackup(maps), 'application/json')
              }
            >
              <Download aria-hidden="true" /> Export all
            </Button>
          </>
        }
      />
      <input
        ref={fileInput}
        type="file"
        accept=".md,.markdown,.json,text/markdown,application/json"
        className="sr-only"
        aria-label="Import a map file (markdown or JSON backup)"
        tabIndex={-1}
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      {user === null && maps !== undefined && maps.length > 0 && (
        <LoginToSyncNotice returnTo="/maps" subject="maps" className="mt-6" />
      )}
      <NotSyncedList className="mt-6" />
      <NewMapForm
        className="mt-8"
        onCreated={(id) => void navigate({ to: '/maps/$id', params: { id }, state: { focusHeading: true } })}
      />
      <section aria-label="Saved maps" className="mt-8">
        {maps === undefined ? (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-32" />
            ))}
          </div>
        ) : maps.length === 0 ? (
          <Card className="flex flex-col items-center gap-2 p-10 text-center">
            <MapIcon className="size-10 text-muted" aria-hidden="true" />
            <h2 className="text-lg font-semibold">No maps yet</h2>
            <p className="text-muted">Create one above, import a file, or start from a template.</p>
          </Card>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {maps.map((map) => {
              const pending = pendingByMap?.get(map.id) ?? 0;
              return (
                <li key={map.id}>
                  <Link
                    to="/maps/$id"
                    params={{ id: map.id }}
                    className="flex h-full flex-col gap-2 rounded-card border border-line bg-surface p-5 shadow-sm transition hover:border-brand hover:shadow-md"
                  >
                    <h2 className="font-semibold break-words">{map.title}</h2>
                    <p className="line-clamp-2 text-sm text-muted">{map.systemBoundary}</p>
                    <p className="mt-auto text-xs text-muted">
                      {[
                        map.industry,
                        map.teamSize,
                        map.visibility,
                        map.role && map.role !== 'owner' && ROLE_LABEL[map.role],
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                      {' · '}
                      {pending ? `${pending} waiting to sync` : map.rev > 0 ? 'synced' : 'on this device'}
                    </p>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <TrashSection className="mt-8" />
    </PageContainer>
  );
}
