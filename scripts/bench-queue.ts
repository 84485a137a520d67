// `npm run bench:queue`: the durable queue's throughput. Queues N member mails (the real notifyMembers: inbox row +
// rendered mail job, 100 events a transaction) and drains them with the real worker into the file outbox, then
// prints mails/s.
//
//   npm run bench:queue -- [--mails 10000] [--workers 1] [--batch 50] [--concurrency 10] [--engines pglite,postgres]
//
// PGlite runs in a temporary folder (as the server keeps it); PostgreSQL in a fresh database made on
// BENCH_DATABASE_URL or TEST_DATABASE_URL (dropped afterwards), when one of them is set. Not part of `npm test`.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/db/database';
import { createAppQueue } from '../server/services/app-queue';
import { createMailer } from '../server/services/mail';
import { notifyMembers, type MemberEvent } from '../server/services/member-notifications';
import { createUser } from '../server/services/users';

const { values: args } = parseArgs({
  options: {
    mails: { type: 'string', default: '10000' },
    workers: { type: 'string', default: '1' },
    batch: { type: 'string', default: '50' },
    concurrency: { type: 'string', default: '10' },
    engines: { type: 'string' },
  },
});
const mails = Math.max(1, Number(args.mails));
const workers = Math.max(1, Number(args.workers));
const batchSize = Math.max(1, Number(args.batch));
const concurrency = Math.max(1, Number(args.concurrency));
const postgresAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const engines = (args.engines ?? (postgresAdminUrl ? 'pglite,postgres' : 'pglite')).split(',');

interface Figures {
  engine: string;
  enqueuePerSecond: number;
  mailsPerSecond: number;
  files: number;
  failed: number;
}

async function bench(engine: string, handle: DatabaseHandle, outboxDir: string): Promise<Figures> {
  const db = handle.db;
  const member = await createUser(db, {
    name: 'Bench Tutor',
    email: 'bench-tutor@example.com',
    phone: '01711000999',
    userType: 'tutor',
    passwordHash: 'not-a-password',
  });
  const event = (index: number): MemberEvent => ({
    userId: member.id,
    kind: 'selected',
    title: `Selected for SK-${10001 + index}`,
    message: 'You have been selected.',
    link: '/dashboard/tuitions',
    mail: { subject: `Selected: tuition SK-${10001 + index}`, text: 'Congratulations! You have been selected.' },
  });

  const enqueueStarted = performance.now();
  for (let from = 0; from < mails; from += 100) {
    const events = Array.from({ length: Math.min(100, mails - from) }, (_, offset) => event(from + offset));
    await db.transaction((tx) => notifyMembers(tx, events));
  }
  const enqueueSeconds = (performance.now() - enqueueStarted) / 1000;

  const mailer = createMailer({ from: 'Shikhon <no-reply@shikhon.test>', outboxDir });
  const queues = Array.from({ length: workers }, () => createAppQueue({ db, mailer, batchSize, mailConcurrency: concurrency }));
  const started = performance.now();
  const results = await Promise.all(queues.map((queue) => queue.drain()));
  const seconds = (performance.now() - started) / 1000;
  mailer.close();
  const done = results.reduce((sum, result) => sum + result.done, 0);
  const failed = results.reduce((sum, result) => sum + result.failed + result.retried, 0);
  const files = (await readdir(outboxDir)).filter((name) => name.endsWith('.eml')).length;
  const [left] = (
    (await db.execute(sql`select count(*)::int as n from queue_jobs where state <> 'done'`)) as unknown as { rows: { n: number }[] }
  ).rows;
  if (done !== mails || files !== mails || (left?.n ?? 0) !== 0) {
    throw new Error(`${engine}: ${done} done, ${files} files, ${left?.n} jobs not done (expected ${mails})`);
  }
  return { engine, enqueuePerSecond: mails / enqueueSeconds, mailsPerSecond: mails / seconds, files, failed };
}

async function onPglite(): Promise<Figures> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shikhon-bench-queue-'));
  try {
    const handle = await openDatabase({ dataDir: dir });
    await handle.migrate();
    try {
      return await bench('PGlite', handle, path.join(dir, 'outbox'));
    } finally {
      await handle.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function onPostgres(adminUrl: string): Promise<Figures> {
  const name = `shikhon_bench_queue_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dir = await mkdtemp(path.join(tmpdir(), 'shikhon-bench-queue-'));
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
    await handle.migrate();
    try {
      return await bench('PostgreSQL', handle, path.join(dir, 'outbox'));
    } finally {
      await handle.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await rm(dir, { recursive: true, force: true });
  }
}

const figures: Figures[] = [];
for (const engine of engines) {
  if (engine === 'pglite') figures.push(await onPglite());
  else if (engine === 'postgres') {
    if (!postgresAdminUrl) throw new Error('--engines postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
    figures.push(await onPostgres(postgresAdminUrl));
  }
}

process.stdout.write(
  `\n${mails} mails, ${workers} worker(s), batch ${batchSize}, ${concurrency} sends at a time; ${os.cpus().length} CPUs, load ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}\n`,
);
for (const figure of figures) {
  process.stdout.write(
    `${figure.engine.padEnd(11)} queued ${Math.round(figure.enqueuePerSecond).toString().padStart(6)} events/s (inbox row + mail job)   ` +
      `sent ${Math.round(figure.mailsPerSecond).toString().padStart(6)} mails/s to the outbox (${figure.files} files)\n`,
  );
}
if (!postgresAdminUrl) process.stdout.write('PostgreSQL: not measured (set BENCH_DATABASE_URL or TEST_DATABASE_URL)\n');
