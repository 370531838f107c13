// Probe batches E to Z, AA to AZ, BA to BZ and CA to CP's aggregate figures (issue 16, README of shared/drafter/eval/generalise): the read half,
// the unread half (a validation never read case by case) and both. Only aggregates are printed.
// `npx tsx bench/drafterProbe.ts`
import { PROBE_BATCHES } from '../shared/drafter/eval/generalise';
import { halfRows } from './drafter';

// E and F also print both halves together, as they did when they were the only batches.
const rows = PROBE_BATCHES.flatMap(({ letter, read, unread }) => [
  ...halfRows(`probe ${letter}, read half`, read),
  ...halfRows(`probe ${letter}, UNREAD half`, unread),
  ...(letter === 'E' || letter === 'F' ? halfRows(`probe ${letter}, both halves`, [...read, ...unread]) : []),
]);
for (const row of rows)
  console.log(`${row.ok ? 'ok  ' : 'MISS'} ${row.value.padStart(8)}  ${row.budget.padEnd(11)} ${row.name}`);
