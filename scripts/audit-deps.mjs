#!/usr/bin/env node
// The dependency check of CI (issue 18). Runs `npm audit --omit=dev` when the registry's audit
// endpoint answers; where it does not (this workplace's registry refuses it), checks the installed
// production packages (package-lock.json) against the vendored snapshot scripts/advisories.json and
// says plainly that it did so. Fails on a high or critical advisory; lists moderate and low ones.
//   node scripts/audit-deps.mjs            check
//   node scripts/audit-deps.mjs --refresh  rewrite the snapshot from the registry (where it answers)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const SNAPSHOT = join(root, 'scripts', 'advisories.json');
const FAIL_AT = new Set(['high', 'critical']);

/** Installed production packages from the lock file: name → versions. */
function installed() {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const found = new Map();
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    if (!path.startsWith('node_modules/') || entry.dev || entry.devOptional || !entry.version) continue;
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    found.set(name, new Set([...(found.get(name) ?? []), entry.version]));
  }
  return found;
}

const parse = (version) =>
  version
    .replace(/^[=v]+/, '')
    .split(/[-+]/)[0]
    .split('.')
    .map(Number);
function compare(a, b) {
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/** Whether `version` is in an npm range of comparators (`<1.2.3`, `>=2 <3`, `a - b`, `||`). */
export function inRange(version, range) {
  return range.split('||').some((part) => {
    const hyphen = /^\s*(\S+)\s+-\s+(\S+)\s*$/.exec(part);
    if (hyphen) return compare(version, hyphen[1]) >= 0 && compare(version, hyphen[2]) <= 0;
    return part
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => {
        const [, op = '=', bound = ''] = /^(<=|>=|<|>|=)?(.+)$/.exec(comparator) ?? [];
        const order = compare(version, bound);
        return { '<': order < 0, '<=': order <= 0, '>': order > 0, '>=': order >= 0, '=': order === 0 }[op];
      });
  });
}

/** `npm audit --omit=dev --json`, or null when the registry's audit endpoint does not answer. */
function npmAudit() {
  try {
    const out = execFileSync('npm', ['audit', '--omit=dev', '--json'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
    return JSON.parse(out);
  } catch (error) {
    // npm audit exits non-zero when it finds something; its JSON is still on stdout.
    try {
      const report = JSON.parse(String(error.stdout ?? ''));
      return report.vulnerabilities ? report : null;
    } catch {
      return null;
    }
  }
}

function refresh() {
  const registry = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' })
    .trim()
    .replace(/\/$/, '');
  const body = Object.fromEntries([...installed()].map(([name, versions]) => [name, [...versions]]));
  return fetch(`${registry}/-/npm/v1/security/advisories/bulk`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (response) => {
    if (!response.ok) throw new Error(`the registry answered ${response.status}`);
    const advisories = await response.json();
    const old = JSON.parse(readFileSync(SNAPSHOT, 'utf8'));
    writeFileSync(
      SNAPSHOT,
      `${JSON.stringify({ ...old, generatedAt: new Date().toISOString().slice(0, 10), advisories }, null, 2)}\n`,
    );
    console.log(`Snapshot refreshed: ${Object.keys(advisories).length} packages with advisories.`);
  });
}

function report(findings, source) {
  for (const f of findings)
    console.log(`  ${f.severity.padEnd(8)} ${f.name}@${f.version}  ${f.id}  ${f.title}  ${f.url}`);
  const failing = findings.filter((f) => FAIL_AT.has(f.severity));
  console.log(
    `dependency check (${source}): ${findings.length} advisories apply, ${failing.length} high or critical.`,
  );
  return failing.length === 0 ? 0 : 1;
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;

if (!isMain) {
  // Imported (to check inRange): nothing runs.
} else if (process.argv.includes('--refresh')) {
  refresh().catch((error) => {
    console.error(`Could not refresh the snapshot: ${error.message}. The vendored one stays as it is.`);
    process.exit(1);
  });
} else {
  const audit = npmAudit();
  if (audit) {
    const findings = Object.values(audit.vulnerabilities ?? {}).map((v) => ({
      name: v.name,
      version: v.range,
      severity: v.severity,
      id: (v.via ?? []).map((via) => via.url ?? via).join(' '),
      title: '',
      url: '',
    }));
    process.exit(report(findings, 'npm audit --omit=dev'));
  }
  const snapshot = JSON.parse(readFileSync(SNAPSHOT, 'utf8'));
  console.log(
    `NOTE: npm audit could not run (the registry's audit endpoint did not answer), so installed production ` +
      `packages were checked against the vendored advisory snapshot of ${snapshot.generatedAt} ` +
      `(scripts/advisories.json). Refresh it where the registry answers: npm run audit:deps -- --refresh`,
  );
  const findings = [];
  for (const [name, versions] of installed()) {
    for (const advisory of snapshot.advisories[name] ?? []) {
      for (const version of versions) {
        if (inRange(version, advisory.vulnerable_versions)) findings.push({ name, version, ...advisory });
      }
    }
  }
  process.exit(report(findings, `snapshot ${snapshot.generatedAt}`));
}
