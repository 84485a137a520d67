// @vitest-environment node
// kill -9 between an event's commit and its mail loses nothing and sends nothing twice: a real server with its queue
// worker off commits a selection (the mails are queued in the same transaction), is killed with SIGKILL before any
// mail goes out, and a restarted server (worker on) writes each mail to the outbox exactly once, with one stable
// Message-ID per event. On PGlite (DATA_DIR) always, on PostgreSQL when TEST_DB=postgres.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/database';
import { applications, queueJobs, tuitions } from '@server/db/schema';
import { createUser } from '@server/services/users';
import {
  adminHeaders,
  createPostgresDatabase,
  killHard,
  postgresAdminUrl,
  serverEnv,
  startServer,
  stopServer,
  type ServerProcess,
} from './process-fixtures';

let root: string;
const running: ServerProcess[] = [];
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'shikhon-queue-kill-'));
});
afterAll(async () => {
  for (const server of running) await killHard(server);
  await rm(root, { recursive: true, force: true });
});

const start = async (env: Record<string, string>) => {
  const server = await startServer(env);
  running.push(server);
  return server;
};

interface Mail {
  file: string;
  to: string;
  subject: string;
  messageId: string;
}

async function outbox(dir: string): Promise<Mail[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    names.map(async (file) => {
      const text = (await readFile(path.join(dir, file), 'utf8')).replace(/\r?\n[ \t]+/g, ' ');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(text)?.[1]?.trim() ?? '';
      return { file, to: header('To'), subject: header('Subject'), messageId: header('Message-ID') };
    }),
  );
}

async function killBetweenCommitAndSend(env: Record<string, string>, databaseUrl?: string) {
  const outboxDir = path.join(env.DATA_DIR!, 'outbox');
  // 1. A first start makes the database and its admin; the test then adds three tutors who applied to a job.
  const first = await start(env);
  expect(await stopServer(first)).toBe(0);
  const handle = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 1 } : { dataDir: env.DATA_DIR });
  const emails = ['kill-a@example.com', 'kill-b@example.com', 'kill-c@example.com'];
  const tutors = [];
  for (const [index, email] of emails.entries()) {
    tutors.push(
      await createUser(handle.db, { name: `Tutor ${index}`, email, phone: `0171000010${index}`, userType: 'tutor', passwordHash: 'x' }),
    );
  }
  const [job] = await handle.db.insert(tuitions).values({ district: 'Dhaka', area: 'Mirpur', category: 'Bangla Medium', classLevel: 'Class 8', salary: '6000' }).returning();
  for (const tutor of tutors) await handle.db.insert(applications).values({ jobId: job!.id, tutorUserId: tutor.id });
  await handle.close();

  // 2. The worker off: the selection commits with its three mails queued, then the process is killed.
  const second = await start({ ...env, QUEUE_WORKER: 'off' });
  const response = await fetch(`${second.url}/api/tuitionApply/select/${job!.id}`, {
    method: 'PUT',
    headers: { ...(await adminHeaders(second.url)), 'content-type': 'application/json' },
    body: JSON.stringify({ tutorId: tutors[0]!.id }),
  });
  expect(response.status).toBe(200);
  await killHard(second);
  expect(await outbox(outboxDir)).toEqual([]);

  // 3. After a restart with the worker on, each mail goes out once.
  const third = await start(env);
  const deadline = Date.now() + 30_000;
  while ((await outbox(outboxDir)).length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  // A little longer: nothing more may come.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const mails = await outbox(outboxDir);
  expect(mails.map((mail) => mail.to).sort()).toEqual(emails);
  const number = `SK-${job!.jobNumber}`;
  expect(mails.find((mail) => mail.to === emails[0])!.subject).toBe(`Selected: tuition ${number}`);
  expect(mails.filter((mail) => mail.subject === `Not selected: tuition ${number}`)).toHaveLength(2);
  expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(3);
  expect(mails.every((mail) => /^<[0-9a-f-]{36}@shikhon\.local>$/.test(mail.messageId))).toBe(true);
  expect(await stopServer(third)).toBe(0);

  const check = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 1 } : { dataDir: env.DATA_DIR });
  try {
    const jobs = await check.db.select().from(queueJobs).where(eq(queueJobs.queue, 'mail'));
    expect(jobs.map((row) => [row.state, row.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
      ['done', 1],
    ]);
    // The Message-ID is the job's id: a retry would have sent the very same mail under the same file name.
    expect(mails.map((mail) => mail.messageId).sort()).toEqual(jobs.map((row) => `<${row.id}@shikhon.local>`).sort());
  } finally {
    await check.close();
  }
}

describe('kill -9 between commit and send', () => {
  // The PostgreSQL stage runs only the PostgreSQL case; the PGlite case runs in the PGlite stage (vitest.config.ts).
  it.skipIf(Boolean(postgresAdminUrl))('sends each queued mail once after a restart (PGlite)', async () => {
    await killBetweenCommitAndSend(serverEnv(path.join(root, 'pglite')));
  }, 300_000);

  it.runIf(Boolean(postgresAdminUrl))('sends each queued mail once after a restart (PostgreSQL)', async () => {
    const database = await createPostgresDatabase(postgresAdminUrl!);
    try {
      await killBetweenCommitAndSend(serverEnv(path.join(root, 'postgres'), { DATABASE_URL: database.url }), database.url);
    } finally {
      await database.drop();
    }
  }, 300_000);
});
