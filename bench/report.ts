/** One printed benchmark line: what was measured, the figure, and the budget it is held to. */
export interface BenchRow {
  name: string;
  value: string;
  budget: string;
  ok: boolean;
}

/** Prints the rows as an aligned table; budgets are reported, never asserted. */
export function printRows(rows: BenchRow[]): void {
  const width = Math.max(...rows.map((row) => row.name.length));
  const valueWidth = Math.max(...rows.map((row) => row.value.length));
  for (const row of rows) {
    console.log(`${row.ok ? 'ok  ' : 'OVER'}  ${row.name.padEnd(width)}  ${row.value.padStart(valueWidth)}   budget ${row.budget}`);
  }
}

/** The value at fraction `p` (0..1) of an ascending list of samples. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))] ?? 0;
}
