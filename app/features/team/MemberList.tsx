import { UserMinus } from 'lucide-react';
import type { InviteRole, Member } from '../../../shared/schemas/members';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ROLE_LABEL } from './roleText';

const selectClass =
  'h-9 rounded-lg border border-line bg-surface px-2 text-sm text-ink focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/30';

type MemberListProps = {
  members: readonly Member[];
  userId: string;
  /** The owner's controls: a role select and Remove for everyone but the owner. */
  manage?: {
    busy: boolean;
    onRole: (member: Member, role: InviteRole) => void;
    onRemove: (member: Member) => void;
  };
};

/** Every member's name and role; the owner changes roles and removes members here. */
export function MemberList({ members, userId, manage }: MemberListProps) {
  return (
    <ul className="flex flex-col divide-y divide-line" aria-label="Members">
      {members.map((member) => {
        const you = member.userId === userId;
        const name = `${member.name}${you ? ' (you)' : ''}`;
        return (
          <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 font-medium break-words">{name}</span>
            {manage && member.role !== 'owner' ? (
              <span className="flex items-center gap-1">
                <select
                  aria-label={`Role of ${member.name}`}
                  className={selectClass}
                  value={member.role}
                  disabled={manage.busy}
                  onChange={(event) => manage.onRole(member, event.target.value as InviteRole)}
                >
                  <option value="editor">{ROLE_LABEL.editor}</option>
                  <option value="viewer">{ROLE_LABEL.viewer}</option>
                </select>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-danger"
                  disabled={manage.busy}
                  aria-label={`Remove ${member.name}`}
                  title={`Remove ${member.name}`}
                  onClick={() => manage.onRemove(member)}
                >
                  <UserMinus aria-hidden="true" />
                </Button>
              </span>
            ) : (
              <Badge variant={member.role === 'owner' ? 'default' : 'secondary'}>
                {ROLE_LABEL[member.role]}
              </Badge>
            )}
          </li>
        );
      })}
    </ul>
  );
}
