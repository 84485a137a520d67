// Precompression at build: every text asset of the client build of 1 KB or more gets a brotli (.br, quality 11)
// and a gzip (.gz, level 9) copy next to it, which @fastify/static serves (`preCompressed`) to browsers that ask,
// so no request pays for compressing a file that never changes. node:zlib only.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing (images and fonts in modern formats are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|webmanifest|ico|wasm)$/i;
export const PRECOMPRESS_MIN_BYTES = 1024;

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file of `folder` of at least 1 KB; returns how many. */
export async function precompressFolder(folder: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const jobs: Promise<void>[] = [];
  for await (const file of filesUnder(folder)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      (async () => {
        if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return;
        const content = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        totals.files += 1;
        totals.bytes += content.length;
        totals.brotliBytes += br.length;
      })(),
    );
  }
  await Promise.all(jobs);
  return totals;
}

/** The Vite plugin: precompresses the client build's output folder once it is written (not Storybook's). */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'shikhon:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr || config.build.write === false) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      if (!outDir.endsWith(path.join('dist', 'client'))) return;
      const { files, bytes, brotliBytes } = await precompressFolder(outDir);
      config.logger.info(
        `precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB → ${(brotliBytes / 1024).toFixed(0)} KB brotli (+ gzip)`,
      );
    },
  };
}
