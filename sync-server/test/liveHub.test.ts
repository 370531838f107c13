import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE_CODES, liveServerMessageSchema, type LiveServerMessage } from '../../shared/schemas/live';
import type { SharedViewer } from '../src/live/events';
import { createLiveHub, LIVE_TIMING, type LiveSocket, type LiveTiming } from '../src/live/hub';

// The hub with plain objects for sockets and a hand-moved clock: the timing rules (pings, dead
// sockets, presence that fades after silence) without waiting for real time.

class FakeSocket implements LiveSocket {
  sent: LiveServerMessage[] = [];
  closed: { code: number; reason: string } | null = null;
  pings = 0;
  terminated = false;
  send(data: string) {
    this.sent.push(liveServerMessageSchema.parse(JSON.parse(data)));
  }
  close(code: number, reason: string) {
    this.closed = { code, reason };
  }
  ping() {
    this.pings += 1;
  }
  terminate() {
    this.terminated = true;
  }
  last<T extends LiveServerMessage['type']>(type: T) {
    return this.sent.filter((m): m is Extract<LiveServerMessage, { type: T }> => m.type === type).at(-1);
  }
}

function setup(timing: Partial<LiveTiming> = {}) {
  let now = 1_000_000;
  let ids = 0;
  const members = new Map<string, string[]>([['map-1', ['ana', 'ben']]]);
  const sessions = new Set<string>();
  /** Other instances' viewers per map, and what this hub told them. */
  const remote = new Map<string, SharedViewer[]>();
  const published: { mapId: string; viewers: string[] }[] = [];
  const hub = createLiveHub({
    memberIds: (mapId) => members.get(mapId) ?? [],
    isMember: (mapId, userId) => (members.get(mapId) ?? []).includes(userId),
    newId: () => `c${(ids += 1)}`,
    now: () => now,
    timing: { ...LIVE_TIMING, ...timing },
    presence: {
      remote: (mapId) => remote.get(mapId) ?? [],
      changed: (mapId, viewers) => published.push({ mapId, viewers: viewers.map((v) => v.name) }),
    },
  });
  const connect = (userId: string) => {
    const socket = new FakeSocket();
    sessions.add(userId);
    const connection = hub.connect({
      userId,
      name: userId,
      socket,
      authorised: () => sessions.has(userId),
    });
    return { socket, connection: connection! };
  };
  const say = (c: ReturnType<typeof connect>, message: unknown) =>
    hub.receive(c.connection, typeof message === 'string' ? message : JSON.stringify(message));
  const advance = (ms: number) => {
    now += ms;
  };
  return { hub, connect, say, advance, members, sessions, remote, published, now: () => now };
}

const peopleOf = (socket: FakeSocket) =>
  socket.last('presence')?.people.map((p) => `${p.name}:${p.level ?? '-'}`) ?? null;

describe('live hub', () => {
  it('greets each socket with its own connection id and the protocol version', () => {
    const { connect } = setup();
    const a = connect('ana');
    const b = connect('ana');
    expect(a.socket.sent[0]).toEqual({ type: 'hello', protocolVersion: 1, connectionId: 'c1' });
    expect(b.socket.last('hello')?.connectionId).toBe('c2');
  });

  it('pokes every socket of every member of a changed map, and nobody else', () => {
    const { hub, connect } = setup();
    const ana1 = connect('ana');
    const ana2 = connect('ana');
    const ben = connect('ben');
    const cleo = connect('cleo');
    hub.changed({ mapId: 'map-1', rev: 4, seq: 17, actorId: 'ana' });
    for (const socket of [ana1.socket, ana2.socket, ben.socket]) {
      expect(socket.last('changed')).toEqual({ type: 'changed', mapId: 'map-1', rev: 4, seq: 17 });
    }
    expect(cleo.socket.last('changed')).toBeUndefined();
  });

  it("shares a map's presence among the members who have it open, with the level each edits", () => {
    const { connect, say } = setup();
    const ana = connect('ana');
    const ben = connect('ben');
    const benElsewhere = connect('ben');
    say(ana, { type: 'open', mapId: 'map-1' });
    say(ben, { type: 'open', mapId: 'map-1' });
    say(ben, { type: 'focus', mapId: 'map-1', level: 'values' });
    expect(peopleOf(ana.socket)).toEqual(['ana:-', 'ben:values']);
    expect(peopleOf(ben.socket)).toEqual(['ana:-', 'ben:values']);
    // A tab without the map open hears no presence for it.
    expect(peopleOf(benElsewhere.socket)).toBeNull();
  });

  it('ignores presence from someone who is not a member of the map', () => {
    const { connect, say } = setup();
    const ana = connect('ana');
    const cleo = connect('cleo');
    say(ana, { type: 'open', mapId: 'map-1' });
    say(cleo, { type: 'open', mapId: 'map-1' });
    say(cleo, { type: 'focus', mapId: 'map-1', level: 'tools' });
    expect(peopleOf(ana.socket)).toEqual(['ana:-']);
    expect(cleo.socket.last('presence')).toBeUndefined();
  });

  it("admits a tab that opened its map before the map's first push reached the server", () => {
    const { hub, connect, say, members } = setup();
    const ana = connect('ana');
    const anaPhone = connect('ana');
    say(ana, { type: 'open', mapId: 'offline-map' });
    say(ana, { type: 'focus', mapId: 'offline-map', level: 'values' });
    say(anaPhone, { type: 'open', mapId: 'offline-map' });
    expect(peopleOf(ana.socket)).toBeNull();
    members.set('offline-map', ['ana']);
    hub.changed({ mapId: 'offline-map', rev: 1, seq: 5, actorId: 'ana' });
    expect(peopleOf(anaPhone.socket)).toEqual(['ana:values', 'ana:-']);
  });

  it('admits a new member whose tab already has the map open', () => {
    const { hub, connect, say, members } = setup();
    const ana = connect('ana');
    const cleo = connect('cleo');
    say(ana, { type: 'open', mapId: 'map-1' });
    say(cleo, { type: 'focus', mapId: 'map-1', level: 'tools' });
    say(cleo, { type: 'open', mapId: 'map-1' });
    expect(peopleOf(ana.socket)).toEqual(['ana:-']);
    members.set('map-1', ['ana', 'ben', 'cleo']);
    hub.membership({ mapId: 'map-1', userId: 'cleo', change: 'added' });
    expect(peopleOf(ana.socket)).toEqual(['ana:-', 'cleo:tools']);
  });

  it('keeps how many maps one socket may hold open bounded', () => {
    const { connect, say, members } = setup({ maxOpenMaps: 3 });
    const ana = connect('ana');
    for (let i = 0; i < 10; i += 1) say(ana, { type: 'open', mapId: `junk-${i}` });
    expect(ana.connection.open.size).toBe(3);
    members.set('junk-0', ['ana']);
    say(ana, { type: 'focus', mapId: 'junk-0', level: 'needs' });
    expect(peopleOf(ana.socket)).toEqual(['ana:needs']);
  });

  it('drops a person at once when they close the map or their socket closes', () => {
    const { hub, connect, say } = setup();
    const ana = connect('ana');
    const ben = connect('ben');
    say(ana, { type: 'open', mapId: 'map-1' });
    say(ben, { type: 'open', mapId: 'map-1' });
    say(ben, { type: 'close', mapId: 'map-1' });
    expect(peopleOf(ana.socket)).toEqual(['ana:-']);
    say(ben, { type: 'open', mapId: 'map-1' });
    expect(peopleOf(ana.socket)).toEqual(['ana:-', 'ben:-']);
    hub.disconnect(ben.connection);
    expect(peopleOf(ana.socket)).toEqual(['ana:-']);
  });

  it('hides a silent tab within 30 s and shows it again when it speaks', () => {
    const { hub, connect, say, advance } = setup();
    const ana = connect('ana');
    const ben = connect('ben');
    say(ana, { type: 'open', mapId: 'map-1' });
    say(ben, { type: 'focus', mapId: 'map-1', level: 'needs' });
    // Ana heartbeats; Ben goes quiet (a frozen tab, a laptop lid closed).
    for (let t = 0; t < 30_000; t += 5_000) {
      advance(5_000);
      say(ana, { type: 'heartbeat' });
      hub.pong(ben.connection);
      hub.sweep();
    }
    expect(peopleOf(ana.socket)).toEqual(['ana:-']);
    say(ben, { type: 'heartbeat' });
    expect(peopleOf(ana.socket)).toEqual(['ana:-', 'ben:needs']);
  });

  it('pings quiet sockets and cuts one that stopped answering, which also ends its presence', () => {
    const { hub, connect, say, advance } = setup();
    const ana = connect('ana');
    const ben = connect('ben');
    say(ana, { type: 'open', mapId: 'map-1' });
    say(ben, { type: 'open', mapId: 'map-1' });
    advance(LIVE_TIMING.pingEveryMs);
    hub.sweep();
    expect(ben.socket.pings).toBe(1);
    say(ana, { type: 'heartbeat' });
    advance(LIVE_TIMING.deadAfterMs - LIVE_TIMING.pingEveryMs + 1);
    say(ana, { type: 'heartbeat' });
    hub.sweep();
    expect(ben.socket.terminated).toBe(true);
    expect(ana.socket.terminated).toBe(false);
    expect(peopleOf(ana.socket)).toEqual(['ana:-']);
    expect(hub.connections().map((c) => c.userId)).toEqual(['ana']);
  });

  it('closes a socket whose session ended at its next ping', () => {
    const { hub, connect, advance, sessions } = setup();
    const ana = connect('ana');
    sessions.delete('ana');
    advance(LIVE_TIMING.pingEveryMs);
    hub.sweep();
    expect(ana.socket.closed?.code).toBe(LIVE_CLOSE_CODES.sessionEnded);
    expect(hub.connections()).toEqual([]);
  });

  it('tells a removed member, and stops their pokes and presence for that map', () => {
    const { hub, connect, say, members } = setup();
    const ana = connect('ana');
    const ben = connect('ben');
    say(ana, { type: 'open', mapId: 'map-1' });
    say(ben, { type: 'focus', mapId: 'map-1', level: 'values' });
    members.set('map-1', ['ana']);
    hub.membership({ mapId: 'map-1', userId: 'ben', change: 'removed' });
    expect(ben.socket.last('membership')).toEqual({ type: 'membership', mapId: 'map-1', change: 'removed' });
    expect(peopleOf(ana.socket)).toEqual(['ana:-']);
    const heardBefore = ben.socket.sent.length;
    say(ben, { type: 'open', mapId: 'map-1' });
    hub.changed({ mapId: 'map-1', rev: 9, seq: 30, actorId: 'ana' });
    say(ana, { type: 'focus', mapId: 'map-1', level: 'tools' });
    expect(ben.socket.sent.length).toBe(heardBefore);
  });

  it('tells the other members that the team changed, and the one who changed only about themselves', () => {
    const { hub, connect, members } = setup();
    const ana = connect('ana');
    const ben = connect('ben');
    const cleo = connect('cleo');
    const outsider = connect('dan');
    members.set('map-1', ['ana', 'ben', 'cleo']);
    hub.membership({ mapId: 'map-1', userId: 'cleo', change: 'added' });
    for (const other of [ana, ben])
      expect(other.socket.last('team')).toEqual({ type: 'team', mapId: 'map-1' });
    expect(cleo.socket.last('team')).toBeUndefined();
    expect(cleo.socket.last('membership')).toEqual({ type: 'membership', mapId: 'map-1', change: 'added' });
    expect(outsider.socket.sent.map((message) => message.type)).toEqual(['hello']);

    members.set('map-1', ['ana', 'ben']);
    hub.membership({ mapId: 'map-1', userId: 'cleo', change: 'removed' });
    expect(ana.socket.sent.filter((message) => message.type === 'team')).toHaveLength(2);
    expect(cleo.socket.last('team')).toBeUndefined();
  });

  it('ignores bad messages and keeps serving the socket', () => {
    const { connect, say } = setup();
    const ana = connect('ana');
    for (const bad of ['not json', '{"type":"open"}', '{"type":"nonsense","mapId":"map-1"}', '42', 'null']) {
      say(ana, bad);
    }
    say(ana, { type: 'focus', mapId: 'map-1', level: 'everything' });
    expect(ana.socket.closed).toBeNull();
    expect(ana.socket.last('presence')).toBeUndefined();
    say(ana, { type: 'open', mapId: 'map-1' });
    expect(peopleOf(ana.socket)).toEqual(['ana:-']);
  });

  it('closes a socket that sends more messages than the rate limit allows', () => {
    const { hub, connect, say } = setup({ maxMessages: 5 });
    const ana = connect('ana');
    for (let i = 0; i < 5; i += 1) say(ana, { type: 'heartbeat' });
    expect(ana.socket.closed).toBeNull();
    say(ana, { type: 'heartbeat' });
    expect(ana.socket.closed?.code).toBe(LIVE_CLOSE_CODES.tooManyMessages);
    expect(hub.connections()).toEqual([]);
  });

  it('refuses a socket past the per-user cap', () => {
    const { hub, connect } = setup({ maxSocketsPerUser: 2 });
    connect('ana');
    connect('ana');
    const third = connect('ana');
    expect(third.connection).toBeNull();
    expect(third.socket.closed?.code).toBe(LIVE_CLOSE_CODES.tooManySockets);
    expect(hub.connections()).toHaveLength(2);
    expect(connect('ben').connection).not.toBeNull();
  });

  it("merges other instances' viewers into the list, oldest tab first, and tells them of its own", () => {
    const { hub, connect, say, remote, published, now } = setup();
    const ana = connect('ana');
    say(ana, { type: 'open', mapId: 'map-1' });
    expect(published.at(-1)).toEqual({ mapId: 'map-1', viewers: ['ana'] });
    remote.set('map-1', [
      { connectionId: 'far', userId: 'ben', name: 'ben', level: 'tools', since: now() - 1 },
    ]);
    hub.showPresence('map-1');
    expect(peopleOf(ana.socket)).toEqual(['ben:tools', 'ana:-']);
    expect(
      hub
        .localPresence()
        .get('map-1')
        ?.map((v) => v.name),
    ).toEqual(['ana']);
    hub.disconnect(ana.connection);
    expect(published.at(-1)).toEqual({ mapId: 'map-1', viewers: [] });
  });

  it('tells every socket to resync when events may have been lost', () => {
    const { hub, connect } = setup();
    const ana = connect('ana');
    const cleo = connect('cleo');
    hub.resync();
    expect(ana.socket.last('resync')).toEqual({ type: 'resync' });
    expect(cleo.socket.last('resync')).toEqual({ type: 'resync' });
  });
});
