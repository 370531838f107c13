import type { Dialect } from './sql';

/** The few SQL fragments SQLite and PostgreSQL spell differently. */
export function dialectSql(dialect: Dialect) {
  return {
    /** A table of the strings in a JSON array parameter, as one column `value`. */
    jsonArray: dialect === 'sqlite' ? 'json_each(?)' : 'json_array_elements_text(?::json)',
    /**
     * `column` is one of the strings in a JSON array parameter. On PostgreSQL as `= ANY` of an array:
     * a join with json_array_elements_text is planned for its fixed guess of 100 elements, which made
     * a push's read of its maps a scan of every map (12 ms at 20,000 maps, 0.04 ms by the index).
     */
    inList: (column: string) =>
      dialect === 'sqlite'
        ? `${column} IN (SELECT value FROM json_each(?))`
        : `${column} = ANY (ARRAY(SELECT json_array_elements_text(?::json)))`,
    /** Where `needle` first occurs in `haystack` (1-based; 0 when absent). */
    instr: (haystack: string, needle: string) =>
      dialect === 'sqlite' ? `instr(${haystack}, ${needle})` : `strpos(${haystack}, ${needle})`,
  };
}
