// The real server process for tests about processes (locks, kill -9, backup/restore): spawned as
// `node --import tsx server/main.ts`, with writes through its HTTP API and a way to read them back.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  url: string;
  output: () => string;
}

export interface Exited {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
  /** Milliseconds from spawn to exit. */
  tookMs: number;
}

/** The environment of a test server: quiet, no demo data, no rate limits in the way, the given folder. */
export function serverEnv(dataDir: string, env: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    CLIENT_DIR: `${dataDir}-no-client`,
    ...env,
  };
}

export function spawnServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Starts the server and resolves once /api/health answers 200. */
export function startServer(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const { child, output } = spawnServer(env);
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`server did not start in ${timeoutMs} ms:\n${output()}`)), timeoutMs);
    const check = async () => {
      const match = /Shikhon is running on (http:\/\/localhost:\d+)/.exec(output());
      // Seeding runs after listen: the accounts are printed once an empty database has been filled.
      const seeded = /(Seeded accounts|Accounts seeded earlier|No starting accounts)[^\n]*\n/.test(output());
      if (!match || !seeded || settled) return;
      child.stdout!.off('data', onData);
      const url = match[1]!.replace('localhost', '127.0.0.1');
      try {
        const health = await fetch(`${url}/api/health`);
        if (health.status !== 200) throw new Error(`health answered ${health.status}`);
      } catch (error) {
        fail(error as Error);
        return;
      }
      settled = true;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ child, pid: child.pid!, url, output });
    };
    const onData = () => void check();
    child.stdout!.on('data', onData);
    child.on('exit', (code, signal) => fail(new Error(`server exited (${code ?? signal}) before it started:\n${output()}`)));
  });
}

/** Runs a process that is expected to stop by itself (a refused start, a CLI), with a deadline. */
export function runToExit(command: { child: ChildProcess; output: () => string }, timeoutMs = 30_000): Promise<Exited> {
  const started = Date.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => command.child.kill('SIGKILL'), timeoutMs);
    command.child.on('exit', (code, signal) => {
      clearTimeout(timer);
      // Let the pipes drain.
      setImmediate(() => resolve({ code, signal, output: command.output(), tookMs: Date.now() - started }));
    });
  });
}

/** kill -9, resolving once the process is gone. */
export function killHard(server: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}

/** SIGTERM (a clean shutdown), resolving with the exit code. */
export function stopServer(server: ServerProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve(server.child.exitCode);
    server.child.once('exit', (code) => resolve(code));
    server.child.kill('SIGTERM');
  });
}

// ── Writes through the API: Hire a Tutor requests (public form), read back through the admin list

let phones = 0;
/** Each request from its own phone number: the form allows a few requests per phone a day. */
const nextPhone = () => `0171${String((phones += 1)).padStart(7, '0')}`;

export const hireRequestBody = (studentName: string, phone = nextPhone()) => ({
  studentName,
  phone,
  medium: 'Bangla Medium',
  classLevel: 'Class 8',
  subjects: ['Math', 'English'],
  district: 'Dhaka',
  area: 'Mirpur',
  address: 'House 12, Road 5, Mirpur 10',
  agreedToTerms: true,
});

/** One Hire a Tutor request; true when the server acknowledged it (201). */
export async function writeHireRequest(url: string, studentName: string): Promise<boolean> {
  const response = await fetch(`${url}/api/auth/create_tutor_request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(hireRequestBody(studentName)),
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`create_tutor_request answered ${response.status}`);
  return true;
}

/**
 * `writers` loops writing requests named `<prefix> <n>` until `until()` is true; resolves with the names the server
 * acknowledged (also pushed to `acknowledged` as they come). A write cut off by a killed server is not counted.
 */
export async function writeUntil(
  url: string,
  prefix: string,
  until: () => boolean,
  writers = 4,
  acknowledged: string[] = [],
): Promise<string[]> {
  let next = 0;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (!until()) {
        const name = `${prefix} ${next++}`;
        try {
          await writeHireRequest(url, name);
          acknowledged.push(name);
        } catch {
          return; // the server is gone
        }
      }
    }),
  );
  return acknowledged;
}

/** The seeded admin's bearer headers (ADMIN_EMAIL/ADMIN_PASSWORD defaults). */
export async function adminHeaders(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrPhone: 'admin@shikhon.test', password: 'Admin@Shikhon1', userType: 'admin' }),
  });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { user: { token: string } };
  return { authorization: `Bearer ${body.user.token}` };
}

/** Every Hire a Tutor request's student name, through the admin list (100 a page). */
export async function readHireRequestNames(url: string): Promise<string[]> {
  const headers = await adminHeaders(url);
  const names: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${url}/api/auth/get_tutor_request?limit=100&page=${page}`, { headers });
    if (response.status !== 200) throw new Error(`get_tutor_request answered ${response.status}`);
    const body = (await response.json()) as { data: { studentName: string }[]; total: number };
    names.push(...body.data.map((request) => request.studentName));
    if (body.data.length === 0 || names.length >= body.total) return names;
  }
}

// ── PostgreSQL: a fresh database per test, as tests/server/harness.ts makes them

export const postgresAdminUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shikhon_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
