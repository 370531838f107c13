import { z } from 'zod';
import { LEVEL_IDS } from '../levels';
import { mapIdSchema } from './spineMap';
import { lazySchema } from './lazySchema';

// The live channel (issue 10): one WebSocket per open app tab at GET /api/live. The server sends
// pokes (a map changed, a membership changed) and presence lists; it never sends map content,
// which only ever comes through the authorised pull. Both ends parse every message with these.

/** The live protocol this code speaks; the server announces its own in `hello`. */
export const LIVE_PROTOCOL_VERSION = 1;

/** Where the channel lives (same origin as the app and the API). */
export const LIVE_PATH = '/api/live';

/** Largest message either side accepts, in bytes: every message is a few ids and a short list. */
export const LIVE_MAX_MESSAGE_BYTES = 16 * 1024;

/** Close codes the server uses (4000–4999 are the application's own range). */
export const LIVE_CLOSE_CODES = {
  /** The server is shutting down or restarting: reconnect later. */
  shuttingDown: 1001,
  /** The socket sent more messages than the rate limit allows. */
  tooManyMessages: 4429,
  /** The user already has the most sockets the server allows open. */
  tooManySockets: 4430,
  /** The session the socket was opened with has ended (logged out or expired). */
  sessionEnded: 4401,
} as const;

/** Where in the editor someone is working: the system boundary or one of the five levels. */
export const presenceLevelSchema = lazySchema(() => z.enum(['boundary', ...LEVEL_IDS]));
export type PresenceLevel = z.infer<typeof presenceLevelSchema>;

const mapId = mapIdSchema;

/** Messages a client sends: which map it has open and where its focus is, plus a heartbeat. */
export const liveClientMessageSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('open'), mapId }),
    z.object({ type: z.literal('focus'), mapId, level: presenceLevelSchema.nullable() }),
    z.object({ type: z.literal('close'), mapId }),
    z.object({ type: z.literal('heartbeat') }),
  ]),
);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

/** One open editor of a map: a connection (a tab on a device), whose it is, and where it works. */
export const presencePersonSchema = lazySchema(() =>
  z.object({
    connectionId: z.string().min(1).max(64),
    userId: z.string().min(1).max(64),
    /** A display name (the account email's local part). */
    name: z.string().min(1).max(200),
    level: presenceLevelSchema.nullable(),
  }),
);
export type PresencePerson = z.infer<typeof presencePersonSchema>;

/** Messages the server sends. */
export const liveServerMessageSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    /** First message on a socket: the server's protocol and this connection's id (to tell "me" apart). */
    z.object({
      type: z.literal('hello'),
      protocolVersion: z.number().int(),
      connectionId: z.string().min(1),
    }),
    /** A map the user is a member of has a new revision: pull if the local copy is older. */
    z.object({
      type: z.literal('changed'),
      mapId,
      rev: z.number().int().nonnegative(),
      seq: z.number().int().nonnegative(),
    }),
    /** The user's membership of a map began, changed role or ended: pull to learn what changed. */
    z.object({ type: z.literal('membership'), mapId, change: z.enum(['added', 'role', 'removed']) }),
    /** Someone else joined the map, changed role or left it: refresh the team list shown. */
    z.object({ type: z.literal('team'), mapId }),
    /** Pokes may have been lost (a server instance's event feed dropped): pull everything new. */
    z.object({ type: z.literal('resync') }),
    /** Everyone who has the map open right now (the receiver's own connection included). */
    z.object({ type: z.literal('presence'), mapId, people: z.array(presencePersonSchema) }),
  ]),
);
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>;

/**
 * Reads one message's text with a schema: null for text that is not JSON or not a message this
 * side knows (a newer peer's), so neither end ever throws on what it receives.
 */
export function parseLiveMessage<T>(schema: z.ZodType<T>, text: string): T | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
