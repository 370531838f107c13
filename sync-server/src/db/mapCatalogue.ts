import type { SpineMap } from '../../../shared/schemas/spineMap';
import type { Db } from './database';
import { dialectSql } from './dialectSql';
import type { Statement } from './sql';
import { MAP_COLUMNS, toMap, type ListOptions, type MapRow } from './mapRows';

/** Escapes a user's text as one FTS5 phrase: a substring match under the trigram tokenizer. */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** The searched fields as PostgreSQL's pg_trgm index holds them (migrations/postgres/003, public maps only since 004). */
export const SEARCH_TEXT_SQL =
  "lower(m.title || chr(31) || m.system_boundary || chr(31) || coalesce(m.context, '') || chr(31) || coalesce(m.industry, ''))";

/** A LIKE pattern for `text` anywhere: its own %, _ and \\ match literally; no field separator. */
function likePattern(text: string): string {
  return `%${text.replaceAll('\u001f', '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The catalogue's list of maps, with a prepared statement per filter shape made on first use. */
export function createCatalogueList(db: Db) {
  const listStatements = new Map<string, Statement<Record<string, unknown>, MapRow>>();
  const { instr } = dialectSql(db.dialect);

  /**
   * One side of the catalogue list, newest (highest num) first: `public` maps, or the viewer's
   * `own` maps that are not public. Each walks an index in num order and stops after the page, so
   * a common search term costs no more than a rare one. Three or more characters go through the
   * trigram index (FTS5 walks it lazily in rowid order; pg_trgm's bitmap is sorted after); fewer use
   * instr() on lower().
   */
  function listStatement(side: 'public' | 'own', options: ListOptions) {
    const search = options.search?.trim() ?? '';
    // Three characters or more go through a trigram index: FTS5 on SQLite, pg_trgm on PostgreSQL.
    const mode =
      search === '' ? 'none' : search.length < 3 ? 'like' : db.dialect === 'sqlite' ? 'fts' : 'trgm';
    const key = `${side}|${mode}|${options.industry ? 1 : 0}|${options.teamSize ? 1 : 0}`;
    let statement = listStatements.get(key);
    if (!statement) {
      const where = [
        'm.deleted_at IS NULL',
        side === 'public' ? "m.visibility = 'public'" : "m.owner_id = @viewer AND m.visibility <> 'public'",
      ];
      if (options.industry) where.push('m.industry = @industry');
      if (options.teamSize) where.push('m.team_size = @teamSize');
      if (mode === 'trgm') where.push(`${SEARCH_TEXT_SQL} LIKE @pattern`);
      if (mode === 'like') {
        where.push(
          `(${instr('lower(m.title)', '@needle')} > 0 OR ${instr('lower(m.system_boundary)', '@needle')} > 0
            OR ${instr("lower(coalesce(m.context, ''))", '@needle')} > 0 OR ${instr("lower(coalesce(m.industry, ''))", '@needle')} > 0)`,
        );
      }
      statement =
        mode === 'fts'
          ? db.prepare<Record<string, unknown>, MapRow>(
              `SELECT ${MAP_COLUMNS} FROM spine_maps_fts JOIN spine_maps m ON m.num = spine_maps_fts.rowid
               WHERE spine_maps_fts MATCH @phrase AND ${where.join(' AND ')}
               ORDER BY spine_maps_fts.rowid DESC LIMIT @limit`,
            )
          : db.prepare<Record<string, unknown>, MapRow>(
              `SELECT ${MAP_COLUMNS} FROM spine_maps m WHERE ${where.join(' AND ')} ORDER BY m.num DESC LIMIT @limit`,
            );
      listStatements.set(key, statement);
    }
    return { statement, search };
  }

  /**
   * Public maps plus the viewer's own, newest on the server first; search is a case-insensitive
   * substring match. Both sides read `offset + limit` rows at most; the page is cut from their merge.
   */
  return async (options: ListOptions = {}): Promise<SpineMap[]> => {
    const limit = options.limit ?? 100;
    const offset = options.offset ?? 0;
    const sides: ('public' | 'own')[] = options.viewerId ? ['public', 'own'] : ['public'];
    const pages = await Promise.all(
      sides.map((side) => {
        const { statement, search } = listStatement(side, options);
        return statement.all({
          viewer: options.viewerId ?? null,
          industry: options.industry ?? null,
          teamSize: options.teamSize ?? null,
          needle: search.toLowerCase(),
          phrase: ftsPhrase(search),
          pattern: likePattern(search.toLowerCase()),
          limit: offset + limit,
        });
      }),
    );
    const rows = pages.flat();
    if (sides.length > 1) rows.sort((a, b) => b.num - a.num);
    return rows.slice(offset, offset + limit).map(toMap);
  };
}
