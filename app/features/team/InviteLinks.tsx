import { Copy, Link2, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Invite, InviteRole } from '../../../shared/schemas/members';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toastStore';
import { copyLink } from '../share/shareActions';
import { ROLE_LABEL } from './roleText';
import { createInvite, inviteUrl, revokeInvite, rotateInvite } from './teamApi';

type InviteLinksProps = {
  mapId: string;
  invites: readonly Invite[];
  /** Runs a server call with the card's busy state and error toast; reloads the team after. */
  act: (work: () => Promise<unknown>, done?: string) => Promise<void>;
  busy: boolean;
};

const when = (iso: string) => new Date(iso).toLocaleDateString();

/**
 * The owner's invite links: make one per role, copy it (the secret is shown only right after it
 * was made or renewed), revoke it, or renew it so the old link stops working.
 */
export function InviteLinks({ mapId, invites, act, busy }: InviteLinksProps) {
  const [fresh, setFresh] = useState<{ id: string; role: InviteRole; url: string } | null>(null);

  const show = (created: { invite: Invite; token: string }) =>
    setFresh({ id: created.invite.id, role: created.invite.role, url: inviteUrl(created.token) });
  const copy = async (url: string) => {
    if (await copyLink(url)) toast({ title: 'Invite link copied', description: url });
  };

  return (
    <section aria-label="Invite links" className="flex flex-col gap-3">
      <h3 className="font-semibold">Invite links</h3>
      <div className="flex flex-wrap gap-2">
        {(['editor', 'viewer'] as const).map((role) => (
          <Button
            key={role}
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => void act(async () => show(await createInvite(mapId, role)))}
          >
            <Link2 aria-hidden="true" /> {`New ${ROLE_LABEL[role].toLowerCase()} link`}
          </Button>
        ))}
      </div>
      {fresh && (
        <div
          className="flex flex-col gap-2 rounded-lg border border-brand/30 bg-brand-soft p-3"
          role="status"
        >
          <p className="text-sm">
            {`${ROLE_LABEL[fresh.role]} link — copy it now; it is shown only once. Anyone logged in who opens it joins as ${fresh.role}.`}
          </p>
          <p
            className="rounded-md border border-line bg-surface px-2 py-1 font-mono text-xs break-all"
            data-testid="invite-url"
          >
            {fresh.url}
          </p>
          <Button size="sm" className="w-fit" onClick={() => void copy(fresh.url)}>
            <Copy aria-hidden="true" /> Copy Link
          </Button>
        </div>
      )}
      {invites.length === 0 ? (
        <p className="text-sm text-muted">No working invite links.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {invites.map((invite) => (
            <li key={invite.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {ROLE_LABEL[invite.role]} link{' '}
                <span className="text-muted">· made {when(invite.createdAt)}</span>
              </span>
              <span className="flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  title="Make a new link; this one stops working"
                  onClick={() =>
                    void act(
                      async () => show(await rotateInvite(mapId, invite.id)),
                      'New link made; the old one no longer works',
                    )
                  }
                >
                  <RefreshCw aria-hidden="true" /> Renew
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-danger"
                  disabled={busy}
                  onClick={() =>
                    void act(async () => {
                      await revokeInvite(mapId, invite.id);
                      if (fresh?.id === invite.id) setFresh(null);
                    }, 'Invite link revoked')
                  }
                >
                  <Trash2 aria-hidden="true" /> Revoke
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
