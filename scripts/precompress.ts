// Brotli and gzip copies of every compressible file of the built app, written beside it
// (`x.js.br`, `x.js.gz`). The server's static plugin (`preCompressed`) picks one by the request's
// Accept-Encoding, so nothing is compressed per request. Runs as the last step of `vite build`,
// after vite-plugin-pwa has written the service worker.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|map)$/i;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/** What precompressing wrote: per encoding, the bytes before and after. */
export interface PrecompressTotals {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Writes `.br` and `.gz` beside each compressible file of `dir` that compression makes smaller. */
export async function precompressDir(dir: string): Promise<PrecompressTotals> {
  const totals: PrecompressTotals = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  for (const file of files) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    // A copy that is not clearly smaller is left out; the server then sends the file as it is.
    if (br.length < body.length * 0.95) await writeFile(file + '.br', br);
    if (gz.length < body.length * 0.95) await writeFile(file + '.gz', gz);
    totals.files += 1;
    totals.rawBytes += body.length;
    totals.brotliBytes += Math.min(br.length, body.length);
    totals.gzipBytes += Math.min(gz.length, body.length);
  }
  return totals;
}

/** Vite plugin: precompresses the output directory once everything (the service worker too) is written. */
export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'spine-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const totals = await precompressDir(outDir);
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
        logger?.info(
          `precompressed ${totals.files} files: ${kb(totals.rawBytes)} → brotli ${kb(totals.brotliBytes)}, gzip ${kb(totals.gzipBytes)}`,
        );
      },
    },
  };
}
