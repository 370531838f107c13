import type { Db } from './database';

/**
 * The global change sequence (`change_seq`): every change a pull must report (a map write, a
 * membership change) takes the next value. `next` runs inside the caller's `db.change` (which
 * locked the counter row first), or in one of its own.
 */
export function createChangeSeq(db: Db) {
  const nextStmt = db.prepare<[], { value: number }>(
    'UPDATE change_seq SET value = value + 1 WHERE id = 1 RETURNING value',
  );
  const currentStmt = db.prepare<[], { value: number }>('SELECT value FROM change_seq WHERE id = 1');
  return {
    next: (): Promise<number> => db.change(async () => (await nextStmt.get())?.value ?? 0),
    current: async (): Promise<number> => (await currentStmt.get())?.value ?? 0,
  };
}
