// `npm run bench:js` (issue 15, "ship less"): the initial JavaScript of each public page, read from a built
// client's manifest (dist/client/.vite/manifest.json, or the folder given as the first argument or CLIENT_DIR).
// It builds nothing. A page's initial JS is what the browser fetches before the page can hydrate: the entry
// (index.html's script) with every chunk it imports statically, plus the page's chunk with its static imports
// (the server render preloads those, server/plugins/server-render.ts). Sizes are raw, gzip (level 9) and brotli
// (quality 11, as the build's precompression), in KB of 1000 bytes. Any chunk of the admin area or of a member's
// own pages among them is named: public pages must carry none.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/** The public pages the server renders, as src/app/entrypoint/server.tsx names their modules. */
const PUBLIC_PAGES: Record<string, string> = {
  'home /': 'src/pages/home/index.ts',
  'tuition board /tution_list': 'src/pages/tuition-board/index.ts',
  'job /tuition_details/:id': 'src/pages/tuition-details/index.ts',
  'find tutors /premium_tutor': 'src/pages/find-tutors/index.ts',
  'tutor /premium_tutor_details/:id': 'src/pages/tutor-details/index.ts',
};

/** Modules only the admin area or a signed-in member needs (their chunks must not be initial on a public page). */
const PRIVATE_MODULE =
  /^src\/(pages\/(admin-|dashboard|my-|member-|posted-jobs|update-profile|new-tutor-request)|widgets\/(admin-|member-|user-menu|notification))/;
/** Chunk names of the same (a shared chunk is named after its first module). */
const PRIVATE_NAME = /^(admin|Admin|Dashboard|MyApplications|MyTuitions|MyRequests|MemberNotifications|PostedJobs|UserMenu|NotificationBell|MemberSidebar|SessionExpired)/;

const clientDir = path.resolve(process.argv[2] ?? process.env.CLIENT_DIR ?? 'dist/client');
const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}: build the client first (npx vite build).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizeOf(file: string) {
  const known = sizes.get(file);
  if (known) return known;
  const bytes = readFileSync(path.join(clientDir, file));
  const size = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizes.set(file, size);
  return size;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const isPrivate = (key: string) => {
  const chunk = manifest[key]!;
  return PRIVATE_MODULE.test(chunk.src ?? '') || PRIVATE_NAME.test(chunk.name ?? '');
};

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('index.html'));
if (!entryKey) {
  console.error('The manifest has no index.html entry.');
  process.exit(1);
}
const entry = closure(entryKey);

const total = (keys: Iterable<string>) => {
  const sum = { raw: 0, gzip: 0, brotli: 0, chunks: 0 };
  for (const key of keys) {
    const size = sizeOf(manifest[key]!.file);
    sum.raw += size.raw;
    sum.gzip += size.gzip;
    sum.brotli += size.brotli;
    sum.chunks += 1;
  }
  return sum;
};

const rows: Record<string, string | number>[] = [];
const entrySum = total(entry);
rows.push({
  page: 'entry alone',
  chunks: entrySum.chunks,
  'raw KB': kb(entrySum.raw),
  'gzip KB': kb(entrySum.gzip),
  'brotli KB': kb(entrySum.brotli),
  'admin/member chunks': [...entry].filter(isPrivate).map((key) => manifest[key]!.name ?? key).join(', ') || 'none',
});
let failed = false;
for (const [page, module] of Object.entries(PUBLIC_PAGES)) {
  if (!manifest[module]) {
    console.error(`${page}: ${module} is not in the manifest`);
    failed = true;
    continue;
  }
  const keys = new Set([...entry, ...closure(module)]);
  const sum = total(keys);
  const privateChunks = [...keys].filter(isPrivate).map((key) => manifest[key]!.name ?? key);
  rows.push({
    page,
    chunks: sum.chunks,
    'raw KB': kb(sum.raw),
    'gzip KB': kb(sum.gzip),
    'brotli KB': kb(sum.brotli),
    'admin/member chunks': privateChunks.join(', ') || 'none',
  });
}
console.log(`Initial JS per public page (${path.relative(process.cwd(), clientDir) || clientDir})`);
console.table(rows);
if (failed) process.exit(1);
