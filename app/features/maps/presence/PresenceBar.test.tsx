import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { presenceColour } from '../../../../shared/presence';
import type { PresencePerson } from '../../../../shared/schemas/live';
import { usePresenceStore } from '../../../sync/liveSync';
import { ListEditor } from '../ListEditor';
import { levelOfElement } from './usePresence';
import { PresenceBar } from './PresenceBar';
import type { ListLevelId } from '../../../../shared/levels';
import type { MapItem } from '../../../../shared/schemas/mapDoc';
import type { ItemActions } from '../useMapEditing';

afterEach(() => {
  cleanup();
  usePresenceStore.setState({ selfId: null, connected: false, byMap: {} });
});

const me: PresencePerson = { connectionId: 'c-me', userId: 'u-ana', name: 'ana.lopez', level: null };
const ben: PresencePerson = { connectionId: 'c-ben', userId: 'u-ben', name: 'ben', level: 'values' };
const myPhone: PresencePerson = { connectionId: 'c-phone', userId: 'u-ana', name: 'ana.lopez', level: null };

function heard(mapId: string, people: PresencePerson[]) {
  act(() => usePresenceStore.setState({ selfId: 'c-me', connected: true, byMap: { [mapId]: people } }));
}

describe('PresenceBar', () => {
  it('shows nothing while this tab is alone on the map', () => {
    render(<PresenceBar mapId="map-1" />);
    heard('map-1', [me]);
    expect(screen.queryByRole('region', { name: 'Who else has this map open' })).toBeNull();
  });

  it('lists everyone else with initials, their colour and the level they are editing', () => {
    render(<PresenceBar mapId="map-1" />);
    heard('map-1', [me, ben, myPhone]);
    const bar = screen.getByRole('region', { name: 'Who else has this map open' });
    const people = within(bar).getAllByRole('listitem');
    expect(people.map((item) => item.getAttribute('aria-label'))).toEqual([
      'ben, editing Values',
      'ana.lopez (you, in another tab or on another device), viewing',
    ]);
    expect(people[0]?.textContent).toBe('BEbenediting Values');
    // jsdom normalises colours to rgb(): compare through a probe element styled the same way.
    const probe = document.createElement('span');
    probe.style.backgroundColor = presenceColour('u-ben');
    const avatar = people[0]?.querySelector<HTMLElement>('[aria-hidden="true"]');
    expect(probe.style.backgroundColor).toMatch(/^rgb/);
    expect(avatar?.style.backgroundColor).toBe(probe.style.backgroundColor);
  });

  it('ignores presence of other maps', () => {
    render(<PresenceBar mapId="map-1" />);
    heard('map-2', [me, ben]);
    expect(screen.queryByRole('region', { name: 'Who else has this map open' })).toBeNull();
  });

  it('marks the level section someone else is editing, and only that one', () => {
    render(
      <>
        <PresenceBar mapId="map-1" />
        <ListEditor level="values" items={[item('values', 'Speed')]} actions={noActions} />
        <ListEditor level="tools" items={[item('tools', 'Wiki')]} actions={noActions} />
      </>,
    );
    heard('map-1', [me, ben]);
    expect(screen.getByRole('img', { name: 'ben is editing this' })).toBe(
      screen.getByTestId('presence-marker-values'),
    );
    expect(screen.queryByTestId('presence-marker-tools')).toBeNull();
  });
});

const noActions: ItemActions = { add: () => Promise.resolve(true), setText: () => undefined, move: () => undefined, remove: () => undefined };
const item = (level: ListLevelId, text: string): MapItem => ({ id: `id-${text}`, level, order: 'a0', text });

describe('levelOfElement', () => {
  it('finds the level of the editor part an element sits in', () => {
    render(<ListEditor level="principles" items={[]} actions={noActions} />);
    expect(levelOfElement(screen.getByRole('textbox', { name: 'New Principles item' }))).toBe('principles');
    expect(levelOfElement(document.body)).toBeNull();
    expect(levelOfElement(null)).toBeNull();
  });
});
