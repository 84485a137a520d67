// The durable job queue: one table (queue_jobs) on PGlite and on PostgreSQL, behind one interface.
//
// - enqueue(tx, queue, payload) writes a row inside the caller's transaction: the job exists exactly when the change
//   that caused it was committed (docs/decisions.md, "The queue").
// - A worker takes ready jobs with `UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED)`: two workers (two
//   processes on one PostgreSQL) never take one job. A taken job is `active` until `locked_until`; a worker that dies
//   (kill -9) leaves it to be taken again after that time. Delivery is therefore at least once.
// - A failing job is retried with exponential back-off (`run_at` moves) up to `max_attempts`, then it is `failed`
//   with its last error.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../db/database';
import { queueJobs } from '../db/schema';
import { MINUTE, systemClock, type Clock } from './clock';

export interface QueueJob<P = unknown> {
  id: string;
  queue: string;
  payload: P;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
  singletonKey: string | null;
  createdAt: Date;
}

export interface EnqueueOptions {
  /** At most one job with this key in the queue, ever: a second enqueue with it is a no-op (answers null). */
  singletonKey?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
  maxAttempts?: number;
  /** The job's id, when the payload must name it (a mail's Message-ID); default a new uuid. */
  id?: string;
}

/** Enqueues wake the local worker once their request is answered (see `wakeAfterEnqueue`). */
const enqueueListeners = new Set<() => void>();

/**
 * Writes a job in the caller's transaction (or alone, given the database). Answers the job's id, or null when a job
 * with the same singleton key already exists.
 */
export async function enqueue(
  tx: Executor,
  queue: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const [id] = await enqueueMany(tx, queue, [{ payload, options }]);
  return id ?? null;
}

/** Several jobs of one queue in one statement (same rules as enqueue); answers the ids written. */
export async function enqueueMany(
  tx: Executor,
  queue: string,
  jobs: { payload: unknown; options?: EnqueueOptions }[],
): Promise<string[]> {
  if (jobs.length === 0) return [];
  const rows = await tx
    .insert(queueJobs)
    .values(
      jobs.map(({ payload, options = {} }) => ({
        id: options.id ?? randomUUID(),
        queue,
        payload,
        singletonKey: options.singletonKey ?? null,
        ...(options.runAt ? { runAt: options.runAt } : {}),
        ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: queueJobs.id });
  for (const listener of enqueueListeners) listener();
  return rows.map((row) => row.id);
}

export interface HandlerContext {
  /** Present for transactional handlers: the job is marked done in this same transaction. */
  tx?: Transaction;
}

export interface QueueHandler<P = unknown> {
  run(job: QueueJob<P>, context: HandlerContext): Promise<void>;
  /**
   * The handler only writes to the database: it runs inside a transaction that also marks the job done, so its
   * effects happen exactly once (a mail handler, which talks to the outside, is at least once instead).
   */
  transactional?: boolean;
  /** How many jobs of this queue one worker runs at the same time (default 10). */
  concurrency?: number;
}

/** A periodic job: every `everyMs`, one job per period across all processes (the period is its singleton key). */
export interface QueueSchedule {
  queue: string;
  everyMs: number;
  payload?: unknown;
}

export interface QueueOptions {
  db: Database;
  handlers: Record<string, QueueHandler<never>>;
  clock?: Clock;
  /** How often an idle worker looks for ready jobs. */
  pollMs?: number;
  /** How long a taken job is the worker's; after it another worker may take it again. */
  lockMs?: number;
  /** The first retry's delay; each further retry waits twice as long, up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Jobs taken per round. */
  batchSize?: number;
  schedules?: QueueSchedule[];
  log?: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

export interface RunSummary {
  taken: number;
  done: number;
  retried: number;
  failed: number;
}

export interface Queue {
  /** Starts the polling worker (and the schedules). */
  start(): void;
  /** Stops polling and waits for the jobs in hand. */
  stop(): Promise<void>;
  /** One round: takes the ready jobs (up to the batch size) and runs them. */
  runOnce(): Promise<RunSummary>;
  /** Rounds until no job is ready now (jobs waiting for a later retry stay); answers the total. */
  drain(): Promise<RunSummary>;
  /** Enqueues the schedules' jobs of the current period (the worker does it on start and every period). */
  tick(): Promise<void>;
  /** Makes an idle worker look now instead of at its next poll. */
  wake(): void;
  /** Wakes the worker when something was queued since the last call (the app calls it as each response is sent). */
  wakeIfQueued(): void;
  /** The delay before the retry that follows `attempt` failed attempts. */
  backoff(attempt: number): number;
}

interface TakenRow {
  id: string;
  queue: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  singleton_key: string | null;
  created_at: string | Date;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}

export function createQueue(options: QueueOptions): Queue {
  const {
    db,
    handlers,
    clock = systemClock,
    pollMs = 250,
    lockMs = 2 * MINUTE,
    backoffMs = 30_000,
    maxBackoffMs = 60 * MINUTE,
    batchSize = 50,
    schedules = [],
    log,
  } = options;
  const queues = Object.keys(handlers);

  /** The queue's time never runs behind the wall clock (tests move their clock forward to reach a retry). */
  const now = () => new Date(Math.max(clock.now().getTime(), Date.now()));

  const backoff = (attempt: number) => Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, attempt - 1));

  async function take(limit: number): Promise<QueueJob[]> {
    if (queues.length === 0) return [];
    const at = now();
    const lockedUntil = new Date(at.getTime() + lockMs);
    // The database's clock counts too: a job queued with run_at = now() (microseconds) a moment ago is ready even
    // when this process's time (milliseconds) still reads the same millisecond.
    const ready = sql`greatest(now(), ${at.toISOString()}::timestamptz)`;
    const result = await db.execute(sql`
      update ${queueJobs}
         set state = 'active', attempts = attempts + 1, locked_until = ${lockedUntil.toISOString()}::timestamptz
       where id in (
         select id from ${queueJobs}
          where queue in (${sql.join(queues.map((name) => sql`${name}`), sql`, `)})
            and ((state = 'pending' and run_at <= ${ready})
              or (state = 'active' and locked_until < ${ready}))
          order by run_at
          limit ${limit}
          for update skip locked)
      returning id, queue, payload, attempts, max_attempts, singleton_key, created_at`);
    return rowsOf<TakenRow>(result).map((row) => ({
      id: row.id,
      queue: row.queue,
      payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as unknown) : row.payload,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
      singletonKey: row.singleton_key,
      createdAt: new Date(row.created_at),
    }));
  }

  /** Marks a taken job done; only while it is still this attempt's (a job retaken elsewhere is left alone). */
  const markDone = (executor: Executor, job: QueueJob) =>
    executor.execute(sql`
      update ${queueJobs} set state = 'done', done_at = ${now().toISOString()}::timestamptz, locked_until = null,
             last_error = null
       where id = ${job.id} and state = 'active' and attempts = ${job.attempt}`);

  async function markFailed(job: QueueJob, error: unknown): Promise<'retried' | 'failed'> {
    const final = job.attempt >= job.maxAttempts;
    const runAt = new Date(now().getTime() + backoff(job.attempt));
    await db.execute(sql`
      update ${queueJobs}
         set state = ${final ? 'failed' : 'pending'}, locked_until = null, last_error = ${errorText(error)},
             run_at = ${final ? sql`run_at` : sql`${runAt.toISOString()}::timestamptz`}
       where id = ${job.id} and state = 'active' and attempts = ${job.attempt}`);
    if (final) log?.error({ jobId: job.id, queue: job.queue, attempts: job.attempt, err: error }, 'queue job failed');
    else log?.warn({ jobId: job.id, queue: job.queue, attempt: job.attempt, err: error }, 'queue job will be retried');
    return final ? 'failed' : 'retried';
  }

  /**
   * Runs one job. A transactional handler's job is marked done in its transaction; any other's is pushed to `done`
   * and marked with the rest of its round in one statement (a crash before that sends it again: at least once).
   */
  async function runJob(job: QueueJob, done: QueueJob[]): Promise<'done' | 'retried' | 'failed'> {
    const handler = handlers[job.queue] as QueueHandler | undefined;
    try {
      if (!handler) throw new Error(`No handler for the queue "${job.queue}"`);
      if (handler.transactional) {
        await db.transaction(async (tx) => {
          await handler.run(job, { tx });
          await markDone(tx, job);
        });
      } else {
        await handler.run(job, {});
        done.push(job);
      }
      return 'done';
    } catch (error) {
      return markFailed(job, error);
    }
  }

  /** Runs jobs with at most `limit` of one queue at a time. */
  async function runAll(jobs: QueueJob[]): Promise<RunSummary> {
    const summary: RunSummary = { taken: jobs.length, done: 0, retried: 0, failed: 0 };
    const done: QueueJob[] = [];
    const byQueue = new Map<string, QueueJob[]>();
    for (const job of jobs) byQueue.set(job.queue, [...(byQueue.get(job.queue) ?? []), job]);
    await Promise.all(
      [...byQueue].map(async ([queue, list]) => {
        const limit = Math.max(1, (handlers[queue] as QueueHandler | undefined)?.concurrency ?? 10);
        let next = 0;
        await Promise.all(
          Array.from({ length: Math.min(limit, list.length) }, async () => {
            while (next < list.length) {
              const outcome = await runJob(list[next++]!, done);
              summary[outcome] += 1;
            }
          }),
        );
      }),
    );
    if (done.length > 0) {
      await db.execute(sql`
        update ${queueJobs} set state = 'done', done_at = ${now().toISOString()}::timestamptz, locked_until = null,
               last_error = null
         where state = 'active'
           and (id, attempts) in (${sql.join(done.map((job) => sql`(${job.id}::uuid, ${job.attempt}::int)`), sql`, `)})`);
    }
    return summary;
  }

  // One round at a time in this process: drain() waits for the worker's round in hand, and the other way round.
  let chain: Promise<unknown> = Promise.resolve();
  function serial<T>(work: () => Promise<T>): Promise<T> {
    const result = chain.then(work, work);
    chain = result.catch(() => undefined);
    return result;
  }

  const runOnce = () => serial(async () => runAll(await take(batchSize)));

  async function drain(): Promise<RunSummary> {
    const total: RunSummary = { taken: 0, done: 0, retried: 0, failed: 0 };
    for (;;) {
      const round = await runOnce();
      if (round.taken === 0) return total;
      for (const key of Object.keys(total) as (keyof RunSummary)[]) total[key] += round[key];
    }
  }

  async function tick(): Promise<void> {
    const at = now().getTime();
    for (const schedule of schedules) {
      const period = Math.floor(at / schedule.everyMs);
      await enqueue(db, schedule.queue, schedule.payload ?? {}, { singletonKey: `period:${schedule.everyMs}:${period}` });
    }
  }

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let scheduleTimer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;

  // A wake-up that comes while a round is running is kept, so the worker goes round again instead of sleeping.
  let wakeRequested = false;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (wakeRequested) return resolve();
      wakeUp = resolve;
      timer = setTimeout(resolve, ms);
    }).finally(() => {
      clearTimeout(timer);
      wakeUp = undefined;
      wakeRequested = false;
    });

  async function work(): Promise<void> {
    while (running) {
      let taken = 0;
      try {
        taken = (await runOnce()).taken;
      } catch (error) {
        if (running) log?.warn({ err: error }, 'queue round failed; polling again');
      }
      // A full round may have left more ready jobs: go again at once; otherwise wait for a poll or a wake-up.
      if (running && taken < batchSize) await sleep(pollMs);
    }
  }

  const wake = () => {
    wakeRequested = true;
    wakeUp?.();
  };
  let woken = false;
  let queued = false;
  const onEnqueue = () => {
    // The enqueue's transaction has not committed yet: look shortly after, and again when the request that queued
    // it is answered (wakeIfQueued); the poll covers the rest.
    queued = true;
    if (woken || !running) return;
    woken = true;
    setTimeout(() => {
      woken = false;
      wake();
    }, 20).unref();
  };
  const wakeIfQueued = () => {
    if (!queued) return;
    queued = false;
    wake();
  };

  return {
    start() {
      if (running) return;
      running = true;
      enqueueListeners.add(onEnqueue);
      loop = work();
      if (schedules.length > 0) {
        const scheduleTick = () => void tick().catch((error: unknown) => log?.warn({ err: error }, 'queue schedule failed'));
        scheduleTick();
        const every = Math.min(...schedules.map((schedule) => schedule.everyMs));
        scheduleTimer = setInterval(scheduleTick, Math.min(every, 5 * MINUTE));
        scheduleTimer.unref();
      }
    },
    async stop() {
      running = false;
      enqueueListeners.delete(onEnqueue);
      clearInterval(scheduleTimer);
      wake();
      await loop;
      await chain;
    },
    runOnce,
    drain,
    tick,
    wake,
    wakeIfQueued,
    backoff,
  };
}
