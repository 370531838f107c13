import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { copyDatabase, type CopyReport } from './db/copy/copyDatabase';

const USAGE =
  'Usage: npm run db:copy -- --from data/spine.db --to postgres://user:password@host:5432/spine\n' +
  '(--from defaults to spine.db under DATA_DIR, --to to DATABASE_URL). Stop the server first.';

/** Where to copy from and to: the flags, else the configured SQLite file and DATABASE_URL. */
export function copyTargets(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): { from: string; to: string } {
  const { values } = parseArgs({ args: argv, options: { from: { type: 'string' }, to: { type: 'string' } } });
  const to = values.to ?? env.DATABASE_URL;
  if (!to || !/^postgres(ql)?:\/\//.test(to)) throw new Error(`--to must be a postgres:// URL.\n${USAGE}`);
  const from = values.from ?? join(loadConfig({ ...env, DATABASE_URL: undefined }).dataDir, 'spine.db');
  return { from, to };
}

/** The report a person reads: one line per table, then what was verified. */
export function describeCopy(report: CopyReport): string {
  const width = Math.max(...report.tables.map((table) => table.name.length));
  const lines = report.tables.map(
    (table) =>
      `  ${table.name.padEnd(width)}  ${String(table.rows).padStart(9)} ${table.rows === 1 ? 'row ' : 'rows'}  checksum ${table.checksum}`,
  );
  if (report.targetOnly.length > 0)
    lines.push(`  left empty (PostgreSQL only): ${report.targetOnly.join(', ')}`);
  lines.push(`Copied and verified: row counts, checksums, change seq ${report.changeSeq}.`);
  return lines.join('\n');
}

// Run as a program (the bundle dist/server/copyMain.js), not when a test imports it.
if (process.argv[1]?.endsWith('copyMain.js')) {
  try {
    const targets = copyTargets(process.argv.slice(2));
    console.log(`Copying ${targets.from} to PostgreSQL…`);
    console.log(describeCopy(await copyDatabase(targets)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
