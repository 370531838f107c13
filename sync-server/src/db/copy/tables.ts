import type Database from 'better-sqlite3';
import type pg from 'pg';

// What `db:copy` copies: every table both schemas hold, with the columns PostgreSQL declares,
// parents before children (found from PostgreSQL's foreign keys, so a new table needs no list).

/** One table to copy: its PostgreSQL columns and the SQLite expression that fills each. */
export interface CopyTable {
  name: string;
  columns: string[];
  /** SQLite select list in `columns` order (`rowid AS num` where PostgreSQL names SQLite's rowid). */
  sourceColumns: string[];
  /** PostgreSQL identity columns, whose sequences restart after the largest copied value. */
  identities: string[];
}

/** Tables never copied: each database keeps its own record of the migrations it ran. */
const NOT_COPIED = new Set(['schema_migrations']);

/** Content the server seeds: a migrated target may already hold it; the source's replaces it. */
export const SEEDED_TABLES = new Set(['app_meta', 'templates', 'archetypes', 'change_seq']);

export class CopyError extends Error {}

export const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** SQLite's own tables: not internal, not FTS5 indexes (PostgreSQL builds its own search index). */
function sqliteTables(source: Database.Database): Map<string, Set<string>> {
  const rows = source
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string; sql: string | null }[];
  const virtual = rows.filter((row) => /^CREATE VIRTUAL TABLE/i.test(row.sql ?? '')).map((row) => row.name);
  const tables = new Map<string, Set<string>>();
  for (const { name } of rows) {
    if (virtual.some((fts) => name === fts || name.startsWith(`${fts}_`))) continue;
    const columns = source.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(name) as string[];
    tables.set(name, new Set(columns));
  }
  return tables;
}

interface PgColumn {
  table_name: string;
  column_name: string;
  is_identity: string;
}

/** Orders tables so every table comes after the tables its foreign keys point to. */
function parentsFirst(names: string[], edges: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const edge of edges) if (edge.child === name && edge.parent !== name) visit(edge.parent);
    ordered.push(name);
  };
  for (const name of [...names].sort()) visit(name);
  return ordered.filter((name) => names.includes(name));
}

/**
 * The copy plan: PostgreSQL's tables in foreign-key order, each with its column mapping. A SQLite
 * table or column PostgreSQL lacks is an error (it would be lost); PostgreSQL tables SQLite lacks
 * (state that only several instances need) are listed in `targetOnly` and left empty.
 */
export async function planCopy(
  source: Database.Database,
  target: pg.Client,
): Promise<{ tables: CopyTable[]; targetOnly: string[] }> {
  const { rows: columns } = await target.query<PgColumn>(
    `SELECT c.table_name, c.column_name, c.is_identity FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
     ORDER BY c.table_name, c.ordinal_position`,
  );
  const { rows: edges } = await target.query<{ child: string; parent: string }>(
    `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent
     FROM pg_constraint WHERE contype = 'f' AND connamespace = current_schema()::regnamespace`,
  );
  const targetTables = new Map<string, PgColumn[]>();
  for (const column of columns) {
    if (NOT_COPIED.has(column.table_name)) continue;
    targetTables.set(column.table_name, [...(targetTables.get(column.table_name) ?? []), column]);
  }
  const sourceTables = sqliteTables(source);
  for (const [name, sourceColumns] of sourceTables) {
    if (NOT_COPIED.has(name)) continue;
    const target = targetTables.get(name);
    if (!target) throw new CopyError(`PostgreSQL has no table "${name}": migrate both to the same version.`);
    const missing = [...sourceColumns].filter((column) => !target.some((c) => c.column_name === column));
    if (missing.length > 0)
      throw new CopyError(`PostgreSQL's "${name}" lacks column(s) ${missing.join(', ')}: nothing was copied.`);
  }
  const plan: CopyTable[] = [];
  const targetOnly: string[] = [];
  for (const name of parentsFirst([...targetTables.keys()], edges)) {
    const sourceColumns = sourceTables.get(name);
    if (!sourceColumns) {
      targetOnly.push(name);
      continue;
    }
    // PostgreSQL spells out, as an identity, the key SQLite keeps as its implicit rowid (`num`);
    // other columns only PostgreSQL has are left to their defaults.
    const target = (targetTables.get(name) ?? []).filter(
      (column) => sourceColumns.has(column.column_name) || column.is_identity === 'YES',
    );
    plan.push({
      name,
      columns: target.map((column) => column.column_name),
      sourceColumns: target.map((column) =>
        sourceColumns.has(column.column_name) ? quote(column.column_name) : `rowid AS ${quote(column.column_name)}`,
      ),
      identities: target.filter((column) => column.is_identity === 'YES').map((column) => column.column_name),
    });
  }
  return { tables: plan, targetOnly };
}
