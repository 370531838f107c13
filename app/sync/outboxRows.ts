import type { SpineTables } from '../db/db';

/** Meta key: the highest outbox seq ever put in a push request (rows up to it may be on the server). */
export const SENT_UP_TO_KEY = 'outboxSentUpTo';

/** The highest outbox seq that was ever sent; rows above it were never seen by the server. */
export async function sentUpTo(database: SpineTables): Promise<number> {
  const row = await database.meta.get(SENT_UP_TO_KEY);
  return typeof row?.value === 'number' ? row.value : 0;
}
