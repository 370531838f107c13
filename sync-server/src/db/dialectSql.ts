import type { Dialect } from './sql';

/** The few SQL fragments SQLite and PostgreSQL spell differently. */
export function dialectSql(dialect: Dialect) {
  return {
    /** A table of the strings in a JSON array parameter, as one column `value`. */
    jsonArray: dialect === 'sqlite' ? 'json_each(?)' : 'json_array_elements_text(?::json)',
    /** Where `needle` first occurs in `haystack` (1-based; 0 when absent). */
    instr: (haystack: string, needle: string) =>
      dialect === 'sqlite' ? `instr(${haystack}, ${needle})` : `strpos(${haystack}, ${needle})`,
  };
}
