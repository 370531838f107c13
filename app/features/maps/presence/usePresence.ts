import { useEffect, useMemo } from 'react';
import { create } from 'zustand';
import { initialsOf, presenceColour } from '../../../../shared/presence';
import { presenceLevelSchema, type PresenceLevel } from '../../../../shared/schemas/live';
import { liveChannel, usePresenceStore } from '../../../sync/liveSync';

/** Someone else with the map open, ready to show. */
export type PresenceView = {
  connectionId: string;
  name: string;
  initials: string;
  colour: string;
  level: PresenceLevel | null;
  /** The same account in another tab or on another device. */
  isMe: boolean;
};

/** The map whose editor this tab shows, so level markers deep in the form need no prop for it. */
const useEditorMap = create<{ mapId: string | null }>(() => ({ mapId: null }));

/** How long focus must rest before it is announced: tabbing through fields sends one message. */
const FOCUS_SETTLE_MS = 150;

/** The level of the editor part an element sits in (`data-presence-level`), or null. */
export function levelOfElement(target: EventTarget | null): PresenceLevel | null {
  if (!(target instanceof Element)) return null;
  const value = target.closest('[data-presence-level]')?.getAttribute('data-presence-level');
  const parsed = presenceLevelSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * While the editor of `mapId` is mounted: this tab is in the map's presence list, and the level
 * holding the keyboard focus (from `data-presence-level` on the level sections) is announced.
 */
export function useEditorPresence(mapId: string): void {
  useEffect(() => {
    const live = liveChannel();
    live.openMap(mapId);
    useEditorMap.setState({ mapId });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const report = (level: PresenceLevel | null) => {
      clearTimeout(timer);
      timer = setTimeout(() => live.focus(mapId, level), FOCUS_SETTLE_MS);
    };
    const onFocusIn = (event: FocusEvent) => report(levelOfElement(event.target));
    // relatedTarget is where focus goes next: null when it leaves the page or lands on nothing.
    const onFocusOut = (event: FocusEvent) => report(levelOfElement(event.relatedTarget));
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    report(levelOfElement(document.activeElement));
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      useEditorMap.setState({ mapId: null });
      live.closeMap(mapId);
    };
  }, [mapId]);
}

/** Everyone else who has the map open (other people, and this account's other tabs and devices). */
export function usePeopleOnMap(mapId: string | null): PresenceView[] {
  const people = usePresenceStore((state) => (mapId ? state.byMap[mapId] : undefined));
  const selfId = usePresenceStore((state) => state.selfId);
  return useMemo(() => {
    if (!people) return [];
    const myUserId = people.find((person) => person.connectionId === selfId)?.userId;
    return people
      .filter((person) => person.connectionId !== selfId)
      .map((person) => ({
        connectionId: person.connectionId,
        name: person.name,
        initials: initialsOf(person.name),
        colour: presenceColour(person.userId),
        level: person.level,
        isMe: person.userId === myUserId,
      }));
  }, [people, selfId]);
}

/** The others editing one level of the map this tab's editor shows. */
export function usePeopleOnLevel(level: PresenceLevel): PresenceView[] {
  const mapId = useEditorMap((state) => state.mapId);
  const people = usePeopleOnMap(mapId);
  return useMemo(() => people.filter((person) => person.level === level), [people, level]);
}
