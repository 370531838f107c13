import type { Visibility } from '../../../shared/schemas/spineMap';
import type { SpineMap } from '../../../shared/schemas/spineMap';
import type { App } from '../../src/app';
import { hashPassword } from '../../src/plugins/password';
import { mapContent, uniqueEmail } from '../accounts';
import { ADMIN_EMAIL } from './fixtures';

// A small world for the permission matrix and the fuzz test (issue 18): the six kinds of caller,
// and maps made straight through the repositories (no HTTP, no hashing per user), so hundreds of
// fresh maps cost milliseconds.

/** Who calls: nobody, a stranger, each member role, and an admin who is not a member. */
export const PRINCIPALS = ['loggedOut', 'outsider', 'viewer', 'editor', 'owner', 'admin'] as const;
export type Principal = (typeof PRINCIPALS)[number];

/** Every visibility a map may have. */
export const VISIBILITIES: readonly Visibility[] = ['private', 'unlisted', 'public'];

/** The password of every account in the world. */
export const WORLD_PASSWORD = 'correct horse';

/** An account of the world. */
export interface WorldUser {
  id: string;
  email: string;
}

/** The accounts: one per logged-in principal, plus one that only logs in. */
export interface World {
  app: App;
  users: Record<Exclude<Principal, 'loggedOut'>, WorldUser> & { login: WorldUser };
}

/** Creates the world's accounts (one password hash for all of them). */
export async function createWorld(app: App): Promise<World> {
  const hash = await hashPassword(WORLD_PASSWORD);
  const make = async (email: string): Promise<WorldUser> => {
    const user = await app.repos.users.create(email, hash);
    if (!user) throw new Error(`could not create ${email}`);
    return { id: user.id, email: user.email };
  };
  return {
    app,
    users: {
      outsider: await make(uniqueEmail()),
      viewer: await make(uniqueEmail()),
      editor: await make(uniqueEmail()),
      owner: await make(uniqueEmail()),
      admin: await make(ADMIN_EMAIL),
      login: await make(uniqueEmail()),
    },
  };
}

/** A fresh map of the owner's with an editor and a viewer, and a working viewer invite link. */
export async function worldMap(world: World, visibility: Visibility) {
  const { app, users } = world;
  const map: SpineMap = await app.repos.maps.create({
    content: mapContent({ visibility }),
    ownerId: users.owner.id,
    change: { actorId: users.owner.id, reason: 'create' },
  });
  await app.repos.members.join(map.id, users.editor.id, 'editor', users.owner.id);
  await app.repos.members.join(map.id, users.viewer.id, 'viewer', users.owner.id);
  const invite = await app.repos.invites.create(map.id, 'viewer', users.owner.id);
  return { map, invite: { id: invite.invite.id, token: invite.token } };
}

/** A cookie header with a fresh session of the principal (none when logged out). */
export async function cookieOf(world: World, principal: Principal): Promise<Record<string, string>> {
  if (principal === 'loggedOut') return {};
  const { token } = await world.app.repos.sessions.create(world.users[principal].id);
  return { cookie: `sid=${token}` };
}

let address = 0;

/** A new client address per request, so per-address rate limits never decide an outcome. */
export function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}
