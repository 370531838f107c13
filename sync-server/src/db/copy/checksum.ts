import type Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { quote, type CopyTable } from './tables';

// Verifying a copy: each table's row count and a checksum that does not depend on row order
// (the two databases sort text differently), so both sides can be read in whatever order is cheap.

/** What a table holds: its rows and an order-free checksum of them. */
export interface TableSum {
  rows: number;
  checksum: string;
}

const MASK = (1n << 64n) - 1n;

/** A column value as text; both databases hold only text, integers and nulls here. */
function asText(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString();
  throw new Error(`Unexpected column value of type ${typeof value}`);
}

/** Sums 64-bit hashes of each row's values written as text: SQLite's 3 and PostgreSQL's '3' agree. */
class RowSum {
  rows = 0;
  private sum = 0n;

  add(values: unknown[]): void {
    const text = JSON.stringify(values.map(asText));
    this.sum = (this.sum + createHash('sha256').update(text).digest().readBigUInt64BE(0)) & MASK;
    this.rows += 1;
  }

  result(): TableSum {
    return { rows: this.rows, checksum: this.sum.toString(16).padStart(16, '0') };
  }
}

/** The table's sum in SQLite, read with the copy's own select list. */
export function sqliteSum(source: Database.Database, table: CopyTable): TableSum {
  const sum = new RowSum();
  const rows = source
    .prepare(`SELECT ${table.sourceColumns.join(', ')} FROM ${quote(table.name)}`)
    .raw()
    .safeIntegers()
    .iterate() as IterableIterator<unknown[]>;
  for (const row of rows) sum.add(row);
  return sum.result();
}

/** The table's sum in PostgreSQL, read through a cursor so a big table never sits in memory. */
export async function postgresSum(client: pg.Client, table: CopyTable, batch = 2_000): Promise<TableSum> {
  const sum = new RowSum();
  const cursor = `copy_${table.name}`;
  await client.query(
    `DECLARE ${quote(cursor)} NO SCROLL CURSOR FOR SELECT ${table.columns.map(quote).join(', ')} FROM ${quote(table.name)}`,
  );
  for (;;) {
    const { rows } = await client.query<unknown[]>({ text: `FETCH ${batch} FROM ${quote(cursor)}`, rowMode: 'array' });
    for (const row of rows) sum.add(row);
    if (rows.length < batch) break;
  }
  await client.query(`CLOSE ${quote(cursor)}`);
  return sum.result();
}
