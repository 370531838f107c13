import { cn } from '../../../ui/cn';
import type { PresenceView } from './usePresence';

/** A round badge with a person's initials in their colour (decorative: callers label it). */
export function PresenceAvatar({ person, small }: { person: PresenceView; small?: boolean }) {
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: person.colour }}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white ring-2 ring-surface',
        small ? 'size-5 text-[0.6rem]' : 'size-7 text-xs',
      )}
    >
      {person.initials}
    </span>
  );
}
