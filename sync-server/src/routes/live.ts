import { randomUUID } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import type { RawData } from 'ws';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { displayNameOf } from '../../../shared/presence';
import { LIVE_CLOSE_CODES, LIVE_MAX_MESSAGE_BYTES } from '../../../shared/schemas/live';
import { httpError } from '../errors';
import { createLiveHub, LIVE_SWEEP_MS, LIVE_TIMING } from '../live/hub';
import { createMemberCache } from '../live/memberCache';
import { createPresenceExchange } from '../live/presenceExchange';
import { requireUser, SESSION_COOKIE } from '../plugins/auth';
import { isSameOrigin } from '../plugins/originCheck';
import type { MapChange, MembershipChange, SessionsEnded } from '../plugins/mapEvents';
import type { RoutePlugin } from '../validation';

/** How long a closing handshake may take at shutdown before the socket is cut. */
const CLOSE_GRACE_MS = 1000;

/** A text frame's content (`ws` hands over a Buffer, or its fragments). */
const textOf = (data: RawData): string => {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(new Uint8Array(data)).toString('utf8');
};

/**
 * Cross-Site WebSocket Hijacking: a page on another site may open a WebSocket here, and the browser
 * sends our cookie along whenever that site counts as same-site (another subdomain, another port).
 * Browsers always send Origin on the handshake, so a foreign one is refused before the upgrade.
 */
function refuseCrossSite(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const origin = request.headers.origin;
  done(
    origin !== undefined && !isSameOrigin(origin, request.host)
      ? httpError(403, 'Cross-origin live connection refused.')
      : undefined,
  );
}

/**
 * GET /api/live: the live channel (issue 10). A logged-in, same-origin WebSocket hears pokes
 * about the maps its user belongs to and the presence lists of the maps its tab has open. The
 * state is in live/hub.ts; this plugin wires sockets, map events (from every instance, through
 * the storage's live bus), other instances' presence and the periodic sweep to it.
 */
export const liveRoutes: RoutePlugin = async (app) => {
  const presence = createPresenceExchange({
    instanceId: randomUUID(),
    bus: app.storage.bus,
    heartbeatMs: app.liveOptions.presenceHeartbeatMs,
    now: Date.now,
    local: () => hub.localPresence(),
    show: (mapId) => hub.showPresence(mapId),
    onError: (error) => app.log.warn({ err: error }, 'live presence not published'),
  });
  const members = createMemberCache((mapId) => app.repos.members.userIds(mapId));
  const hub = createLiveHub({
    memberIds: (mapId) => members.memberIds(mapId),
    isMember: async (mapId, userId) => (await app.repos.members.roleOf(mapId, userId)) !== null,
    newId: randomUUID,
    now: Date.now,
    timing: LIVE_TIMING,
    presence,
  });

  await app.register(fastifyWebsocket, {
    options: { maxPayload: LIVE_MAX_MESSAGE_BYTES },
    // A frame the client got wrong (too large, bad UTF-8, a bad opcode) is the client's doing, not
    // the server's: logged at info, so no client can fill the error log (issue 18). `ws` has closed
    // the socket with the right code already.
    errorHandler(error, socket, request) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('WS_ERR_'))
        request.log.info({ code, reason: error.message }, 'live frame refused');
      else request.log.error({ err: error }, 'live socket failed');
      socket.terminate();
    },
    // Shutdown: say goodbye, and cut whoever does not answer in time, so app.close() never hangs.
    preClose(done) {
      hub.closeAll(LIVE_CLOSE_CODES.shuttingDown, 'Server shutting down');
      const server = app.websocketServer;
      const cut = setTimeout(() => server.clients.forEach((socket) => socket.terminate()), CLOSE_GRACE_MS);
      server.close(() => {
        clearTimeout(cut);
        done();
      });
    },
  });

  const onChanged = (change: MapChange) => hub.changed(change);
  const onMembership = (change: MembershipChange) => {
    members.forget(change.mapId);
    hub.membership(change);
  };
  const onSessionsEnded = (ended: SessionsEnded) => hub.sessionsEnded(ended);
  const onResync = () => {
    members.clear();
    hub.resync();
  };
  app.mapEvents.on('changed', onChanged);
  app.mapEvents.on('membership', onMembership);
  app.mapEvents.on('sessionsEnded', onSessionsEnded);
  app.mapEvents.on('resync', onResync);
  const stopPresence = app.storage.bus.subscribe((event) => presence.receive(event));
  presence.start();
  const sweep = setInterval(() => hub.sweep(), LIVE_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    app.mapEvents.off('changed', onChanged);
    app.mapEvents.off('membership', onMembership);
    app.mapEvents.off('sessionsEnded', onSessionsEnded);
    app.mapEvents.off('resync', onResync);
    stopPresence();
    await presence.stop();
  });

  app.get(
    '/live',
    {
      websocket: true,
      // Refused before the upgrade, with a plain HTTP status: 403 cross-site, 401 logged out.
      preValidation: [refuseCrossSite, requireUser],
      config: {
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
    },
    (socket, request) => {
      const user = request.user;
      const token = request.cookies[SESSION_COOKIE];
      if (!user || !token) return socket.close(LIVE_CLOSE_CODES.sessionEnded, 'Please log in');
      const connection = hub.connect({
        userId: user.id,
        name: displayNameOf(user.email),
        socket,
        sessionId: app.repos.sessions.idOf(token),
        authorised: async () => (await app.repos.sessions.find(token))?.userId === user.id,
      });
      if (!connection) return;
      socket.on('message', (data, isBinary) => {
        if (!isBinary) hub.receive(connection, textOf(data));
      });
      socket.on('pong', () => hub.pong(connection));
      socket.on('close', () => hub.disconnect(connection));
    },
  );
};
