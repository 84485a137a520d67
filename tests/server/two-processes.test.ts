// @vitest-environment node
// More than one machine: two real server processes on one PostgreSQL (and one Redis when TEST_REDIS_URL is set),
// as behind a load balancer. A whole journey alternates between them: a code mailed by one is verified by the
// other, a session made on one works (and ends) on both, a request, its approval, an application, the admin's
// notification, the selection and its fee each land on one process and are read on the other.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  postgresAdminUrl,
  serverEnv,
  startServer,
  stopServer,
  type ServerProcess,
} from './process-fixtures';
import { tutorRequestBody } from './member-fixtures';

const redisUrl = process.env.TEST_REDIS_URL;
if (!postgresAdminUrl) {
  process.stdout.write('two-processes: runs on PostgreSQL only (TEST_DB=postgres); PGlite serves one process by design\n');
} else if (!redisUrl) {
  process.stdout.write('two-processes: TEST_REDIS_URL is unset, so the two processes ran without a shared Redis\n');
}

let dataDir: string;
let database: { url: string; drop(): Promise<void> } | undefined;
let servers: [ServerProcess, ServerProcess] | undefined;

beforeAll(async () => {
  if (!postgresAdminUrl) return;
  dataDir = await mkdtemp(path.join(tmpdir(), 'shikhon-two-'));
  database = await createPostgresDatabase(postgresAdminUrl);
  // One shared volume for uploads and the mail outbox, as a real deployment mounts it on every process.
  const env = serverEnv(dataDir, {
    DATABASE_URL: database.url,
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: `two-${Date.now()}:` } : {}),
  });
  // The first start migrates and creates the admin; the second finds both done.
  const first = await startServer(env);
  const second = await startServer(env);
  servers = [first, second];
}, 120_000);

afterAll(async () => {
  if (servers) await Promise.all(servers.map((server) => stopServer(server)));
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function call<T = Record<string, unknown>>(
  server: ServerProcess,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** The newest code mailed to `address`, read from the shared outbox. */
async function mailedCode(address: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    for (const name of names.sort().reverse()) {
      const text = (await readFile(path.join(outbox, name), 'utf8')).replace(/=\r?\n/g, '');
      if (!text.toLowerCase().includes(address)) continue;
      const code = /\b(\d{6})\b/.exec(text)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${address}`);
}

type SessionUser = { id: string; token: string; tutorId?: number };

/** Registration split over both processes: the code is asked on one and verified, then used, on the other. */
async function register(
  ask: ServerProcess,
  verify: ServerProcess,
  person: { name: string; email: string; phone: string; userType: 'student' | 'tutor' },
): Promise<SessionUser> {
  const body = {
    ...person,
    ...(person.userType === 'tutor' ? { gender: 'Female' } : {}),
    password: 'Shikhon#Journey24',
    confirmPassword: 'Shikhon#Journey24',
  };
  expect((await call(ask, 'POST', '/api/auth/initiate_registration', { body })).status).toBe(200);
  const otp = await mailedCode(person.email);
  expect((await call(verify, 'POST', '/api/auth/verify_registration', { body: { email: person.email, otp } })).status).toBe(200);
  const created = await call<{ user: SessionUser }>(ask, 'POST', '/api/auth/register', { body });
  expect(created.status).toBe(201);
  return created.body.user;
}

describe.runIf(Boolean(postgresAdminUrl))('two server processes on one PostgreSQL', () => {
  it('carry one journey, request by request, from either process', async () => {
    const [a, b] = servers!;
    expect(a.pid).not.toBe(b.pid);

    const stamp = Date.now().toString().slice(-8);
    const guardian = await register(a, b, {
      name: 'Two Process Guardian',
      email: `guardian.${stamp}@example.com`,
      phone: `017${stamp}`,
      userType: 'student',
    });
    const tutor = await register(b, a, {
      name: 'Two Process Tutor',
      email: `tutor.${stamp}@example.com`,
      phone: `018${stamp}`,
      userType: 'tutor',
    });
    // A session made on one process is valid on the other.
    expect((await call(b, 'GET', `/api/auth/get_all_users/${guardian.id}`, { token: guardian.token })).status).toBe(200);

    const posted = await call<{ request: { _id: string } }>(b, 'POST', `/api/students/${guardian.id}/tutor-request`, {
      token: guardian.token,
      body: tutorRequestBody({ salary: '8000' }),
    });
    expect(posted.status).toBe(201);

    const admin = await call<{ user: SessionUser }>(a, 'POST', '/api/auth/login', {
      body: { emailOrPhone: 'admin@shikhon.test', password: 'Admin@Shikhon1', userType: 'admin' },
    });
    expect(admin.status).toBe(200);
    const adminToken = admin.body.user.token;
    // A guest reads the board on one process first, so that process keeps the answer (PUBLIC_CACHE_MS): the
    // approval on the other must still show there at once (the change signal: LISTEN/NOTIFY).
    const boardBefore = await call<{ data: { jobId: string }[] }>(a, 'GET', '/api/tuitions?limit=100');
    expect(boardBefore.status).toBe(200);
    const approved = await call<{ jobId: string }>(b, 'PUT', `/api/students/change-request-status/${posted.body.request._id}`, {
      token: adminToken,
      body: { status: 'approved' },
    });
    expect(approved.status).toBe(200);
    const jobId = approved.body.jobId;

    const board = await call<{ data: { jobId: string }[] }>(a, 'GET', '/api/tuitions?limit=100');
    expect(board.body.data.map((job) => job.jobId)).toContain(jobId);

    expect((await call(b, 'POST', `/api/tuitionApply/apply/${jobId}`, { token: tutor.token })).status).toBeLessThan(300);
    // The admin's notifications live in the database: the application made on B is listed on A.
    const notifications = await call<{ data?: { message?: string; title?: string }[] }>(a, 'GET', '/api/notifications', {
      token: adminToken,
    });
    expect(notifications.status).toBe(200);
    expect(JSON.stringify(notifications.body)).toContain('Two Process Tutor');

    const selected = await call(a, 'PUT', `/api/tuitionApply/select/${jobId}`, {
      token: adminToken,
      body: { tutorId: tutor.id },
    });
    expect(selected.status).toBe(200);
    const payments = await call<{ data: { jobId?: string; amount?: number; tutorId?: string }[] }>(b, 'GET', '/api/payments', {
      token: adminToken,
    });
    expect(payments.status).toBe(200);
    expect(JSON.stringify(payments.body)).toContain(jobId);

    // Logging out on one process ends the session on both.
    expect((await call(a, 'GET', '/api/auth/logout', { token: guardian.token })).status).toBe(200);
    expect((await call(b, 'GET', `/api/auth/get_all_users/${guardian.id}`, { token: guardian.token })).status).toBe(401);
  }, 120_000);
});
