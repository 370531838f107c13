import { createHash } from 'node:crypto';
import { ARCHETYPES } from '../../../shared/content/archetypes';
import { EXAMPLE_MAPS } from '../../../shared/content/examples';
import { TEMPLATES } from '../../../shared/content/templates';

/** What the bundled content is: the app version that carries it and a hash of it. */
export interface ContentStamp {
  version: string;
  hash: string;
}

/** The stamp of the content bundled with this build. */
export function bundledContentStamp(version: string): ContentStamp {
  const hash = createHash('sha256')
    .update(JSON.stringify([TEMPLATES, ARCHETYPES, EXAMPLE_MAPS]))
    .digest('hex');
  return { version, hash };
}

/** Compares dotted versions numerically (1.10.0 > 1.9.2); a pre-release tag counts as lower. */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.split(/[.+-]/).map((part) => (/^\d+$/.test(part) ? Number(part) : -1));
  const [pa, pb] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/**
 * Whether this build's content should be written over what the database holds (issue 19: in a
 * rolling deploy an older instance must never overwrite or delete content a newer one seeded).
 * Seeds a database never seeded, or seeded by an older version, or by this version with other
 * content (a development build); never when a newer version seeded it.
 */
export function shouldSeed(stored: ContentStamp | null, bundled: ContentStamp): boolean {
  if (!stored) return true;
  const order = compareVersions(bundled.version, stored.version);
  if (order !== 0) return order > 0;
  return stored.hash !== bundled.hash;
}
