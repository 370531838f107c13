import { describe, expect, it } from 'vitest';
import { can, MAP_ACTIONS, type MapAction } from './permissions';
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

  it('lets a non-member read unlisted and public maps and nothing else', () => {
    expect(allowed(null, 'private')).toEqual([]);
    expect(allowed(null, 'unlisted')).toEqual(['read']);
    expect(allowed(null, 'public')).toEqual(['read']);
  });
});
