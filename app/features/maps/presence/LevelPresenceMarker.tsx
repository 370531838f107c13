import type { PresenceLevel } from '../../../../shared/schemas/live';
import { PresenceAvatar } from './PresenceAvatar';
import { usePeopleOnLevel } from './usePresence';

/** Small avatars on a level's section for the others editing it right now; nothing when nobody is. */
export function LevelPresenceMarker({ level }: { level: PresenceLevel }) {
  const people = usePeopleOnLevel(level);
  if (people.length === 0) return null;
  const names = people.map((person) => person.name).join(', ');
  return (
    <span
      role="img"
      aria-label={`${names} ${people.length === 1 ? 'is' : 'are'} editing this`}
      title={`${names} editing`}
      className="flex shrink-0 items-center -space-x-1"
      data-testid={`presence-marker-${level}`}
    >
      {people.map((person) => (
        <PresenceAvatar key={person.connectionId} person={person} small />
      ))}
    </span>
  );
}
