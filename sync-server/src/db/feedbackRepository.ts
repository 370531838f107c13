import { randomUUID } from 'node:crypto';
import type { FeedbackSubmission } from '../../../shared/schemas/feedback';
import type { Db } from './database';

/** A stored feedback submission as the repository returns it. */
export interface StoredFeedback extends FeedbackSubmission {
  id: string;
  clientId: string | null;
  createdAt: string;
}

interface FeedbackRow {
  id: string;
  client_id: string | null;
  type: 'feature' | 'bug';
  title: string;
  description: string;
  email: string | null;
  source: string;
  url: string;
  user_agent: string;
  submitted_at: string;
  created_at: string;
}

function fromRow(row: FeedbackRow): StoredFeedback {
  return {
    id: row.id,
    clientId: row.client_id,
    type: row.type,
    title: row.title,
    description: row.description,
    ...(row.email ? { email: row.email } : {}),
    source: row.source,
    url: row.url,
    userAgent: row.user_agent,
    timestamp: row.submitted_at,
    createdAt: row.created_at,
  };
}

/** Feedback from the dialog (`feedback`). */
export function createFeedbackRepository(db: Db) {
  const insert = db.prepare<[FeedbackRow]>(
    `INSERT INTO feedback (id, client_id, type, title, description, email, source, url, user_agent, submitted_at, created_at)
     VALUES (@id, @client_id, @type, @title, @description, @email, @source, @url, @user_agent, @submitted_at, @created_at)
     ON CONFLICT (client_id) DO NOTHING`,
  );
  const byClientId = db.prepare<[string], FeedbackRow>('SELECT * FROM feedback WHERE client_id = ?');
  const byId = db.prepare<[string], FeedbackRow>('SELECT * FROM feedback WHERE id = ?');
  const recent = db.prepare<[number], FeedbackRow>('SELECT * FROM feedback ORDER BY created_at DESC LIMIT ?');

  return {
    /**
     * Stores a submission. With a clientId it seen before, nothing is written and the first
     * submission comes back (`created: false`), so a re-sent offline queue stores each item once.
     */
    async add(
      submission: FeedbackSubmission,
      clientId?: string,
    ): Promise<{ feedback: StoredFeedback; created: boolean }> {
      const row: FeedbackRow = {
        id: randomUUID(),
        client_id: clientId ?? null,
        type: submission.type,
        title: submission.title,
        description: submission.description,
        email: submission.email ?? null,
        source: submission.source,
        url: submission.url,
        user_agent: submission.userAgent,
        submitted_at: submission.timestamp,
        created_at: new Date().toISOString(),
      };
      const { changes } = await insert.run(row);
      if (changes === 1) return { feedback: fromRow(row), created: true };
      const existing = clientId ? await byClientId.get(clientId) : undefined;
      if (!existing) throw new Error('feedback insert ignored without a matching client id');
      return { feedback: fromRow(existing), created: false };
    },
    async get(id: string): Promise<StoredFeedback | null> {
      const row = await byId.get(id);
      return row ? fromRow(row) : null;
    },
    /** Newest first. */
    async list(limit = 100): Promise<StoredFeedback[]> {
      return (await recent.all(limit)).map(fromRow);
    },
  };
}

/** The `feedback` repository. */
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
