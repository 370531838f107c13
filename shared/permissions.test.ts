import { describe, expect, it } from 'vitest';
import {
  actionForFields,
  can,
  canOpenShareLink,
  MAP_ACTIONS,
  mayChange,
  ownerOnlyFieldsIn,
  type MapAction,
} from './permissions';
import type { MemberRole } from './schemas/members';
import type { Visibility } from './schemas/spineMap';

const VISIBILITIES: readonly Visibility[] = ['private', 'unlisted', 'public'];

function allowed(role: MemberRole | null, visibility: Visibility): MapAction[] {
  return MAP_ACTIONS.filter((action) => can(role, visibility, action));
}

describe('can', () => {
  it('lets the owner do everything, whatever the visibility', () => {
    for (const visibility of VISIBILITIES) expect(allowed('owner', visibility)).toEqual([...MAP_ACTIONS]);
  });

  it('lets an editor read, see history and edit, but not manage or delete', () => {
    for (const visibility of VISIBILITIES) {
      expect(allowed('editor', visibility)).toEqual(['read', 'history', 'edit']);
    }
  });

  it('lets a viewer read and see history only, even of a private map', () => {
    for (const visibility of VISIBILITIES) expect(allowed('viewer', visibility)).toEqual(['read', 'history']);
  });

  it('lets a non-member read a public map by id and nothing else', () => {
    expect(allowed(null, 'private')).toEqual([]);
    expect(allowed(null, 'unlisted')).toEqual([]);
    expect(allowed(null, 'public')).toEqual(['read']);
  });
});

describe('canOpenShareLink', () => {
  it('shows unlisted and public maps to anyone with the link, private ones to members only', () => {
    expect(canOpenShareLink(null, 'private')).toBe(false);
    expect(canOpenShareLink(null, 'unlisted')).toBe(true);
    expect(canOpenShareLink(null, 'public')).toBe(true);
    for (const visibility of VISIBILITIES) expect(canOpenShareLink('viewer', visibility)).toBe(true);
  });
});

describe('field classes', () => {
  it('names the owner-only fields among a change', () => {
    expect(ownerOnlyFieldsIn(['title', 'visibility', 'values', 'shareId'])).toEqual([
      'visibility',
      'shareId',
    ]);
    expect(ownerOnlyFieldsIn(['title', 'needs'])).toEqual([]);
  });

  it('asks manage for owner-only fields and edit for content', () => {
    expect(actionForFields(['title'])).toBe('edit');
    expect(actionForFields(['title', 'visibility'])).toBe('manage');
    expect(actionForFields([])).toBe('edit');
  });

  it('lets editors change content but never visibility, and the owner both', () => {
    expect(mayChange('editor', 'private', ['values'])).toBe(true);
    expect(mayChange('editor', 'private', ['visibility'])).toBe(false);
    expect(mayChange('viewer', 'public', ['values'])).toBe(false);
    expect(mayChange('owner', 'private', ['visibility', 'values'])).toBe(true);
    expect(mayChange(null, 'public', ['title'])).toBe(false);
  });
});
