// `npm run bench:api`: load-tests the public board and tutor-search calls, and the admin area's lists, on a
// large generated data set.
//
//   npm run bench:api -- [--tutors 25000] [--jobs 5000] [--duration 10] [--warmup 3] [--connections 10]
//                        [--engines pglite,postgres] [--calls public,admin] [--only <part of a call's name>] [--explain]
//                        [--keep] [--reuse shikhon_bench_…] [--rate 50] [--source] [--profile <folder>]
//                        [--cache-ms 0]
//
// For each engine it seeds the set into a fresh database (a temporary PGlite folder; and a fresh PostgreSQL
// database when BENCH_DATABASE_URL or TEST_DATABASE_URL is set), starts the real server process on
// 127.0.0.1, and runs autocannon against it on loopback, one call at a time, for a bounded duration.
// The admin calls sign in first as the seeded admin (POST /api/auth/login) and send its bearer token.
// PostgreSQL only: --keep leaves the seeded database in place (seeding 250 000 tutors takes many minutes);
// --reuse <name> measures such a database again (pending migrations applied, then ANALYZE; no seeding, kept).
// PGlite: --keep leaves the data folder, --reuse </absolute/folder> measures it again (one engine per run then).
// It prints p50/p99 latency and requests per second per call (and EXPLAIN ANALYZE of the main queries
// with --explain). Not part of `npm test`.
// --rate N sends N requests per second in all (autocannon's overallRate) instead of as many as the server answers:
// the issue's PGlite target is latency at 50 req/s. The server is the bundle `npm start` runs (dist/server/main.mjs,
// made by `npm run build`) when it is there, else the sources through tsx; --source always runs the sources.
// --profile <folder> writes the server's CPU profile (node --cpu-prof) there when it stops.
// --cache-ms sets the server's PUBLIC_CACHE_MS: 0 measures every public call answered from the database (the
// default, 5 000, answers a guest's repeat read from memory; see server/plugins/public-answer-cache.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { desc, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, makeConfig } from '../server/config';
import { openDatabase, type Database, type DatabaseHandle } from '../server/db/database';
import { tuitions, tutorSearch } from '../server/db/schema';
import { generateMarketplace, seedDatabase } from '../server/seed';
import { EXACT_COUNT_LIMIT } from '../server/services/search-counts';
import { boardConditions } from '../server/services/tuitions';
import { tutorConditions } from '../server/services/tutors';

const root = fileURLToPath(new URL('..', import.meta.url));

const { values: args } = parseArgs({
  options: {
    tutors: { type: 'string', default: '25000' },
    jobs: { type: 'string', default: '5000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    explain: { type: 'boolean', default: false },
    engines: { type: 'string' },
    calls: { type: 'string', default: 'public,admin' },
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    rate: { type: 'string' },
    source: { type: 'boolean', default: false },
    profile: { type: 'string' },
    'cache-ms': { type: 'string' },
  },
});
const scale = { tutors: Number(args.tutors), jobs: Number(args.jobs) };
const duration = Math.min(60, Math.max(1, Number(args.duration)));
const connections = Math.min(100, Math.max(1, Number(args.connections)));
const warmup = Math.min(30, Math.max(1, Number(args.warmup)));
const rate = args.rate === undefined ? undefined : Math.max(1, Number(args.rate));
const postgresAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

interface Scenario {
  name: string;
  path: string;
  /** Sent with the admin's bearer token. */
  admin?: true;
}

/** The public calls measured: the board (plain, filtered, deep) and Find tutors (plain, filtered). */
const PUBLIC_SCENARIOS: Scenario[] = [
  { name: 'board, first page', path: '/api/tuitions?page=1&limit=10' },
  { name: 'board, district + preference', path: '/api/tuitions?district=Dhaka&preferredTutor=Female&page=1&limit=20' },
  { name: 'board, date range, page 3', path: `/api/tuitions?from=${monthAgo}&to=${today}&page=3&limit=10` },
  { name: 'board, job id part', path: '/api/tuitions?jobId=ab1&page=1&limit=10' },
  { name: 'board, page 250 of 20', path: '/api/tuitions?page=250&limit=20' },
  { name: 'district counts', path: '/api/tuitions/counts-by-district' },
  { name: 'tutors, first page', path: '/api/tutors/all?page=1&limit=15' },
  { name: 'tutors, district + area', path: '/api/tutors/all?district=Dhaka&area=Mirpur&page=1&limit=15' },
  {
    name: 'tutors, medium + class + gender',
    path: `/api/tutors/all?medium=Bangla&class=${encodeURIComponent('Class 8')}&gender=Female&page=2&limit=15`,
  },
  { name: 'tutors, premium', path: '/api/tutors/all?type=premium&page=1&limit=15' },
];

const students = (query: string) => `/api/auth/get_all_users?userType=student&${query}`;

/** The admin area's lists, as its screens ask for them (first pages, a deep page, the filters and searches). */
const ADMIN_SCENARIOS: Scenario[] = [
  { name: 'admin: dashboard stats', path: '/api/admin/stats' },
  { name: 'admin: students, first page', path: students('page=1&limit=10') },
  { name: 'admin: students, active filter', path: students('filter=active&page=1&limit=10') },
  { name: 'admin: students, search', path: students('search=rahman&page=1&limit=10') },
  { name: 'admin: students, by name, page 100', path: students('sort=name&order=asc&page=100&limit=10') },
  { name: 'admin: tutors, first page', path: '/api/admin/tutors?filter=all&page=1&limit=10' },
  { name: 'admin: tutors, pending, page 50', path: '/api/admin/tutors?filter=pending&page=50&limit=10' },
  { name: 'admin: tutors, search', path: '/api/admin/tutors?filter=all&search=rahman&page=1&limit=10' },
  { name: 'admin: tuitions, first page', path: '/api/admin/tuitions?status=all&page=1&limit=10' },
  { name: 'admin: tuitions, active, page 100', path: '/api/admin/tuitions?status=active&page=100&limit=10' },
  { name: 'admin: header search, name', path: '/api/admin/search?q=rahman' },
  { name: 'admin: header search, number', path: '/api/admin/search?q=1234' },
  { name: 'admin: applications, pending tab', path: '/api/tuitionApply?tab=pending&page=1&limit=10' },
  { name: 'admin: applications, assigned tab', path: '/api/tuitionApply?tab=assigned&page=1&limit=10' },
  { name: 'admin: payments, Due', path: '/api/payments?status=Due&page=1' },
  { name: 'admin: payments, all', path: '/api/payments?status=all&page=1' },
  { name: 'admin: hire requests, pending', path: '/api/auth/get_tutor_request?status=pending&page=1' },
  { name: 'admin: student requests, pending', path: '/api/students/get-tutor-requests?status=pending&page=1' },
  { name: 'admin: student requests, all, page 20', path: '/api/students/get-tutor-requests?status=all&page=20' },
  { name: 'admin: notifications', path: '/api/notifications' },
].map((scenario): Scenario => ({ ...scenario, admin: true }));

const groups = args.calls.split(',').map((name) => name.trim());
const SCENARIOS = [...(groups.includes('public') ? PUBLIC_SCENARIOS : []), ...(groups.includes('admin') ? ADMIN_SCENARIOS : [])].filter(
  (scenario) => !args.only || scenario.name.includes(args.only),
);

interface Engine {
  name: 'pglite' | 'postgres';
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  cleanup(): Promise<void>;
}

async function pgliteEngine(): Promise<Engine> {
  // --reuse <folder> on PGlite: a data folder kept by an earlier --keep run.
  const reuse = args.reuse?.startsWith('/') ? args.reuse : undefined;
  const dataDir = reuse ?? (await mkdtemp(path.join(tmpdir(), 'shikhon-bench-')));
  return {
    name: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    async cleanup() {
      if (args.keep || reuse) {
        log(`  [pglite] kept data folder ${dataDir} (measure it again with --reuse ${dataDir}; delete it when done)`);
        return;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresEngine(adminUrl: string): Promise<Engine> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shikhon-bench-pg-'));
  const reuse = args.reuse?.startsWith('/') ? undefined : args.reuse;
  if (reuse !== undefined && !/^shikhon_bench_[0-9a-z_]+$/.test(reuse)) throw new Error('--reuse takes a shikhon_bench_… database name');
  const name = reuse ?? `shikhon_bench_${randomBytes(5).toString('hex')}`;
  if (!reuse) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString() }),
    async cleanup() {
      if (args.keep || reuse) {
        log(`  [postgres] kept database ${name} (measure it again with --reuse ${name}; drop it when done)`);
        await rm(dataDir, { recursive: true, force: true });
        return;
      }
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const log = (line: string) => process.stdout.write(`${line}\n`);

async function seed(engine: Engine): Promise<void> {
  const handle = await engine.open();
  try {
    const started = Date.now();
    await handle.migrate();
    if (args.reuse) {
      // A database kept by --keep: migrated to the current code (new migrations apply), not seeded again.
      await handle.db.execute(sql`analyze`);
      if (args.explain) await explain(handle.db, engine.name);
      return;
    }
    const config = makeConfig({ DATA_DIR: engine.env.DATA_DIR!, SEED_DEMO: true, LOG_LEVEL: 'silent' });
    await seedDatabase(handle.db, config);
    await generateMarketplace(handle.db, config, scale, {
      onProgress: (stage) => log(`  [${engine.name}] seeded ${stage} (${((Date.now() - started) / 1000).toFixed(1)} s)`),
    });
    if (args.explain) await explain(handle.db, engine.name);
  } finally {
    await handle.close();
  }
}

/** EXPLAIN ANALYZE of the queries behind the board and Find tutors, built by the services themselves. */
async function explain(db: Database, engine: string): Promise<void> {
  const board = { district: 'Dhaka', preferredTutor: 'Female' as const };
  const tutorsQuery = { medium: 'Bangla', class: 'Class 8', gender: 'Female' as const };
  const districtArea = { district: 'Dhaka', area: 'Mirpur' };
  const boardPage = (where: ReturnType<typeof boardConditions>, limit: number, offset = 0) =>
    db.select().from(tuitions).where(where).orderBy(desc(tuitions.postedAt), desc(tuitions.id)).limit(limit).offset(offset);
  const tutorsPage = (where: ReturnType<typeof tutorConditions>, offset = 0) =>
    db
      .select({ id: tutorSearch.userId })
      .from(tutorSearch)
      .where(where)
      .orderBy(desc(tutorSearch.isVerified), desc(tutorSearch.profileCompletion), desc(tutorSearch.createdAt), desc(tutorSearch.userId))
      .limit(15)
      .offset(offset);
  const countUpTo = (from: typeof tuitions | typeof tutorSearch, where: SQL | undefined) =>
    db.select({ n: sql`count(*)` }).from(db.select({ one: sql`1` }).from(from).where(where).limit(EXACT_COUNT_LIMIT).as('matches'));
  const queries: [string, { getSQL(): ReturnType<typeof sql> }][] = [
    ['board page (no filter)', boardPage(boardConditions({}), 10)],
    ['board count (district + preference)', db.select({ n: sql`count(*)` }).from(tuitions).where(boardConditions(board))],
    ['board page (district + preference)', boardPage(boardConditions(board), 20)],
    ['board bounded count (job id part)', countUpTo(tuitions, boardConditions({ jobId: 'ab1' }))],
    ['board page (job id part)', boardPage(boardConditions({ jobId: 'ab1' }), 10)],
    ['board page 250 of 20', boardPage(boardConditions({}), 20, 4980)],
    ['tutors page (no filter)', tutorsPage(tutorConditions({}))],
    ['tutors count (no filter)', db.select({ n: sql`count(*)` }).from(tutorSearch)],
    ['tutors bounded count (district + area)', countUpTo(tutorSearch, tutorConditions(districtArea))],
    ['tutors page (district + area)', tutorsPage(tutorConditions(districtArea))],
    ['tutors count (medium + class + gender)', db.select({ n: sql`count(*)` }).from(tutorSearch).where(tutorConditions(tutorsQuery))],
    ['tutors page 2 (medium + class + gender)', tutorsPage(tutorConditions(tutorsQuery), 15)],
  ];
  for (const [name, query] of queries) {
    const result = await db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, costs off) ${query}`);
    const rows = (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows;
    log(`\n--- EXPLAIN ANALYZE [${engine}] ${name}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
}

function startServer(engine: Engine): Promise<{ child: ChildProcess; url: string }> {
  const bundle = path.join(root, 'dist/server/main.mjs');
  const entry = !args.source && existsSync(bundle) ? [bundle] : ['--import', 'tsx', 'server/main.ts'];
  const profile = args.profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(args.profile)] : [];
  log(`  [${engine.name}] server: node ${[...profile, ...entry].map((part) => path.relative(root, part) || part).join(' ')}`);
  const child = spawn(process.execPath, [...profile, ...entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      ...(args['cache-ms'] === undefined ? {} : { PUBLIC_CACHE_MS: String(Number(args['cache-ms'])) }),
      CLIENT_DIR: path.join(engine.env.DATA_DIR!, 'no-client'),
      ...engine.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Shikhon is running on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${match[1]}` });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Row {
  engine: string;
  scenario: string;
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  failures: number;
  /** The machine's 1-minute load average at the end of the measured window (server, database and autocannon included). */
  load: number;
}

/** Signs in as the seeded admin (the server's default ADMIN_EMAIL / ADMIN_PASSWORD) and answers the bearer header. */
async function adminAuthorization(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrPhone: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD, userType: 'admin' }),
  });
  if (!response.ok) throw new Error(`admin login answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { user?: { token?: string } };
  if (!body.user?.token) throw new Error('admin login answered no token');
  return { authorization: `Bearer ${body.user.token}` };
}

async function measure(engine: Engine, url: string): Promise<Row[]> {
  const rows: Row[] = [];
  const adminHeaders = SCENARIOS.some((scenario) => scenario.admin) ? await adminAuthorization(url) : {};
  for (const scenario of SCENARIOS) {
    const headers = scenario.admin ? adminHeaders : {};
    const response = await fetch(url + scenario.path, { headers });
    if (!response.ok) throw new Error(`${scenario.path} answered ${response.status}: ${await response.text()}`);
    // Warm up unmeasured: the first seconds pay for JIT tiering (V8, and PGlite's WebAssembly), plans and caches.
    const pace = rate === undefined ? {} : { overallRate: rate };
    await autocannon({ url: url + scenario.path, headers, connections, duration: warmup, timeout: 30, ...pace });
    // autocannon stops with up to `connections` requests still in the server; PGlite runs queries one at a time,
    // so one more request waits for them: the measured window (or the next call) does not start behind a backlog.
    const drain = () => fetch(url + scenario.path, { headers }).then((answer) => answer.arrayBuffer());
    await drain();
    const result: Result = await autocannon({ url: url + scenario.path, headers, connections, duration, timeout: 30, ...pace });
    await drain();
    rows.push({
      engine: engine.name,
      scenario: scenario.name,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rps: result.requests.average,
      requests: result.requests.total,
      failures: result.errors + result.timeouts + result.non2xx,
      load: os.loadavg()[0]!,
    });
    log(`  [${engine.name}] ${scenario.name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.average} req/s, load ${os.loadavg()[0]!.toFixed(1)}`);
  }
  return rows;
}

function table(rows: Row[]): string {
  const lines = [
    '| Engine | Call | p50 (ms) | p99 (ms) | Requests/s | Requests | Failures | Load |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => `| ${row.engine} | ${row.scenario} | ${row.p50} | ${row.p99} | ${Math.round(row.rps)} | ${row.requests} | ${row.failures} | ${row.load.toFixed(1)} |`),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const wanted = (args.engines ?? 'pglite,postgres').split(',').map((name) => name.trim());
  const engines: Engine[] = [];
  if (wanted.includes('pglite')) engines.push(await pgliteEngine());
  if (wanted.includes('postgres')) {
    if (postgresAdminUrl) engines.push(await postgresEngine(postgresAdminUrl));
    else log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.');
  }
  log(
    `Shikhon API benchmark: ${args.reuse ? `the kept database ${args.reuse}` : `${scale.tutors} tutors, ${scale.jobs} active jobs`}; ${connections} connections${rate === undefined ? '' : `, ${rate} req/s in all`}, ${duration} s per call after ${warmup} s of warm-up.\n` +
      `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} x${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`,
  );
  const rows: Row[] = [];
  for (const engine of engines) {
    try {
      await seed(engine);
      const { child, url } = await startServer(engine);
      try {
        rows.push(...(await measure(engine, url)));
      } finally {
        await stopServer(child);
      }
    } finally {
      await engine.cleanup();
    }
  }
  log(`\n${table(rows)}`);
  if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
