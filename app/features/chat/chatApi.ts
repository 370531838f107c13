import {
  chatMapSchema,
  chatNewResponseSchema,
  chatResponseSchema,
  type ChatMap,
  type ChatMessage,
  type ChatSession,
} from '../../../shared/schemas/chat';
import { apiFetch, getJson } from '../../api/client';
import { db } from '../../db/db';

// The chat helper's calls: the server's AI when reachable, the built-in helper in the browser when
// not. Every session is kept in Dexie (chatSessions), so a conversation survives a reload or a
// lost connection.

const loadDrafter = () => import('../../../shared/drafter');

function offline(): boolean {
  return navigator.onLine === false;
}

/** A session and whether its last answer came from this device. */
export interface ChatTurn {
  session: ChatSession;
  answeredOnDevice: boolean;
}

async function keep(session: ChatSession, systemBoundary: string): Promise<void> {
  await db.chatSessions.put({
    sessionId: session.sessionId,
    messages: session.messages,
    systemBoundary: systemBoundary || undefined,
    updatedAt: new Date().toISOString(),
  });
}

/** Starts a session: the server's, or a local one with the built-in greeting when offline. */
export async function startChatSession(systemBoundary: string): Promise<ChatTurn> {
  let session: ChatSession | null = null;
  if (!offline()) {
    try {
      session = chatNewResponseSchema.parse(await apiFetch('/api/chat/new', { method: 'POST' }));
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
    }
  }
  const answeredOnDevice = session === null;
  if (!session) {
    const { chatGreeting } = await loadDrafter();
    session = {
      sessionId: crypto.randomUUID(),
      messages: [{ role: 'assistant', content: chatGreeting(systemBoundary) }],
    };
  }
  await keep(session, systemBoundary);
  return { session, answeredOnDevice };
}

/**
 * The content of the map on screen as the chat may see it: a stored map's id, share link and sync
 * fields are dropped; a map the wire limits would refuse is not sent at all (the chat still works).
 */
export function chatMapOf(map: ChatMap | null | undefined): ChatMap | undefined {
  if (!map) return undefined;
  const parsed = chatMapSchema.safeParse(map);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Sends a message, with the map on screen when there is one, and returns the session with the
 * answer; offline the built-in helper answers from the same map.
 */
export async function sendChatMessage(
  session: ChatSession,
  message: string,
  systemBoundary: string,
  onScreen?: ChatMap | null,
): Promise<ChatTurn> {
  const text = message.trim();
  const boundary = systemBoundary.trim();
  const map = chatMapOf(onScreen);
  let messages: ChatMessage[] | null = null;
  if (!offline()) {
    try {
      ({ messages } = await getJson('/api/chat', chatResponseSchema, {
        method: 'POST',
        body: {
          sessionId: session.sessionId,
          message: text,
          systemBoundary: boundary,
          ...(map ? { map } : {}),
        },
      }));
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
    }
  }
  const answeredOnDevice = messages === null;
  if (!messages) {
    const { chatReply } = await loadDrafter();
    const asked: ChatMessage[] = [...session.messages, { role: 'user', content: text }];
    messages = [
      ...asked,
      { role: 'assistant', content: chatReply({ messages: asked, systemBoundary: boundary, map }) },
    ];
  }
  const next = { sessionId: session.sessionId, messages };
  await keep(next, boundary);
  return { session: next, answeredOnDevice };
}
