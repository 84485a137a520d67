// `npm run build:server`: the server as one ES module, dist/server/main.mjs, so `npm start` runs plain `node` without
// tsx's loader thread (issue 15: start in under 3 s; the loader was most of the start's CPU, docs/operations.md).
// node_modules stay external (loaded by Node as usual). Each module's `import.meta.url` is replaced by its source
// file's URL, so the paths the server computes from it (the project root, drizzle/, the catalogues, the CV font)
// resolve exactly as when run from source. Then it makes the migrated PGlite template an empty DATA_DIR is filled from
// (server/db/pglite-template.ts), so the first start after a build does not spend initdb's seconds on it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { migrationsFolder } from '../server/db/database';
import { ensureTemplateFolder } from '../server/db/pglite-template';

const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.(ts|tsx|js|mjs)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js',
      };
    });
  },
};

const started = performance.now();
const result = await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  tsconfig: 'tsconfig.json',
  plugins: [sourceUrls],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`dist/server/main.mjs: ${(bytes / 1024).toFixed(0)} KB in ${((performance.now() - started) / 1000).toFixed(1)} s`);

// Made once per set of migrations (a few seconds the first time, nothing after). Without it the server still starts:
// the first start on an empty folder makes it.
const templateStarted = performance.now();
try {
  const folder = await ensureTemplateFolder(migrationsFolder);
  console.log(`PGlite template: ${path.relative(process.cwd(), folder)} (${((performance.now() - templateStarted) / 1000).toFixed(1)} s)`);
} catch (error) {
  console.warn(`PGlite template not made (${(error as Error).message}): the first start on an empty DATA_DIR will make it.`);
}
