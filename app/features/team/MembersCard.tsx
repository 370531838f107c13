import { useNavigate } from '@tanstack/react-router';
import { LogOut, Users } from 'lucide-react';
import { useState } from 'react';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { usePresenceStore } from '../../sync/liveSync';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toastStore';
import { useConfirm } from '../../ui/useConfirm';
import { errorText } from '../auth/errorText';
import { useServerAction } from '../maps/useServerAction';
import { InviteLinks } from './InviteLinks';
import { MemberList } from './MemberList';
import { ROLE_ABILITY, ROLE_LABEL } from './roleText';
import { removeMember, setMemberRole } from './teamApi';
import { useMembers } from './useMembers';

/**
 * The map's team on the editor (issue 10): every member sees who belongs to it and their roles;
 * the owner changes roles, removes members and manages invite links; anyone else may leave.
 */
export function MembersCard({ map, userId }: { map: SpineMap; userId: string }) {
  const navigate = useNavigate();
  // A teammate joining, changing role or leaving (the live channel says so) reloads the list.
  const teamChanges = usePresenceStore((state) => state.teamChanges[map.id] ?? 0);
  const { team, error, reload } = useMembers(map.id, `${map.role ?? ''}:${teamChanges}`);
  const { busy, act } = useServerAction(reload);
  const [leaving, setLeaving] = useState(false);
  const { ask, confirmDialog } = useConfirm();

  const leave = async () => {
    setLeaving(true);
    try {
      await removeMember(map.id, userId);
      toast({ title: 'You left the map' });
      await navigate({ to: '/maps' });
    } catch (failure) {
      toast({
        title: 'Could not leave the map',
        description: errorText(failure, 'Please try again.'),
        variant: 'destructive',
      });
      setLeaving(false);
    }
  };

  const owner = team?.role === 'owner';
  return (
    <Card className="no-print">
      <Card.Header className="pb-3">
        <Card.Title as="h2" className="flex items-center gap-2">
          <Users className="size-5" aria-hidden="true" /> Team
        </Card.Title>
        <Card.Description>
          {team
            ? `Your role: ${ROLE_LABEL[team.role]} — ${ROLE_ABILITY[team.role]}.`
            : 'Who works on this map.'}
        </Card.Description>
      </Card.Header>
      <Card.Content className="flex flex-col gap-4 text-sm">
        {error && (
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-danger">{error}</p>
            <Button size="sm" variant="outline" onClick={reload}>
              Retry
            </Button>
          </div>
        )}
        {!team && !error && <Skeleton className="h-20" aria-label="Loading the team" />}
        {team && (
          <>
            <MemberList
              members={team.members}
              userId={userId}
              manage={
                owner
                  ? {
                      busy,
                      onRole: (member, role) =>
                        void act(
                          () => setMemberRole(map.id, member.userId, role),
                          `${member.name} is now ${role === 'editor' ? 'an editor' : 'a viewer'}`,
                        ),
                      onRemove: (member) =>
                        ask({
                          title: `Remove ${member.name} from this map?`,
                          description:
                            'The map leaves their devices. You can invite them again with a new link.',
                          confirmLabel: 'Remove',
                          tone: 'destructive',
                          onConfirm: () =>
                            void act(() => removeMember(map.id, member.userId), `${member.name} was removed`),
                        }),
                    }
                  : undefined
              }
            />
            {owner && <InviteLinks mapId={map.id} invites={team.invites ?? []} act={act} busy={busy} />}
            {!owner && (
              <Button
                size="sm"
                variant="outline"
                className="w-fit"
                disabled={busy || leaving}
                onClick={() =>
                  ask({
                    title: `Leave “${map.title}”?`,
                    description: 'It leaves this device; the owner can invite you again.',
                    confirmLabel: 'Leave map',
                    tone: 'destructive',
                    onConfirm: () => void leave(),
                  })
                }
              >
                <LogOut aria-hidden="true" /> Leave map
              </Button>
            )}
          </>
        )}
        {confirmDialog}
      </Card.Content>
    </Card>
  );
}
