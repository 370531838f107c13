import { z } from 'zod';
import { chatMessageSchema, type ChatMessage, type ChatSession } from '../../../shared/schemas/chat';
import type { Db } from './database';

interface ChatRow {
  id: string;
  messages: string;
  system_boundary: string | null;
  device_hash: string;
}

/** A session keeps its latest messages only, so one long conversation cannot grow without bound. */
export const CHAT_HISTORY_LIMIT = 100;

/** Sessions untouched for this long are removed when a new one starts. */
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const messagesSchema = z.array(chatMessageSchema);

function keepLatest(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.slice(-CHAT_HISTORY_LIMIT);
}

/**
 * The chat helper's sessions (`chat_sessions`). Each belongs to the device that started it (the
 * hash of its device cookie, issue 18): another device presenting the id finds nothing.
 */
export function createChatSessionsRepository(db: Db) {
  const byId = db.prepare<[string], ChatRow>(
    'SELECT id, messages, system_boundary, device_hash FROM chat_sessions WHERE id = ?',
  );
  const upsert = db.prepare(
    `INSERT INTO chat_sessions (id, messages, system_boundary, device_hash, created_at, updated_at)
     VALUES (@id, @messages, @system_boundary, @device_hash, @now, @now)
     ON CONFLICT (id) DO UPDATE SET messages = excluded.messages,
       system_boundary = excluded.system_boundary, updated_at = excluded.updated_at
     WHERE chat_sessions.device_hash = excluded.device_hash`,
  );
  const prune = db.prepare<[string]>('DELETE FROM chat_sessions WHERE updated_at < ?');

  return {
    /**
     * The session as `device` sees it: its own session, 'foreign' for another device's, or null
     * when the id is unknown (a session the device started offline, or one that expired).
     */
    async get(id: string, device: string): Promise<ChatSession | 'foreign' | null> {
      const row = await byId.get(id);
      if (!row) return null;
      if (row.device_hash !== device) return 'foreign';
      return { sessionId: row.id, messages: messagesSchema.parse(JSON.parse(row.messages)) };
    },

    /** Creates a device's session with its first messages, dropping sessions idle past their lifetime. */
    async create(id: string, device: string, messages: readonly ChatMessage[]): Promise<ChatSession> {
      await prune.run(new Date(Date.now() - SESSION_TTL_MS).toISOString());
      return this.save(id, device, messages, null);
    },

    /**
     * Stores the session's messages (the latest CHAT_HISTORY_LIMIT) and the boundary it is about.
     * Another device's session with this id is left as it is.
     */
    async save(
      id: string,
      device: string,
      messages: readonly ChatMessage[],
      systemBoundary: string | null,
    ): Promise<ChatSession> {
      const kept = keepLatest(messages);
      await upsert.run({
        id,
        messages: JSON.stringify(kept),
        system_boundary: systemBoundary,
        device_hash: device,
        now: new Date().toISOString(),
      });
      return { sessionId: id, messages: kept };
    },
  };
}

/** The chat sessions repository (`app.repos.chatSessions`). */
export type ChatSessionsRepository = ReturnType<typeof createChatSessionsRepository>;
