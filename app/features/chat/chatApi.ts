import {
  chatNewResponseSchema,
  chatResponseSchema,
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

/** Sends a message and returns the session with the answer; offline the built-in helper answers. */
export async function sendChatMessage(
  session: ChatSession,
  message: string,
  systemBoundary: string,
): Promise<ChatTurn> {
  const text = message.trim();
  const boundary = systemBoundary.trim();
  let messages: ChatMessage[] | null = null;
  if (!offline()) {
    try {
      ({ messages } = await getJson('/api/chat', chatResponseSchema, {
        method: 'POST',
        body: { sessionId: session.sessionId, message: text, systemBoundary: boundary },
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
      { role: 'assistant', content: chatReply({ messages: asked, systemBoundary: boundary }) },
    ];
  }
  const next = { sessionId: session.sessionId, messages };
  await keep(next, boundary);
  return { session: next, answeredOnDevice };
}
