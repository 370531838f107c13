import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { migrationsDir, readMigrations } from '../database';
import { openStorage } from '../repositories';
import { postgresSum, sqliteSum, type TableSum } from './checksum';
import { CopyError, planCopy, quote, SEEDED_TABLES, type CopyTable } from './tables';

// `npm run db:copy` (issue 19): moves an install from its SQLite file to PostgreSQL. Ids, keys and
// the change seq are kept, so every device's pull cursor stays valid on the new database.

export interface CopyReport {
  tables: (TableSum & { name: string })[];
  /** PostgreSQL tables SQLite has no counterpart for, left empty. */
  targetOnly: string[];
  changeSeq: number;
}

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement. */
const PARAMETERS_PER_INSERT = 30_000;

/** The source at one read snapshot, refused unless it is migrated exactly as far as this version. */
function openSource(path: string): Database.Database {
  if (!existsSync(path)) throw new CopyError(`No SQLite database at ${path}.`);
  const source = new Database(path, { readonly: true, fileMustExist: true });
  const latest = readMigrations(migrationsDir('sqlite')).at(-1)?.version ?? 0;
  const applied = source.prepare('SELECT max(version) FROM schema_migrations').pluck().get() as number | null;
  if (applied !== latest) {
    source.close();
    throw new CopyError(
      `${path} is at migration ${applied ?? 'none'}, this version expects ${latest}: start the server on it once (or run npm run db:migrate with DATA_DIR) first.`,
    );
  }
  // One read transaction: everything copied and verified comes from the same moment.
  source.exec('BEGIN');
  return source;
}

/** Refuses a target that holds anything beyond the content a starting server seeds. */
async function assertEmpty(target: pg.Client, tables: CopyTable[]): Promise<void> {
  for (const table of tables) {
    if (SEEDED_TABLES.has(table.name)) continue;
    const { rows } = await target.query<{ n: string }>(`SELECT count(*) AS n FROM ${quote(table.name)}`);
    const count = Number(rows[0]?.n ?? 0);
    if (count > 0)
      throw new CopyError(
        `The target database already holds data (${count} rows in ${table.name}); db:copy fills only an empty one.`,
      );
  }
}

async function copyTable(source: Database.Database, target: pg.Client, table: CopyTable): Promise<void> {
  const rowsPerInsert = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / table.columns.length));
  const rows = source
    .prepare(`SELECT ${table.sourceColumns.join(', ')} FROM ${quote(table.name)}`)
    .raw()
    .safeIntegers()
    .iterate() as IterableIterator<unknown[]>;
  const insert = async (batch: unknown[][]) => {
    const width = table.columns.length;
    const tuples = batch.map((_, r) => `(${table.columns.map((__, c) => `$${r * width + c + 1}`).join(', ')})`);
    await target.query(
      `INSERT INTO ${quote(table.name)} (${table.columns.map(quote).join(', ')}) VALUES ${tuples.join(', ')}`,
      batch.flat(),
    );
  };
  let batch: unknown[][] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === rowsPerInsert) {
      await insert(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insert(batch);
  // Identities continue after the copied keys, so the next insert never collides with one.
  for (const column of table.identities) {
    await target.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${quote(column)}) FROM ${quote(table.name)}), 0) + 1, false)`,
      [table.name, column],
    );
  }
}

/** Counts, order-free checksums and the change seq must match on both sides, or the copy failed. */
async function verify(source: Database.Database, target: pg.Client, tables: CopyTable[]) {
  const sums: CopyReport['tables'] = [];
  await target.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    for (const table of tables) {
      const expected = sqliteSum(source, table);
      const actual = await postgresSum(target, table);
      if (expected.rows !== actual.rows || expected.checksum !== actual.checksum)
        throw new CopyError(
          `Verification failed for ${table.name}: SQLite has ${expected.rows} rows (checksum ${expected.checksum}), PostgreSQL ${actual.rows} (${actual.checksum}).`,
        );
      sums.push({ name: table.name, ...expected });
    }
    const seqs = await target.query<{ value: string; highest: string | null }>(
      `SELECT value, (SELECT max(seq) FROM spine_maps) AS highest FROM change_seq WHERE id = 1`,
    );
    const sourceSeq = Number(source.prepare('SELECT value FROM change_seq WHERE id = 1').pluck().get() ?? 0);
    const changeSeq = Number(seqs.rows[0]?.value ?? -1);
    if (changeSeq !== sourceSeq || Number(seqs.rows[0]?.highest ?? 0) > changeSeq)
      throw new CopyError(`Verification failed for the change seq: SQLite ${sourceSeq}, PostgreSQL ${changeSeq}.`);
    return { tables: sums, changeSeq };
  } finally {
    await target.query('COMMIT');
  }
}

/**
 * Copies the SQLite database at `from` into the PostgreSQL database at `to` (migrated first; it must
 * hold nothing but seeded content), in one transaction, parents before children; then verifies.
 */
export async function copyDatabase(options: { from: string; to: string }): Promise<CopyReport> {
  const source = openSource(options.from);
  const target = new pg.Client({ connectionString: options.to });
  try {
    const storage = openStorage({ dataDir: '/nonexistent', databaseUrl: options.to });
    try {
      await storage.migrate();
    } finally {
      await storage.close();
    }
    await target.connect();
    const { tables, targetOnly } = await planCopy(source, target);
    await assertEmpty(target, tables);
    await target.query('BEGIN');
    try {
      // Seeded content and the fresh counter row give way to the source's own.
      for (const table of [...tables].reverse()) await target.query(`DELETE FROM ${quote(table.name)}`);
      for (const table of tables) await copyTable(source, target, table);
      await target.query('COMMIT');
    } catch (error) {
      await target.query('ROLLBACK');
      throw error;
    }
    return { ...(await verify(source, target, tables)), targetOnly };
  } finally {
    source.close();
    await target.end().catch(() => undefined);
  }
}
