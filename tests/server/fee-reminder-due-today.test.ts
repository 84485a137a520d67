// @vitest-environment node
// The fee reminders of issue 13: 3 days before, on the due date (its Dhaka calendar day, told as a fee_due_soon
// notification worded "due today"), and overdue from the day after; each once, however often the scan runs.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberNotifications, queueJobs } from '@server/db/schema';
import { SYSTEM_ACTOR } from '@server/services/activity-log';
import { createFee } from '@server/services/fee-ledger';
import { FEE_REMINDER_QUEUE, kindFor, scanFeeReminders } from '@server/services/fee-reminders';
import { DAY, HOUR } from '@server/services/clock';
import { setupTestServer } from './harness';
import { insertJob, signIn } from './member-fixtures';

const server = setupTestServer();

// Due 15 June 2026, 06:00 in Dhaka.
const DUE = new Date('2026-06-15T00:00:00Z');
const fee = { status: 'Due', balance: 3600, paymentDueDate: DUE };

describe('which reminder a fee calls for', () => {
  it('due soon within 3 days, due today all through the due date in Dhaka, overdue from the next day', () => {
    expect(kindFor(fee, new Date('2026-06-11T12:00:00Z'))).toBeNull();
    expect(kindFor(fee, new Date('2026-06-12T12:00:00Z'))).toBe('fee_due_soon');
    expect(kindFor(fee, new Date('2026-06-14T17:59:00Z'))).toBe('fee_due_soon'); // 14 June 23:59 in Dhaka
    expect(kindFor(fee, new Date('2026-06-14T18:00:00Z'))).toBe('fee_due_today'); // 15 June 00:00 in Dhaka
    expect(kindFor(fee, new Date('2026-06-15T10:00:00Z'))).toBe('fee_due_today'); // past the due instant, same day
    expect(kindFor(fee, new Date('2026-06-15T18:00:00Z'))).toBe('fee_overdue'); // 16 June 00:00 in Dhaka
    expect(kindFor({ ...fee, balance: 0 }, new Date('2026-06-15T10:00:00Z'))).toBeNull();
    expect(kindFor({ ...fee, status: 'Cancel' }, new Date('2026-06-15T10:00:00Z'))).toBeNull();
  });
});

describe('fee reminders through the queue', () => {
  it('three reminders, one each: 3 days before, "due today" on the due date, overdue the next day', async () => {
    // The queue never runs behind the real time: the fee falls due at 12:00 in Dhaka ten days from now.
    const dueDayStart = Math.floor((Date.now() + 6 * HOUR) / DAY) * DAY - 6 * HOUR + 10 * DAY;
    const due = new Date(dueDayStart + 12 * HOUR);
    server.clock.set(new Date(due.getTime() - 2.5 * DAY));
    const tutor = await signIn(server.app, server.db, 'tutor');
    const job = await insertJob(server.db);
    await server.db.transaction((tx) =>
      createFee(
        tx,
        { kind: 'media', tutorUserId: tutor.id, tuitionId: job.id, amount: 3600, agreedSalary: 6000, paymentDueDate: due },
        SYSTEM_ACTOR,
        server.clock.now(),
      ),
    );
    const scan = async () => {
      await scanFeeReminders(server.db, server.clock.now());
      await server.app.queue.drain();
    };
    await scan();
    expect(server.mailer.sent.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Fee due on .*SK-/)]);

    // 01:00 in Dhaka on the due date: due today; a later scan the same day (past the due instant) says nothing more.
    server.clock.set(new Date(dueDayStart + HOUR));
    await scan();
    server.clock.set(new Date(due.getTime() + 4 * HOUR));
    await scan();
    const subjects = server.mailer.sent.map((mail) => mail.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects[1]).toMatch(/^Fee due today: media fee for SK-/);
    expect(server.mailer.sent[1]!.text).toContain('3,600 TK of your media fee for SK-');
    expect(server.mailer.sent[1]!.text).toContain('is due today');

    // 00:30 in Dhaka the day after: overdue.
    server.clock.set(new Date(dueDayStart + DAY + 0.5 * HOUR));
    await scan();
    await scan();
    expect(server.mailer.sent.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Fee due on/),
      expect.stringMatching(/^Fee due today:/),
      expect.stringMatching(/^Fee overdue:/),
    ]);

    // The inbox: the due-today reminder is a fee_due_soon notification (the kinds are a database enum).
    const inbox = await server.db.select().from(memberNotifications).where(eq(memberNotifications.userId, tutor.id));
    expect(inbox.map((row) => [row.kind, row.title]).sort()).toEqual(
      [
        ['fee_due_soon', expect.stringMatching(/is due on/)],
        ['fee_due_soon', expect.stringMatching(/is due today$/)],
        ['fee_overdue', expect.stringMatching(/is overdue$/)],
      ].sort(),
    );
    const keys = (await server.db.select().from(queueJobs).where(eq(queueJobs.queue, FEE_REMINDER_QUEUE))).map((row) => row.singletonKey?.split(':')[0]);
    expect(keys.sort()).toEqual(['fee_due_soon', 'fee_due_today', 'fee_overdue']);
  });
});
