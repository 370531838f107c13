import { presenceLevelTitle } from '../../../../shared/presence';
import { PresenceAvatar } from './PresenceAvatar';
import { useEditorPresence, usePeopleOnMap, type PresenceView } from './usePresence';

/** What a screen reader (and the tooltip) says about someone with the map open. */
export function describePerson(person: PresenceView): string {
  const who = person.isMe ? `${person.name} (you, in another tab or on another device)` : person.name;
  return person.level ? `${who}, editing ${presenceLevelTitle(person.level)}` : `${who}, viewing`;
}

/**
 * Who else has this map open right now and what each is editing. Mounting it puts this tab in the
 * map's presence list and reports where its focus is; alone on the map, it shows nothing.
 */
export function PresenceBar({ mapId }: { mapId: string }) {
  useEditorPresence(mapId);
  const people = usePeopleOnMap(mapId);
  if (people.length === 0) return null;
  return (
    <section aria-label="Who else has this map open" className="mt-3 flex flex-wrap items-center gap-2">
      <span className="text-xs text-muted">Also here:</span>
      <ul className="flex flex-wrap gap-2" data-testid="presence-bar">
        {people.map((person) => (
          <li
            key={person.connectionId}
            title={describePerson(person)}
            aria-label={describePerson(person)}
            className="flex max-w-full items-center gap-1.5 rounded-full bg-slate-100 py-0.5 pr-2.5 pl-0.5 text-xs"
          >
            <PresenceAvatar person={person} />
            <span className="max-w-32 truncate font-medium">{person.name}</span>
            {person.level && (
              <span className="whitespace-nowrap text-muted">editing {presenceLevelTitle(person.level)}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
