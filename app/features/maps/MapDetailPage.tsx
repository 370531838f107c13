import { getRouteApi, Link, useRouterState } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { Eye, PencilLine, Redo2, Trash2, Undo2 } from 'lucide-react';
import { memo, useDeferredValue, useEffect, useRef, useState } from 'react';
import type { MapItem } from '../../../shared/schemas/mapDoc';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import { LIST_LEVEL_IDS } from '../../../shared/levels';
import { can } from '../../../shared/permissions';
import { db } from '../../db/db';
import { accountMap, deviceRole } from '../../sync/deviceAccount';
import { Button } from '../../ui/Button';
import { buttonClasses } from '../../ui/buttonClasses';
import { cn } from '../../ui/cn';
import { PageContainer } from '../../ui/PageContainer';
import { Skeleton } from '../../ui/Skeleton';
import { useCurrentUser } from '../auth/useCurrentUser';
import { MapNoticeBanner } from '../recovery/MapNoticeBanner';
import { NotSyncedList } from '../recovery/NotSyncedList';
import { trashConfirmText, useMoveToTrash } from '../recovery/useTrash';
import { lazyOptional } from '../../ui/lazyOptional';
import { MountOnceRequested } from '../../ui/MountOnceRequested';
import { MembersCard } from '../team/MembersCard';
import { ReadOnlyMap, ViewOnlyNotice } from '../team/ReadOnlyMap';
import { ExportActions } from './ExportActions';
import { HistoryPanel } from './HistoryPanel';
import { itemsByLevel, type ItemsByLevel } from './levelItems';
import { ListEditor } from './ListEditor';
import { LoginToSyncNotice } from './LoginToSyncNotice';
import { MapDetailsForm } from './MapDetailsForm';
import { MapSettingsCard } from './MapSettingsCard';
import { MapShareCard } from './MapShareCard';
import { PresenceBar } from './presence/PresenceBar';
import { PrintableMap } from './PrintableMap';
import { SpineDiagram } from './SpineDiagram';
import { useMapEditing } from './useMapEditing';
import { useStagedReveal } from './useStagedReveal';

const route = getRouteApi('/maps/$id');

/**
 * The editor's parts, rendered one after another once the map is read (useStagedReveal): the header
 * and the details form; each of the four lists (or the spine or read-only view, at the first list's
 * turn); then the side column and the print copy.
 */
const STAGES = 2 + LIST_LEVEL_IDS.length;
/** The stage at which the list with this index (or the one view that replaces the lists) appears. */
const listStage = (index: number) => 2 + index;

/** Only a list whose items changed gets a new array, so the memoised lists skip the rest. */
function useItemsByLevel(items: readonly MapItem[] | undefined): ItemsByLevel | undefined {
  const [memo, setMemo] = useState<{ items: readonly MapItem[]; byLevel: ItemsByLevel } | null>(null);
  if (!items) return undefined;
  if (memo?.items === items) return memo.byLevel;
  const byLevel = itemsByLevel(items, memo?.byLevel);
  setMemo({ items, byLevel });
  return byLevel;
}

const MemoListEditor = memo(ListEditor);
const MemoDetailsForm = memo(MapDetailsForm);

// The trash confirmation (and Radix with it) loads when first asked for, not with the editor.
const ConfirmDialog = lazyOptional(() =>
  import('../../ui/ConfirmDialog').then((module) => module.ConfirmDialog),
);

/** The map editor: every edit is saved on the device at once and queued for sync. */
export function MapDetailPage() {
  const { id } = route.useParams();
  const moveToTrash = useMoveToTrash();
  const map = useLiveQuery(() => accountMap(db, id), [id]);
  const pending = useLiveQuery(() => db.outbox.where('mapId').equals(id).count(), [id]);
  const user = useCurrentUser();
  const live = map && !map.deletedAt ? map : undefined;
  const { edit, items, undo, redo, canUndo, canRedo } = useMapEditing(live);
  const byLevel = useItemsByLevel(live?.items);
  const stage = useStagedReveal(live !== undefined, STAGES, id);
  const [view, setView] = useState<'edit' | 'spine'>('edit');
  const [confirmingTrash, setConfirmingTrash] = useState(false);
  // A map just created from My maps, or just joined from an invite: focus its heading once it is on
  // screen, so a keyboard or screen-reader user lands on the new page, not on <body> (issue 17).
  const focusHeading = useRouterState({ select: (state) => state.location.state.focusHeading === true });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = live !== undefined && stage >= 1;
  useEffect(() => {
    if (focusHeading && shown) headingRef.current?.focus();
  }, [focusHeading, shown, id]);

  // The map's own first render waits for its first stage (a transition) behind the same skeleton.
  if (map === undefined || (live && stage === 0)) {
    return (
      <PageContainer aria-busy="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-6 h-64" />
      </PageContainer>
    );
  }
  if (map?.deletedAt) {
    return (
      <PageContainer>
        <Link to="/maps" className="text-sm text-muted hover:text-ink">
          ← My maps
        </Link>
        <h1 className="mt-1 text-3xl font-bold tracking-tight break-words">{map.title}</h1>
        <MapNoticeBanner map={map} className="mt-6" />
        <NotSyncedList mapId={id} className="mt-6" />
        <div className="mt-6">
          <ReadOnlyMap map={map} />
        </div>
      </PageContainer>
    );
  }
  if (!live) {
    return (
      <PageContainer className="text-center">
        <h1 className="text-3xl font-bold">Map not found</h1>
        <p className="mt-2 text-muted">This map is not on this device. It may have been deleted for good.</p>
        <NotSyncedList mapId={id} className="mt-6 text-left" />
        <Link to="/maps" className={buttonClasses({ className: 'mt-6' })}>
          Go to My maps
        </Link>
      </PageContainer>
    );
  }

  // What this account may do here (issue 10): the role sync stored with the map, by the shared rule.
  const role = deviceRole(live);
  const allowed = (action: 'edit' | 'manage' | 'delete') => can(role, live.visibility, action);
  const isOwner = !!user && role === 'owner';

  return (
    <PageContainer>
      {stage >= STAGES && <DeferredPrintableMap map={live} />}
      <div className="print:hidden">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <Link to="/maps" className="text-sm text-muted hover:text-ink">
              ← My maps
            </Link>
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="mt-1 text-3xl font-bold tracking-tight break-words focus:outline-none"
            >
              {live.title}
            </h1>
            <p className="mt-1 text-sm text-muted" aria-live="polite">
              Saved on this device
              {pending
                ? ` · ${pending} ${pending === 1 ? 'change' : 'changes'} waiting to sync`
                : live.rev > 0
                  ? ' · synced'
                  : ''}
            </p>
            <PresenceBar mapId={live.id} />
          </div>
          {allowed('edit') && (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={undo}
                disabled={!canUndo}
                aria-keyshortcuts="Control+Z"
                title="Undo (Ctrl+Z)"
              >
                <Undo2 aria-hidden="true" /> Undo
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={redo}
                disabled={!canRedo}
                aria-keyshortcuts="Control+Shift+Z"
                title="Redo (Ctrl+Shift+Z)"
              >
                <Redo2 aria-hidden="true" /> Redo
              </Button>
              {allowed('delete') && (
                <>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setConfirmingTrash(true)}
                    className="text-danger"
                  >
                    <Trash2 aria-hidden="true" /> Delete
                  </Button>
                  <MountOnceRequested requested={confirmingTrash}>
                    <ConfirmDialog
                      open={confirmingTrash}
                      onOpenChange={setConfirmingTrash}
                      title={`Move “${live.title}” to Trash?`}
                      description={trashConfirmText()}
                      confirmLabel="Move to Trash"
                      tone="destructive"
                      onConfirm={() => void moveToTrash(live)}
                    />
                  </MountOnceRequested>
                </>
              )}
            </div>
          )}
        </div>

        {user === null && <LoginToSyncNotice returnTo={`/maps/${live.id}`} className="mt-6" />}
        <MapNoticeBanner map={live} className="mt-6" />
        <NotSyncedList mapId={live.id} className="mt-6" />
        {!allowed('edit') && <ViewOnlyNotice role={role} className="mt-6" />}

        <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="flex flex-col gap-6 lg:col-span-2">
            <div
              role="group"
              aria-label="View"
              className="inline-flex w-fit rounded-lg border border-line bg-surface p-1"
            >
              {(
                [
                  ['edit', allowed('edit') ? 'Edit' : 'Details', PencilLine],
                  ['spine', 'Spine view', Eye],
                ] as const
              ).map(([value, label, Icon]) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={view === value}
                  onClick={() => setView(value)}
                  className={cn(
                    'flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium',
                    view === value ? 'bg-brand text-white' : 'text-muted hover:text-ink',
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" /> {label}
                </button>
              ))}
            </div>
            {view === 'spine' ? (
              stage >= listStage(0) && <SpineDiagram map={live} />
            ) : !allowed('edit') ? (
              stage >= listStage(0) && <ReadOnlyMap map={live} />
            ) : (
              <>
                <MemoDetailsForm map={live} onEdit={edit} />
                {LIST_LEVEL_IDS.map(
                  (level, index) =>
                    stage >= listStage(index) && (
                      <MemoListEditor
                        key={level}
                        level={level}
                        items={byLevel?.[level] ?? []}
                        actions={items}
                        mapId={live.id}
                      />
                    ),
                )}
              </>
            )}
          </div>
          {stage >= STAGES && (
            <aside className="flex flex-col gap-6">
              {allowed('edit') && <MapSettingsCard map={live} onEdit={edit} canManage={allowed('manage')} />}
              <MapShareCard map={live} isOwner={isOwner} />
              {user && live.rev > 0 && <MembersCard map={live} userId={user.id} />}
              <ExportActions map={live} />
              {user && live.rev > 0 && (
                <HistoryPanel mapId={live.id} rev={live.rev} readOnly={!allowed('edit')} />
              )}
            </aside>
          )}
        </div>
      </div>
    </PageContainer>
  );
}

/**
 * The print-only copy of the map (hidden on screen), rendered in a deferred pass: the editor itself
 * paints first and this copy follows in an interruptible render, instead of doubling the work of
 * the editor's first render (Total Blocking Time on a phone). Unchanged maps skip it (memo).
 */
function DeferredPrintableMap({ map }: { map: SpineMap }) {
  const deferred = useDeferredValue<SpineMap | undefined>(map, undefined);
  return deferred ? <MemoPrintableMap map={deferred} /> : null;
}

const MemoPrintableMap = memo(PrintableMap);
