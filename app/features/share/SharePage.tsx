import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, LogIn, PencilLine, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { can } from '../../../shared/permissions';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import { db } from '../../db/db';
import { useOrigin } from '../../prerender/initialData';
import { adoptServerMap } from '../../sync/syncClient';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { buttonClasses } from '../../ui/buttonClasses';
import { Card } from '../../ui/Card';
import { PageContainer } from '../../ui/PageContainer';
import { Skeleton } from '../../ui/Skeleton';
import { goToLogin } from '../auth/currentUser';
import { useCurrentUser } from '../auth/useCurrentUser';
import { SpineDiagram } from '../maps/SpineDiagram';
import { shareMap, shareUrl } from './shareActions';
import { ShareLinkCard } from './ShareLinkCard';
import { shareErrorKind, useSharedMap } from './useSharedMap';

const route = getRouteApi('/share/$shareId');

/** A map opened by its share link, read-only, with every state of spec §2/§4/§8. */
export function SharePage() {
  const { shareId } = route.useParams();
  const state = useSharedMap(shareId || undefined);
  const user = useCurrentUser();
  const anonymous = user === null;
  const url = shareUrl(shareId, useOrigin());
  const title = state.status === 'done' && state.map ? state.map.title : 'Shared Spine Map';

  const header = (
    <div className="no-print flex flex-wrap items-center gap-3">
      <Link to="/" className={buttonClasses({ variant: 'ghost', size: 'sm' })} aria-label="Back to home">
        <ArrowLeft aria-hidden="true" /> Home
      </Link>
      <h1 className="mr-auto text-2xl font-bold tracking-tight sm:text-3xl">Shared Spine Map</h1>
      {shareId && (
        <Button variant="outline" size="sm" onClick={() => void shareMap(title, url)}>
          <Share2 aria-hidden="true" /> Share
        </Button>
      )}
      {anonymous && (
        <Button size="sm" onClick={() => goToLogin()}>
          <LogIn aria-hidden="true" /> Log In
        </Button>
      )}
    </div>
  );

  let body: ReactNode;
  if (!shareId) {
    body = (
      <Message title="Invalid Share Link" text="The spine map link you're trying to access is invalid." />
    );
  } else if (state.status === 'loading') {
    body = (
      <div aria-busy="true" aria-label="Loading spine map" className="flex flex-col gap-4">
        <Skeleton className="h-28" />
        <Skeleton className="h-96" />
      </div>
    );
  } else if (state.status === 'error') {
    const kind = shareErrorKind(state.message);
    body =
      kind === 'access' ? (
        <Message title="Access Required" text="This spine map is private. Please log in to access it.">
          {anonymous && <Button onClick={() => goToLogin()}>Log In</Button>}
          <Link to="/" className={buttonClasses({ variant: 'outline' })}>
            Go to Home
          </Link>
        </Message>
      ) : kind === 'notFound' ? (
        <Message
          title="Spine Map Not Found"
          text="The spine map you're looking for doesn't exist or has been removed."
        />
      ) : (
        <Message title="Error Loading Spine Map" text={state.message || 'Failed to load spine map'} />
      );
  } else if (!state.map) {
    body = <Message title="Spine Map Not Found" text="The spine map you're looking for doesn't exist." />;
  } else {
    body = (
      <LoadedMap
        map={state.map}
        url={url}
        canEdit={!!user && canEditShared(state.map, user.id)}
        ownedByViewer={!!user && state.map.ownerId === user.id}
        anonymous={anonymous}
      />
    );
  }

  return (
    <PageContainer className="flex flex-col gap-6">
      {header}
      {body}
    </PageContainer>
  );
}

/**
 * Edit Map is for the owner (spec §2) and, since teams, for editors (issue 10): the reply carries
 * the caller's role when they are a member.
 */
function canEditShared(map: SpineMap, userId: string): boolean {
  const role = map.role ?? (map.ownerId === userId ? 'owner' : null);
  return can(role, map.visibility, 'edit');
}

function Message({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Card className="mx-auto w-full max-w-xl p-8 text-center">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-muted">{text}</p>
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </Card>
  );
}

function LoadedMap({
  map,
  url,
  canEdit,
  ownedByViewer,
  anonymous,
}: {
  map: SpineMap;
  url: string;
  canEdit: boolean;
  ownedByViewer: boolean;
  anonymous: boolean;
}) {
  const navigate = useNavigate();
  const edit = async () => {
    // Members' maps arrive by sync; if this one has not yet, keep the copy we just loaded.
    if (!(await db.maps.get(map.id))) await adoptServerMap(db, map);
    await navigate({ to: '/maps/$id', params: { id: map.id } });
  };
  return (
    <>
      <Card>
        <Card.Header>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <Card.Title as="h2" className="text-2xl break-words">
                {map.title}
              </Card.Title>
              <div className="mt-2 flex flex-wrap gap-2">
                {map.industry && <Badge variant="secondary">{map.industry}</Badge>}
                {map.teamSize && <Badge variant="outline">{map.teamSize}</Badge>}
              </div>
            </div>
            {canEdit && (
              <Button className="no-print" onClick={() => void edit()}>
                <PencilLine aria-hidden="true" /> Edit Map
              </Button>
            )}
          </div>
          <Card.Description className="mt-2">Shared via custom URL</Card.Description>
          {/* People are never shown by their id; the owner's own view says so. */}
          {ownedByViewer && <p className="text-sm text-muted">Owner: you</p>}
        </Card.Header>
        <Card.Content className="flex flex-col gap-2">
          <p>
            <span className="font-medium">System boundary:</span> {map.systemBoundary}
          </p>
          {map.context && (
            <p className="text-muted">
              <span className="font-medium text-ink">Context:</span> {map.context}
            </p>
          )}
        </Card.Content>
      </Card>
      <SpineDiagram map={map} />
      {anonymous && (
        <Card className="no-print border-brand/30 bg-brand-soft">
          <Card.Header>
            <Card.Title as="h2">Want to refine this spine map?</Card.Title>
            <Card.Description>
              Log in to save your refinements and create your own version. Unauthenticated refinements will
              create a new map at a new URL.
            </Card.Description>
          </Card.Header>
          <Card.Footer>
            <Button onClick={() => goToLogin()}>Log In to Refine</Button>
          </Card.Footer>
        </Card>
      )}
      <ShareLinkCard url={url} />
    </>
  );
}
