import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { LogIn, Users } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { inviteTokenSchema, type InvitePreview } from '../../../shared/schemas/members';
import { Button } from '../../ui/Button';
import { buttonClasses } from '../../ui/buttonClasses';
import { Card } from '../../ui/Card';
import { PageContainer } from '../../ui/PageContainer';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { goToLogin } from '../auth/currentUser';
import { errorText } from '../auth/errorText';
import { useCurrentUser } from '../auth/useCurrentUser';
import { ROLE_ABILITY, ROLE_LABEL } from './roleText';
import { joinInvite, previewInvite } from './teamApi';

const route = getRouteApi('/join/$token');

/** Shown for a link that cannot be a server's (cut short when copied, mistyped). */
const INCOMPLETE_LINK =
  'This invite link does not work: it is incomplete or mistyped. Ask the map’s owner for a new link.';

type JoinState =
  | { status: 'loading' }
  | { status: 'preview'; preview: InvitePreview | null }
  | { status: 'error'; message: string };

/**
 * An invite link (issue 10). Logged in: joins at once, syncs and opens the map. Logged out: says
 * what the link leads to and sends the visitor to log in (or create an account) and back here.
 */
export function JoinPage() {
  const { token } = route.useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [state, setState] = useState<JoinState>({ status: 'loading' });
  const started = useRef<string | null>(null);
  const wellFormed = inviteTokenSchema.safeParse(token).success;

  useEffect(() => {
    if (user === undefined || !wellFormed) return;
    const key = `${user?.id ?? ''}|${token}`;
    // Once per account and link, even when React runs effects twice.
    if (started.current === key) return;
    started.current = key;
    if (user === null) {
      previewInvite(token)
        .then((preview) => setState({ status: 'preview', preview }))
        .catch((failure: unknown) =>
          setState({ status: 'error', message: errorText(failure, INCOMPLETE_LINK) }),
        );
      return;
    }
    // The map is a new page for the joiner: its heading takes the focus, as for a map just created.
    joinInvite(token)
      .then(({ mapId }) =>
        navigate({ to: '/maps/$id', params: { id: mapId }, replace: true, state: { focusHeading: true } }),
      )
      .catch((failure: unknown) =>
        setState({ status: 'error', message: errorText(failure, 'Could not join the map') }),
      );
  }, [user, token, wellFormed, navigate]);

  let body: ReactNode;
  if (!wellFormed || state.status === 'error') {
    body = (
      <Message
        title="This invite link does not work"
        text={wellFormed && state.status === 'error' ? state.message : INCOMPLETE_LINK}
      >
        <Link to="/maps" className={buttonClasses({ variant: 'outline' })}>
          Go to My maps
        </Link>
      </Message>
    );
  } else if (state.status === 'preview') {
    const { preview } = state;
    body = (
      <Message
        title={preview ? `Join “${preview.title}”` : 'Join a spine map'}
        text={
          preview
            ? `You are invited as ${ROLE_LABEL[preview.role].toLowerCase()}: ${ROLE_ABILITY[preview.role]}. Log in or create an account to join.`
            : 'Log in or create an account to join.'
        }
      >
        <Button onClick={() => goToLogin(`/join/${token}`)}>
          <LogIn aria-hidden="true" /> Log In to Join
        </Button>
      </Message>
    );
  } else {
    body = (
      <div
        aria-busy="true"
        aria-label="Joining the map"
        className="mx-auto flex w-full max-w-xl flex-col gap-3"
      >
        <p className="text-center text-muted">{user ? 'Joining the map…' : 'Checking the invite link…'}</p>
        <Skeleton className="h-32" />
      </div>
    );
  }

  return (
    <PageContainer className="flex flex-col gap-8">
      <PageHeader
        title="Join a map"
        description="Spine maps are made by teams: an invite link adds you to one."
      />
      {body}
    </PageContainer>
  );
}

function Message({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Card className="mx-auto w-full max-w-xl p-8 text-center">
      <Users className="mx-auto size-10 text-muted" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-semibold break-words">{title}</h2>
      <p className="mt-2 text-muted">{text}</p>
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </Card>
  );
}
