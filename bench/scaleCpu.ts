import { readdirSync, readFileSync } from 'node:fs';

// CPU time per kind of process during a bench:scale load (Linux /proc): the server instances,
// PostgreSQL's backends, this process (the simulated devices and the round-robin proxy), and
// everything else on the machine (other work sharing its cores). Elsewhere it reports nothing.

/** Kinds of process, by command line. */
const KINDS = ['servers', 'postgres', 'bench', 'other'] as const;
type Kind = (typeof KINDS)[number];

const TICKS_PER_SECOND = 100;

function kindOf(pid: string, cmdline: string): Kind {
  if (pid === String(process.pid)) return 'bench';
  if (cmdline.includes('fault-server/server-')) return 'servers';
  if (cmdline.startsWith('postgres')) return 'postgres';
  return 'other';
}

/** CPU seconds used so far by each kind of live process, keyed by pid. */
function sample(): Map<string, { kind: Kind; seconds: number }> {
  const found = new Map<string, { kind: Kind; seconds: number }>();
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/u.test(name));
  } catch {
    return found;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command (which may hold spaces) start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      found.set(pid, { kind: kindOf(pid, cmdline), seconds: ticks / TICKS_PER_SECOND });
    } catch {
      // The process ended meanwhile.
    }
  }
  return found;
}

/** Starts counting; `stop()` gives CPU seconds per kind since (processes born meanwhile count in full). */
export function cpuMeter(): { stop: () => Record<Kind, number> & { wallSeconds: number } } {
  const before = sample();
  const started = performance.now();
  return {
    stop() {
      const totals = { servers: 0, postgres: 0, bench: 0, other: 0 };
      for (const [pid, { kind, seconds }] of sample())
        totals[kind] += seconds - (before.get(pid)?.seconds ?? 0);
      return { ...totals, wallSeconds: (performance.now() - started) / 1000 };
    },
  };
}

/** One line: CPU seconds per kind, and the share of the machine's cores they used. */
export function cpuLine(used: ReturnType<ReturnType<typeof cpuMeter>['stop']>, cores: number): string {
  const capacity = used.wallSeconds * cores;
  const part = (kind: Kind) =>
    `${kind} ${used[kind].toFixed(0)} s (${Math.round((100 * used[kind]) / capacity)}%)`;
  return `${KINDS.map(part).join(', ')} of ${capacity.toFixed(0)} core-seconds`;
}
