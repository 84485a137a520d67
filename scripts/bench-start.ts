// `npm run bench:start [-- --source]`: how fast the real server process (`node dist/server/main.mjs`, as `npm start`
// runs it after building; `--source`: `node --import tsx server/main.ts`) answers GET /api/health, and how much memory it holds when idle.
//
//   npm run bench:start -- [--runs 3] [--engines pglite,postgres] [--idle 5]
//
// Per engine and run: an empty DATA_DIR (PGlite) or a fresh PostgreSQL database (CREATE DATABASE on the server of
// BENCH_DATABASE_URL, TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres), the process started,
// /api/health polled every 20 ms from the moment of spawn; then a wait until the start-up banner (and with it the
// demo seeding) is done, `--idle` seconds of idleness, and the resident memory (VmRSS) read from /proc. A second
// start on the same data measures a restart. Prints the medians. Not part of `npm test`.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    engines: { type: 'string', default: 'pglite,postgres' },
    idle: { type: 'string', default: '5' },
    // `--source` runs server/main.ts through tsx (the old `npm start`) instead of the bundle dist/server/main.mjs.
    source: { type: 'boolean', default: false },
  },
});
const serverArgs = args.source ? ['--import', 'tsx', 'server/main.ts'] : ['dist/server/main.mjs'];
if (!args.source && !existsSync(path.join(fileURLToPath(new URL('..', import.meta.url)), 'dist/server/main.mjs'))) {
  console.error('dist/server/main.mjs is missing: run `npm run build:server` first (or pass --source).');
  process.exit(1);
}
const runs = Math.min(10, Math.max(1, Number(args.runs) || 3));
const idleSeconds = Math.min(60, Math.max(0, Number(args.idle) || 0));
const engines = args.engines.split(',').map((engine) => engine.trim());
const postgresAdminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU seconds (user + system, all threads) the process has used: less sensitive than wall time to a shared CPU. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command: state is field 3, so utime (14) and stime (15) are at 11 and 12 here; 100 ticks a second.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function rssMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

interface Measured {
  /** ms from spawn to the first 200 from /api/health. */
  health: number;
  /** CPU seconds the process used until that answer. */
  cpu: number;
  /** ms from spawn to the banner (listening, seeding done). */
  ready: number;
  /** MB resident after the banner and `idleSeconds` of idleness. */
  rss: number;
}

async function startOnce(env: Record<string, string>): Promise<Measured> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, serverArgs, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited: number | null | undefined;
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('exit', (code) => (exited = code));
  try {
    let health = NaN;
    let cpu = NaN;
    const deadline = started + 120_000;
    while (Number.isNaN(health)) {
      if (exited !== undefined) throw new Error(`the server exited with ${exited}:\n${output}`);
      if (performance.now() > deadline) throw new Error(`no health answer in 120 s:\n${output}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.status === 200) {
          health = performance.now() - started;
          cpu = await cpuSeconds(child.pid!);
        } else await response.arrayBuffer();
      } catch {
        // not listening yet
      }
      if (Number.isNaN(health)) await sleep(20);
    }
    let ready = NaN;
    while (Number.isNaN(ready)) {
      if (exited !== undefined) throw new Error(`the server exited with ${exited}:\n${output}`);
      if (performance.now() > deadline) throw new Error(`no start-up banner in 120 s:\n${output}`);
      if (/(Seeded accounts|Accounts seeded earlier|No starting accounts)/.test(output)) ready = performance.now() - started;
      else await sleep(20);
    }
    await sleep(idleSeconds * 1000);
    const rss = await rssMegabytes(child.pid!);
    return { health, cpu, ready, rss };
  } finally {
    if (exited === undefined) {
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await done;
    }
  }
}

interface Engine {
  name: string;
  /** A fresh, empty place for the data; returns the environment that points the server at it and a cleanup. */
  fresh(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>;
}

const clientDir = path.join(tmpdir(), 'shikhon-bench-start-no-client');

const pgliteEngine: Engine = {
  name: 'PGlite',
  async fresh() {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shikhon-bench-start-'));
    return {
      env: { DATA_DIR: dataDir, CLIENT_DIR: clientDir },
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    };
  },
};

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const postgresEngine: Engine = {
  name: 'PostgreSQL',
  async fresh() {
    const name = `shikhon_bench_start_${randomBytes(5).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${name}`;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shikhon-bench-start-'));
    return {
      env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir, CLIENT_DIR: clientDir },
      async cleanup() {
        await rm(dataDir, { recursive: true, force: true });
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  },
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(): Promise<void> {
  const chosen = engines.map((name) => {
    if (name === 'pglite') return pgliteEngine;
    if (name === 'postgres') return postgresEngine;
    throw new Error(`unknown engine "${name}" (pglite, postgres)`);
  });
  const [load1] = os.loadavg();
  // Wall times on a shared machine grow with its load; the CPU seconds used until health are the steadier figure.
  process.stdout.write(
    `bench:start: ${runs} run(s) per engine, ${idleSeconds} s idle before reading memory; ` +
      `${os.cpus().length} CPUs, load average ${load1?.toFixed(2)} at start\n`,
  );
  const rows: string[][] = [];
  for (const engine of chosen) {
    if (engine === postgresEngine) {
      try {
        await adminQuery('select 1');
      } catch (error) {
        process.stdout.write(`PostgreSQL at ${postgresAdminUrl.replace(/:[^:@/]*@/, ':***@')} not reachable (${String(error)}): skipped\n`);
        continue;
      }
    }
    const first: Measured[] = [];
    const again: Measured[] = [];
    for (let run = 0; run < runs; run += 1) {
      const place = await engine.fresh();
      try {
        first.push(await startOnce(place.env));
        again.push(await startOnce(place.env));
      } finally {
        await place.cleanup();
      }
      const last = first.at(-1)!;
      process.stdout.write(
        `  ${engine.name} run ${run + 1}: empty ${last.health.toFixed(0)} ms to health (${last.cpu.toFixed(2)} s CPU), ${last.ready.toFixed(0)} ms to seeded, ` +
          `${last.rss.toFixed(0)} MB idle; restart ${again.at(-1)!.health.toFixed(0)} ms, ${again.at(-1)!.rss.toFixed(0)} MB\n`,
      );
    }
    rows.push([
      engine.name,
      `${(median(first.map((m) => m.health)) / 1000).toFixed(2)} s`,
      `${median(first.map((m) => m.cpu)).toFixed(2)} s`,
      `${(median(first.map((m) => m.ready)) / 1000).toFixed(2)} s`,
      `${median(first.map((m) => m.rss)).toFixed(0)} MB`,
      `${(median(again.map((m) => m.health)) / 1000).toFixed(2)} s`,
      `${median(again.map((m) => m.cpu)).toFixed(2)} s`,
      `${median(again.map((m) => m.rss)).toFixed(0)} MB`,
    ]);
  }
  const header = [
    'Engine',
    'Empty: health',
    'CPU to health',
    'Empty: seeded',
    'Empty: idle RSS',
    'Restart: health',
    'CPU to health',
    'Restart: idle RSS',
  ];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  process.stdout.write(
    `\nMedians of ${runs} (targets: health within 3 s; idle ≤ 400 MB on PGlite, ≤ 200 MB on PostgreSQL)\n` +
      [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n') +
      '\n',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
