import { readdirSync, readFileSync } from 'node:fs';

// CPU time per kind of process during a bench:scale load (Linux /proc): the server instances,
// PostgreSQL's backends, this process (the simulated devices and the round-robin proxy), and
// everything else on the machine (other work sharing its cores: the machine's busy time from
// /proc/stat less ours, so short-lived processes count too). Elsewhere it reports nothing.

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

/** The machine's busy CPU seconds so far (all cores), or null without /proc/stat. */
function machineBusy(): number | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/u)
      .slice(1)
      .map(Number);
    // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
    const busy = fields
      .slice(0, 8)
      .reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
    return busy / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Starts counting; `stop()` gives CPU seconds per kind since (processes born meanwhile count in full). */
export function cpuMeter(): { stop: () => Record<Kind, number> & { wallSeconds: number } } {
  const before = sample();
  const busyBefore = machineBusy();
  const started = performance.now();
  return {
    stop() {
      const totals = { servers: 0, postgres: 0, bench: 0, other: 0 };
      for (const [pid, { kind, seconds }] of sample())
        totals[kind] += seconds - (before.get(pid)?.seconds ?? 0);
      const busyAfter = machineBusy();
      if (busyBefore !== null && busyAfter !== null)
        totals.other = Math.max(0, busyAfter - busyBefore - totals.servers - totals.postgres - totals.bench);
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
