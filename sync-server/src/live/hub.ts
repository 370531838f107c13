import {
  LIVE_CLOSE_CODES,
  LIVE_PROTOCOL_VERSION,
  liveClientMessageSchema,
  parseLiveMessage,
  type LiveClientMessage,
  type LiveServerMessage,
  type PresenceLevel,
  type PresencePerson,
} from '../../../shared/schemas/live';
import type { MapChange, MembershipChange, SessionsEnded } from '../plugins/mapEvents';
import type { SharedViewer } from './events';

// The live channel's state, apart from WebSockets and timers so it can be tested with plain
// objects and a fake clock: who is connected, who has which map open, and who hears what.

/** What the hub needs of a socket (a `ws` WebSocket has all of it). */
export interface LiveSocket {
  send(data: string): void;
  close(code: number, reason: string): void;
  ping(): void;
  terminate(): void;
}

/** Limits and timings of the channel. */
export interface LiveTiming {
  /** A socket is pinged when it has not been for this long. */
  pingEveryMs: number;
  /** A socket that has not answered a ping (or sent anything) for this long is dropped. */
  deadAfterMs: number;
  /** An open map stops showing its person when their tab has sent nothing for this long. */
  presenceTimeoutMs: number;
  /** Most sockets one user may hold (tabs on all devices). */
  maxSocketsPerUser: number;
  /** Most maps one socket may have open at once (a tab shows one). */
  maxOpenMaps: number;
  /** Most messages a socket may send per `rateWindowMs`. */
  maxMessages: number;
  rateWindowMs: number;
}

/** The production timings: a silent tab leaves the presence list within 30 s (20 s + one sweep). */
export const LIVE_TIMING: LiveTiming = {
  pingEveryMs: 10_000,
  deadAfterMs: 25_000,
  presenceTimeoutMs: 20_000,
  maxSocketsPerUser: 20,
  maxOpenMaps: 20,
  maxMessages: 60,
  rateWindowMs: 10_000,
};

/** How often the route calls `sweep()`. */
export const LIVE_SWEEP_MS = 5_000;

/** A value now, or later (the database is async; tests' fakes answer at once). */
export type MaybePromise<T> = T | Promise<T>;

/** Runs `fn` with the value: at once when there is one, else when the promise settles (failures are dropped). */
function whenReady<T>(value: MaybePromise<T>, fn: (value: T) => void): void {
  if (value instanceof Promise) value.then(fn, () => undefined);
  else fn(value);
}

/**
 * Presence shared with other instances (live/presenceExchange.ts): their viewers join the lists
 * this hub sends, and this hub tells them when its own viewers of a map change.
 */
export interface SharedPresence {
  /** Viewers of the map on other instances. */
  remote(mapId: string): readonly SharedViewer[];
  /** This instance's viewers of the map changed (an empty list: none left here). */
  changed(mapId: string, viewers: SharedViewer[]): void;
}

/** What the hub asks the rest of the server. */
export interface LiveHubDeps {
  /** Every member of a map. */
  memberIds(mapId: string): MaybePromise<readonly string[]>;
  /** Whether the user is a member of the map (any role). */
  isMember(mapId: string, userId: string): MaybePromise<boolean>;
  /** A fresh connection id (random, not guessable by others). */
  newId(): string;
  now(): number;
  timing: LiveTiming;
  /** Other instances' presence (none when this is the only instance). */
  presence?: SharedPresence;
}

/** A socket as the route hands it over: whose it is and how to tell their session still holds. */
export interface LiveSocketOwner {
  userId: string;
  /** The name others see (from the account's email). */
  name: string;
  socket: LiveSocket;
  /** The id of the session the socket was opened with (see SessionsRepository.idOf). */
  sessionId?: string;
  /** Whether the session the socket was opened with is still live; checked at every ping. */
  authorised(): MaybePromise<boolean>;
}

/** One socket of one user. */
export interface LiveConnection extends Readonly<LiveSocketOwner> {
  readonly id: string;
  readonly connectedAt: number;
  /** Maps this tab has open, with the level it is editing (shown to others only once a member). */
  readonly open: Map<string, PresenceLevel | null>;
  lastMessageAt: number;
  lastPongAt: number;
  lastPingAt: number;
  rateWindowStart: number;
  rateCount: number;
}

const send = (connection: LiveConnection, message: LiveServerMessage | string) =>
  connection.socket.send(typeof message === 'string' ? message : JSON.stringify(message));

/** Creates the hub; the route feeds it sockets, messages, map events and a periodic `sweep()`. */
export function createLiveHub(deps: LiveHubDeps) {
  const { timing } = deps;
  const byUser = new Map<string, Set<LiveConnection>>();
  /** Connections with each map open, whether or not their presence is fresh. */
  const byMap = new Map<string, Set<LiveConnection>>();
  /** Connections whose presence is hidden for silence; shown again on their next message. */
  const stale = new Set<LiveConnection>();

  const isFresh = (connection: LiveConnection) => !stale.has(connection);

  /** This instance's fresh viewers of the map, oldest tab first. */
  function localViewers(mapId: string): SharedViewer[] {
    return [...(byMap.get(mapId) ?? [])]
      .filter(isFresh)
      .sort((a, b) => a.connectedAt - b.connectedAt)
      .map((c) => ({
        connectionId: c.id,
        userId: c.userId,
        name: c.name,
        level: c.open.get(mapId) ?? null,
        since: c.connectedAt,
      }));
  }

  /** Sends the map's presence list (this instance's viewers and other instances') to its viewers here. */
  function showPresence(mapId: string): void {
    const viewers = byMap.get(mapId);
    if (!viewers?.size) return;
    const people: PresencePerson[] = [...localViewers(mapId), ...(deps.presence?.remote(mapId) ?? [])]
      .sort((a, b) => a.since - b.since)
      .map(({ connectionId, userId, name, level }) => ({ connectionId, userId, name, level }));
    const message = JSON.stringify({ type: 'presence', mapId, people } satisfies LiveServerMessage);
    for (const viewer of viewers) send(viewer, message);
  }

  /** This instance's viewers of the map changed: other instances hear it, and viewers here see it. */
  function broadcastPresence(mapId: string): void {
    deps.presence?.changed(mapId, localViewers(mapId));
    showPresence(mapId);
  }

  const isViewer = (connection: LiveConnection, mapId: string) => byMap.get(mapId)?.has(connection) ?? false;

  /** Shows a tab that has the map open in its presence list, once its user is a member. */
  function admit(connection: LiveConnection, mapId: string): void {
    if (!connection.open.has(mapId) || isViewer(connection, mapId)) return;
    let viewers = byMap.get(mapId);
    if (!viewers) byMap.set(mapId, (viewers = new Set()));
    viewers.add(connection);
    broadcastPresence(mapId);
  }

  /** Takes a tab out of the map's presence list (it may still have the map open, as a non-member). */
  function dismiss(connection: LiveConnection, mapId: string): void {
    const viewers = byMap.get(mapId);
    if (!viewers?.delete(connection)) return;
    if (viewers.size === 0) byMap.delete(mapId);
    broadcastPresence(mapId);
  }

  /**
   * The tab has the map open, editing `level`. A map it may not see yet (not a member, or a map its
   * device made offline that the server does not have yet) is remembered without being shown:
   * the map's first push or the user's joining admits it.
   */
  function openMap(connection: LiveConnection, mapId: string, level: PresenceLevel | null): void {
    const before = connection.open.get(mapId);
    if (before === undefined && connection.open.size >= timing.maxOpenMaps) return;
    connection.open.set(mapId, level);
    if (isViewer(connection, mapId)) {
      if (before !== level) broadcastPresence(mapId);
    } else {
      whenReady(deps.isMember(mapId, connection.userId), (member) => {
        // Still open by the time the answer came.
        if (member && connection.open.has(mapId)) admit(connection, mapId);
      });
    }
  }

  function closeMap(connection: LiveConnection, mapId: string): void {
    if (connection.open.delete(mapId)) dismiss(connection, mapId);
  }

  function overRateLimit(connection: LiveConnection, now: number): boolean {
    if (now - connection.rateWindowStart >= timing.rateWindowMs) {
      connection.rateWindowStart = now;
      connection.rateCount = 0;
    }
    connection.rateCount += 1;
    return connection.rateCount > timing.maxMessages;
  }

  function handle(connection: LiveConnection, message: LiveClientMessage): void {
    if (message.type === 'heartbeat') return;
    if (message.type === 'close') return closeMap(connection, message.mapId);
    if (message.type === 'open')
      openMap(connection, message.mapId, connection.open.get(message.mapId) ?? null);
    else openMap(connection, message.mapId, message.level);
  }

  const hub = {
    /**
     * A new socket of a logged-in user. Null (and the socket closed) when the user already holds
     * the most sockets allowed; otherwise the socket gets `hello` with its connection id.
     */
    connect(owner: LiveSocketOwner): LiveConnection | null {
      const mine = byUser.get(owner.userId) ?? new Set<LiveConnection>();
      if (mine.size >= timing.maxSocketsPerUser) {
        owner.socket.close(LIVE_CLOSE_CODES.tooManySockets, 'Too many live connections for this account');
        return null;
      }
      const now = deps.now();
      const connection: LiveConnection = {
        ...owner,
        id: deps.newId(),
        connectedAt: now,
        open: new Map(),
        lastMessageAt: now,
        lastPongAt: now,
        lastPingAt: now,
        rateWindowStart: now,
        rateCount: 0,
      };
      mine.add(connection);
      byUser.set(owner.userId, mine);
      send(connection, {
        type: 'hello',
        protocolVersion: LIVE_PROTOCOL_VERSION,
        connectionId: connection.id,
      });
      return connection;
    },

    /**
     * A text message from a socket. Bad JSON and unknown shapes are ignored (a newer client may
     * send what this server does not know); too many messages close the socket.
     */
    receive(connection: LiveConnection, text: string): void {
      const now = deps.now();
      if (overRateLimit(connection, now)) {
        connection.socket.close(LIVE_CLOSE_CODES.tooManyMessages, 'Too many messages');
        hub.disconnect(connection);
        return;
      }
      connection.lastMessageAt = now;
      connection.lastPongAt = now;
      if (stale.delete(connection)) for (const mapId of connection.open.keys()) broadcastPresence(mapId);
      const message = parseLiveMessage(liveClientMessageSchema, text);
      if (message) handle(connection, message);
    },

    /** The socket answered a ping. */
    pong(connection: LiveConnection): void {
      connection.lastPongAt = deps.now();
    },

    /** The socket closed (or is being dropped): its presence goes at once. */
    disconnect(connection: LiveConnection): void {
      const mine = byUser.get(connection.userId);
      if (!mine?.delete(connection)) return;
      if (mine.size === 0) byUser.delete(connection.userId);
      stale.delete(connection);
      for (const mapId of [...connection.open.keys()]) closeMap(connection, mapId);
    },

    /**
     * A map got a new revision: every socket of every member hears the poke (never the content),
     * and a member's tab that opened the map before it reached the server joins its presence.
     */
    changed(change: MapChange): void {
      const message = JSON.stringify({
        type: 'changed',
        mapId: change.mapId,
        rev: change.rev,
        seq: change.seq,
      } satisfies LiveServerMessage);
      whenReady(deps.memberIds(change.mapId), (userIds) => {
        for (const userId of userIds) {
          for (const connection of byUser.get(userId) ?? []) {
            send(connection, message);
            admit(connection, change.mapId);
          }
        }
      });
    },

    /**
     * A membership changed: the user's sockets hear it (so their devices pull); a new member's tab
     * with the map open joins its presence, and a removed member's tabs leave it and stop hearing
     * about the map. The other members' sockets hear that the team changed, so an open team list
     * shows the newcomer or drops the one who left.
     */
    membership(change: MembershipChange): void {
      const message = JSON.stringify({
        type: 'membership',
        mapId: change.mapId,
        change: change.change,
      } satisfies LiveServerMessage);
      for (const connection of byUser.get(change.userId) ?? []) {
        send(connection, message);
        if (change.change === 'removed') dismiss(connection, change.mapId);
        else admit(connection, change.mapId);
      }
      const team = JSON.stringify({ type: 'team', mapId: change.mapId } satisfies LiveServerMessage);
      whenReady(deps.memberIds(change.mapId), (userIds) => {
        for (const userId of userIds) {
          if (userId === change.userId) continue;
          for (const connection of byUser.get(userId) ?? []) send(connection, team);
        }
      });
    },

    /**
     * The periodic check: pings quiet sockets, drops those that stopped answering, and hides the
     * presence of tabs that have been silent too long. A socket whose session ended is closed.
     */
    sweep(): void {
      const now = deps.now();
      for (const connection of hub.connections()) {
        if (now - connection.lastPongAt > timing.deadAfterMs) {
          connection.socket.terminate();
          hub.disconnect(connection);
          continue;
        }
        if (now - connection.lastPingAt >= timing.pingEveryMs) {
          const authorised = connection.authorised();
          if (authorised === false) {
            connection.socket.close(LIVE_CLOSE_CODES.sessionEnded, 'Session ended');
            hub.disconnect(connection);
            continue;
          }
          if (authorised instanceof Promise) {
            whenReady(authorised, (ok) => {
              if (ok) return;
              connection.socket.close(LIVE_CLOSE_CODES.sessionEnded, 'Session ended');
              hub.disconnect(connection);
            });
          }
          connection.lastPingAt = now;
          connection.socket.ping();
        }
        if (isFresh(connection) && now - connection.lastMessageAt > timing.presenceTimeoutMs) {
          stale.add(connection);
          for (const mapId of connection.open.keys()) broadcastPresence(mapId);
        }
      }
    },

    /**
     * Sessions ended (log out, log out everywhere, a password change): their sockets close now, with
     * the session-ended code, instead of at the next sweep's session check.
     */
    sessionsEnded(ended: SessionsEnded): void {
      for (const connection of [...(byUser.get(ended.userId) ?? [])]) {
        const ends =
          ended.sessionId !== undefined
            ? connection.sessionId === ended.sessionId
            : connection.sessionId === undefined || connection.sessionId !== ended.exceptSessionId;
        if (!ends) continue;
        connection.socket.close(LIVE_CLOSE_CODES.sessionEnded, 'Session ended');
        hub.disconnect(connection);
      }
    },

    /** Other instances' viewers of the map changed: the viewers here see the new list. */
    showPresence,

    /** This instance's fresh viewers, per map with any (what a presence heartbeat carries). */
    localPresence(): Map<string, SharedViewer[]> {
      const maps = new Map<string, SharedViewer[]>();
      for (const mapId of byMap.keys()) {
        const viewers = localViewers(mapId);
        if (viewers.length > 0) maps.set(mapId, viewers);
      }
      return maps;
    },

    /**
     * Pokes may have been lost (the bus reconnected): every socket is told to resync, so its
     * device pulls everything since its cursor.
     */
    resync(): void {
      const message = JSON.stringify({ type: 'resync' } satisfies LiveServerMessage);
      for (const connection of hub.connections()) send(connection, message);
    },

    /** Every connected socket. */
    connections(): LiveConnection[] {
      return [...byUser.values()].flatMap((set) => [...set]);
    },

    /** Closes every socket (server shutdown). */
    closeAll(code: number, reason: string): void {
      for (const connection of hub.connections()) {
        connection.socket.close(code, reason);
        hub.disconnect(connection);
      }
    },
  };
  return hub;
}

/** The live hub (`createLiveHub`'s result). */
export type LiveHub = ReturnType<typeof createLiveHub>;
