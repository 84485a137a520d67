// Fee reminders: a periodic scan ('fee-reminders', one per hour across all processes) finds media fees falling due
// within 3 days, falling due today (the due date's Dhaka calendar day) and overdue (from the day after), and queues one 'fee-reminder' job per fee and kind (its singleton key): each
// reminder goes once, however many scans see the fee. That job, run in one transaction with its own completion,
// checks the fee again and writes the member's notification and mail.
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { FEE_DUE_SOON_DAYS } from '../../src/shared/config/catalogue';
import type { Executor } from '../db/database';
import { payments, queueJobs, tuitions } from '../db/schema';
import { DAY, HOUR } from './clock';
import { MAIL_QUEUE, feeReminderEvents, notifyMembers, type FeeReminder } from './member-notifications';
import { enqueue, type QueueHandler } from './queue';

export const FEE_REMINDERS_QUEUE = 'fee-reminders';
export const FEE_REMINDER_QUEUE = 'fee-reminder';
export { FEE_DUE_SOON_DAYS };
export const FEE_REMINDER_SCAN_EVERY_MS = HOUR;

export interface FeeReminderPayload {
  feeId: string;
  kind: FeeReminder;
}

/** One reminder per fee and kind: the due-today one has its own key though it is told as a `fee_due_soon`. */
export const feeReminderKey = (feeId: string, kind: FeeReminder) => `${kind}:${feeId}`;

/** Bangladesh Standard Time is UTC+6 all year: the day number of `date`'s calendar day in Dhaka. */
const dhakaDay = (date: Date) => Math.floor((date.getTime() + 6 * HOUR) / DAY);

/**
 * Which reminder the fee calls for at `now`, if any: Due with a balance, and due within 3 days, due today (any time
 * of the due date's Dhaka day, even past the due instant: a fee is not called overdue on its own due date), or
 * overdue from the day after.
 */
export function kindFor(fee: { status: string; balance: number; paymentDueDate: Date | null }, now: Date): FeeReminder | null {
  if (fee.status !== 'Due' || fee.balance <= 0 || !fee.paymentDueDate) return null;
  const due = fee.paymentDueDate.getTime();
  if (dhakaDay(fee.paymentDueDate) === dhakaDay(now)) return 'fee_due_today';
  if (due < now.getTime()) return 'fee_overdue';
  if (due <= now.getTime() + FEE_DUE_SOON_DAYS * DAY) return 'fee_due_soon';
  return null;
}

/** Queues the reminders the fees call for now; answers how many were new. */
export async function scanFeeReminders(db: Executor, now: Date): Promise<number> {
  const due = await db
    .select({ id: payments.id, status: payments.status, balance: payments.balance, paymentDueDate: payments.paymentDueDate })
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'media'),
        eq(payments.status, 'Due'),
        gt(payments.balance, 0),
        lt(payments.paymentDueDate, new Date(now.getTime() + FEE_DUE_SOON_DAYS * DAY)),
      ),
    );
  let queued = 0;
  for (const fee of due) {
    const kind = kindFor(fee, now);
    if (!kind) continue;
    const payload: FeeReminderPayload = { feeId: fee.id, kind };
    if (await enqueue(db, FEE_REMINDER_QUEUE, payload, { singletonKey: feeReminderKey(fee.id, kind) })) queued += 1;
  }
  return queued;
}

/** Sent mails and past scans are kept 30 days (to look into a complaint), then deleted; reminders' keys stay. */
export const DONE_JOBS_KEPT_DAYS = 30;

async function forgetOldJobs(db: Executor, now: Date): Promise<void> {
  await db
    .delete(queueJobs)
    .where(
      and(
        eq(queueJobs.state, 'done'),
        inArray(queueJobs.queue, [MAIL_QUEUE, FEE_REMINDERS_QUEUE]),
        lt(queueJobs.doneAt, new Date(now.getTime() - DONE_JOBS_KEPT_DAYS * DAY)),
      ),
    );
}

export function feeReminderHandlers(now: () => Date): Record<string, QueueHandler<never>> {
  const scan: QueueHandler<unknown> = {
    concurrency: 1,
    async run(_job, { tx }) {
      await scanFeeReminders(tx!, now());
      await forgetOldJobs(tx!, now());
    },
    transactional: true,
  };
  const remind: QueueHandler<FeeReminderPayload> = {
    transactional: true,
    async run(job, { tx }) {
      const [fee] = await tx!.select().from(payments).where(eq(payments.id, job.payload.feeId));
      // Paid, cancelled or moved since the scan: nothing to say.
      if (!fee || kindFor(fee, now()) !== job.payload.kind) return;
      const [job_] = fee.tuitionId
        ? await tx!.select().from(tuitions).where(inArray(tuitions.id, [fee.tuitionId]))
        : [];
      await notifyMembers(tx!, feeReminderEvents(fee, job.payload.kind, job_ ?? null), now());
    },
  };
  return { [FEE_REMINDERS_QUEUE]: scan, [FEE_REMINDER_QUEUE]: remind } as Record<string, QueueHandler<never>>;
}
