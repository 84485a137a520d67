// @vitest-environment node
// A member's inbox and mail (issue 12, item 3): events written in the transaction of the change, mails through the
// durable queue (at least once, one stable Message-ID per event, retried with back-off, never taken by two workers),
// the selection mails, fee reminders, and the member's own routes.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEMBER_NOTIFICATION_KINDS } from '@/shared/config/catalogue';
import { memberNotifications, payments, queueJobs, studentTutorRequests, tuitions, users } from '@server/db/schema';
import { createAppQueue } from '@server/services/app-queue';
import { DAY } from '@server/services/clock';
import { createFee } from '@server/services/fee-ledger';
import { SYSTEM_ACTOR } from '@server/services/activity-log';
import { FEE_REMINDER_QUEUE, scanFeeReminders } from '@server/services/fee-reminders';
import { createMailer, type Mailer, type OutgoingMail } from '@server/services/mail';
import { MAIL_QUEUE, notifyMembers, selectionEvents, type MemberEvent } from '@server/services/member-notifications';
import { createQueue, enqueue } from '@server/services/queue';
import { setupTestServer } from './harness';
import { insertApplication, insertJob, signIn, type Member } from './member-fixtures';

const server = setupTestServer();

const event = (userId: string, overrides: Partial<MemberEvent> = {}): MemberEvent => ({
  userId,
  kind: 'selected',
  title: 'Selected for SK-10001',
  message: 'You have been selected.',
  link: '/dashboard/tuitions',
  mail: { subject: 'Selected: tuition SK-10001', text: 'Congratulations!' },
  ...overrides,
});

const inboxOf = (userId: string) => server.db.select().from(memberNotifications).where(eq(memberNotifications.userId, userId));
const mailJobs = () => server.db.select().from(queueJobs).where(eq(queueJobs.queue, MAIL_QUEUE));

describe('notifyMembers: in the transaction of the change', () => {
  it('writes the inbox row and the mail job together, and nothing when the transaction rolls back', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const [notified] = await server.db.transaction((tx) => notifyMembers(tx, [event(tutor.id)]));
    expect(await inboxOf(tutor.id)).toHaveLength(1);
    const jobs = await mailJobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.id).toBe(notified!.mailJobId);
    expect(jobs[0]!.payload).toMatchObject({
      to: tutor.email,
      subject: 'Selected: tuition SK-10001',
      messageId: `<${jobs[0]!.id}@shikhon.local>`,
      notificationId: notified!.notificationId,
    });

    await expect(
      server.db.transaction(async (tx) => {
        await notifyMembers(tx, [event(tutor.id, { title: 'Rolled back' })]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await inboxOf(tutor.id)).toHaveLength(1);
    expect(await mailJobs()).toHaveLength(1);
  });

  it('queues no mail for a kind the member switched off, but keeps the inbox row', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    await server.db.update(users).set({ mailOptOut: ['not_selected'] }).where(eq(users.id, tutor.id));
    const result = await server.db.transaction((tx) =>
      notifyMembers(tx, [event(tutor.id, { kind: 'not_selected' }), event(tutor.id, { kind: 'selected' })]),
    );
    expect(result.map((row) => row.mailJobId === null)).toEqual([true, false]);
    expect(await inboxOf(tutor.id)).toHaveLength(2);
    await server.app.queue.drain();
    expect(server.mailer.sent.map((mail) => mail.to)).toEqual([tutor.email]);
  });
});

describe('the queue', () => {
  it('delivers a mail once, with its stable Message-ID and date', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const [notified] = await server.db.transaction((tx) => notifyMembers(tx, [event(tutor.id)]));
    const first = await server.app.queue.drain();
    // The mail, and the SMS of a kind members get by SMS too by default (selected; server/services/sms.ts).
    expect(first).toMatchObject({ taken: 2, done: 2 });
    expect(await server.app.queue.drain()).toMatchObject({ taken: 0 });
    expect(server.mailer.sent).toHaveLength(1);
    expect(server.mailer.sent[0]!.messageId).toBe(`<${notified!.mailJobId}@shikhon.local>`);
    expect(server.mailer.sent[0]!.text).toContain('Congratulations!');
    const [job] = await mailJobs();
    expect(job).toMatchObject({ state: 'done', attempts: 1, lastError: null });
  });

  it('retries a failing mailer with growing back-off, then marks the job failed with the last error', async () => {
    const attempts: OutgoingMail[] = [];
    const failing: Mailer = {
      kind: 'memory',
      send: async (mail) => {
        attempts.push(mail);
        throw new Error(`SMTP said no (${attempts.length})`);
      },
      close: () => undefined,
    };
    const queue = createAppQueue({ db: server.db, mailer: failing, clock: server.clock, backoffMs: 60_000 });
    const tutor = await signIn(server.app, server.db, 'tutor');
    const jobId = await enqueue(server.db, MAIL_QUEUE, { to: tutor.email, subject: 's', text: 't', messageId: '<x@shikhon.local>', date: new Date().toISOString() }, { maxAttempts: 3 });
    const job = async () => (await server.db.select().from(queueJobs).where(eq(queueJobs.id, jobId!)))[0]!;

    expect(await queue.drain()).toMatchObject({ taken: 1, retried: 1 });
    const afterFirst = await job();
    expect(afterFirst).toMatchObject({ state: 'pending', attempts: 1, lastError: 'Error: SMTP said no (1)' });
    // Not before its back-off (1 minute after the first failure) ...
    expect(afterFirst.runAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(await queue.drain()).toMatchObject({ taken: 0 });
    // ... then again, and the second wait is twice as long.
    server.clock.set(new Date(afterFirst.runAt.getTime() + 1));
    expect(await queue.drain()).toMatchObject({ taken: 1, retried: 1 });
    const afterSecond = await job();
    expect(afterSecond.runAt.getTime() - server.clock.now().getTime()).toBeGreaterThan(110_000);
    server.clock.set(new Date(afterSecond.runAt.getTime() + 1));
    expect(await queue.drain()).toMatchObject({ taken: 1, failed: 1 });
    expect(await job()).toMatchObject({ state: 'failed', attempts: 3, lastError: 'Error: SMTP said no (3)' });
    // The very same mail every time.
    expect(new Set(attempts.map((mail) => JSON.stringify(mail))).size).toBe(1);
    server.clock.advance(DAY);
    expect(await queue.drain()).toMatchObject({ taken: 0 });
  });

  it('never gives one job to two workers (FOR UPDATE SKIP LOCKED), and retakes a job whose worker died', async () => {
    const seen: string[] = [];
    const handler = {
      concurrency: 5,
      run: async (job: { id: string }) => {
        seen.push(job.id);
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
    };
    const workers = [1, 2, 3].map(() => createQueue({ db: server.db, handlers: { test: handler }, batchSize: 10 }));
    const ids: string[] = [];
    for (let index = 0; index < 120; index += 1) ids.push((await enqueue(server.db, 'test', { index }))!);
    const results = await Promise.all(workers.map((worker) => worker.drain()));
    expect(seen.sort()).toEqual([...ids].sort());
    expect(results.reduce((sum, result) => sum + result.done, 0)).toBe(120);

    // A job taken by a worker that was killed: active until its lock runs out, then taken again.
    const crashedId = (await enqueue(server.db, 'test', { crashed: true }))!;
    await server.db
      .update(queueJobs)
      .set({ state: 'active', attempts: 1, lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(queueJobs.id, crashedId));
    expect(await workers[0]!.drain()).toMatchObject({ taken: 0 });
    await server.db.update(queueJobs).set({ lockedUntil: new Date(Date.now() - 1) }).where(eq(queueJobs.id, crashedId));
    expect(await workers[0]!.drain()).toMatchObject({ taken: 1, done: 1 });
    expect((await server.db.select().from(queueJobs).where(eq(queueJobs.id, crashedId)))[0]).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('the outbox keeps one file per Message-ID: a re-sent mail replaces itself', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'shikhon-outbox-id-'));
    try {
      const mailer = createMailer({ from: 'Shikhon <no-reply@shikhon.test>', outboxDir });
      const mail = { to: 'Tutor@Example.com', subject: 'Selected: tuition SK-10001', text: 'Hello', messageId: `<${randomUUID()}@shikhon.local>`, date: '2026-11-26T10:00:00.000Z' };
      await mailer.send(mail);
      await mailer.send(mail);
      const files = await readdir(outboxDir);
      expect(files).toEqual([`2026-11-26T10-00-00.000Z-${mail.messageId.slice(1, 37)}-tutor@example.com.eml`]);
      const text = await readFile(path.join(outboxDir, files[0]!), 'utf8');
      expect(text).toContain(`Message-ID: ${mail.messageId}`);
      expect(text).toContain('Date: Thu, 26 Nov 2026 10:00:00 +0000');
      mailer.close();
    } finally {
      await rm(outboxDir, { recursive: true, force: true });
    }
  });

  it('keeps one job per singleton key', async () => {
    expect(await enqueue(server.db, 'test', {}, { singletonKey: 'once' })).not.toBeNull();
    expect(await enqueue(server.db, 'test', {}, { singletonKey: 'once' })).toBeNull();
    const [row] = await server.db.select({ n: sql<number>`count(*)::int` }).from(queueJobs);
    expect(row!.n).toBe(1);
  });
});

describe('events where they happen', () => {
  let admin: Member;
  const select = (jobId: string, tutorId: string) =>
    server.app.inject({ method: 'PUT', url: `/api/tuitionApply/select/${jobId}`, headers: admin.headers, payload: { tutorId } });

  it('select: the chosen tutor gets "Selected" and every other applicant "Not selected", each naming the job number', async () => {
    admin = await signIn(server.app, server.db, 'admin');
    const job = await insertJob(server.db, { salary: '6000' });
    const tutors = await Promise.all([0, 1, 2, 3].map(() => signIn(server.app, server.db, 'tutor')));
    for (const tutor of tutors) await insertApplication(server.db, job.id, tutor.id);
    const response = await select(job.id, tutors[1]!.id);
    expect(response.statusCode).toBe(200);
    expect(server.mailer.sent).toHaveLength(0); // queued, not yet sent
    await server.app.queue.drain();
    const number = `SK-${job.jobNumber}`;
    const byRecipient = new Map(server.mailer.sent.map((mail) => [mail.to, mail]));
    expect(server.mailer.sent).toHaveLength(4);
    for (const [index, tutor] of tutors.entries()) {
      const mail = byRecipient.get(tutor.email)!;
      expect(mail.subject).toContain(number);
      if (index === 1) expect(mail.subject).toMatch(/^Selected/);
      else expect(mail.subject).toMatch(/^Not selected/);
    }
    const inbox = await inboxOf(tutors[0]!.id);
    expect(inbox).toMatchObject([{ kind: 'not_selected', title: `Not selected for ${number}` }]);
  });

  it('a refused select (already assigned) notifies nobody', async () => {
    admin = await signIn(server.app, server.db, 'admin');
    const job = await insertJob(server.db, { salary: '6000', status: 'closed' });
    const tutor = await signIn(server.app, server.db, 'tutor');
    await insertApplication(server.db, job.id, tutor.id);
    expect((await select(job.id, tutor.id)).statusCode).toBe(409);
    expect(await server.db.select().from(memberNotifications)).toHaveLength(0);
    expect(await server.db.select().from(queueJobs)).toHaveLength(0);
  });

  it('an application tells the guardian the job is for', async () => {
    const guardian = await signIn(server.app, server.db, 'student');
    const tutor = await signIn(server.app, server.db, 'tutor', { name: 'Farhana Akter' });
    const job = await insertJob(server.db, { studentUserId: guardian.id });
    const response = await server.app.inject({ method: 'POST', url: `/api/tuitionApply/apply/${job.id}`, headers: tutor.headers });
    expect(response.statusCode).toBe(201);
    await server.app.queue.drain();
    expect(server.mailer.sent).toHaveLength(1);
    expect(server.mailer.sent[0]).toMatchObject({ to: guardian.email });
    expect(server.mailer.sent[0]!.subject).toContain(`SK-${job.jobNumber}`);
    expect(server.mailer.sent[0]!.text).toContain('Farhana Akter');
  });

  it('documents rejected: the tutor hears it with the reason', async () => {
    admin = await signIn(server.app, server.db, 'admin');
    const tutor = await signIn(server.app, server.db, 'tutor');
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/tutors/verify/${tutor.id}`,
      headers: admin.headers,
      payload: { isApproved: false, reason: 'The NID photo is blurred' },
    });
    expect(response.statusCode).toBe(200);
    await server.app.queue.drain();
    expect(server.mailer.sent).toHaveLength(1);
    expect(server.mailer.sent[0]!.subject).toBe('Your documents were not accepted');
    expect(server.mailer.sent[0]!.text).toContain('Reason: The NID photo is blurred');
    expect(await inboxOf(tutor.id)).toMatchObject([{ kind: 'documents_rejected' }]);
  });

  it('request approval tells the guardian it is published (job number); a rejection that it was closed', async () => {
    admin = await signIn(server.app, server.db, 'admin');
    const guardian = await signIn(server.app, server.db, 'student');
    const request = async () =>
      (
        await server.db
          .insert(studentTutorRequests)
          .values({ studentUserId: guardian.id, studentName: 'Ayaan', studentGender: 'male', district: 'Dhaka', area: 'Uttara', medium: 'Bangla Medium', classLevel: 'Class 8', subjects: ['Math'], tutoringTime: 'After 4 PM', salary: '5000' })
          .returning()
      )[0]!;
    const change = (id: string, status: string) =>
      server.app.inject({ method: 'PUT', url: `/api/students/change-request-status/${id}`, headers: admin.headers, payload: { status } });
    const approved = await change((await request()).id, 'approved');
    expect(approved.statusCode).toBe(200);
    const [job] = await server.db.select().from(tuitions).where(eq(tuitions.id, approved.json().jobId));
    expect((await change((await request()).id, 'rejected')).statusCode).toBe(200);
    await server.app.queue.drain();
    expect(server.mailer.sent.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      [guardian.email, `Your request is published: SK-${job!.jobNumber}`],
      [guardian.email, 'Your tutor request for Class 8 was closed'],
    ]);
    expect(server.mailer.sent.find((mail) => mail.subject.endsWith('closed'))!.text).toContain('Reason: Not approved');
  });

  it('fee reminders: due in 3 days and overdue, each once however often the scan runs', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const job = await insertJob(server.db);
    const now = server.clock.now();
    const fee = await server.db.transaction((tx) =>
      createFee(
        tx,
        { kind: 'media', tutorUserId: tutor.id, tuitionId: job.id, amount: 3600, agreedSalary: 6000, paymentDueDate: new Date(now.getTime() + 2 * DAY) },
        SYSTEM_ACTOR,
        now,
      ),
    );
    // The periodic job of this hour scans; a second scan of the same period is the same job.
    await server.app.queue.tick();
    await server.app.queue.tick();
    await server.app.queue.drain();
    expect(await scanFeeReminders(server.db, server.clock.now())).toBe(0);
    await server.app.queue.drain();
    expect(server.mailer.sent.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Fee due on .*SK-/)]);

    server.clock.advance(3 * DAY);
    await server.app.queue.tick();
    await server.app.queue.drain();
    await scanFeeReminders(server.db, server.clock.now());
    await server.app.queue.drain();
    expect(server.mailer.sent.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Fee due on/),
      expect.stringMatching(/^Fee overdue: media fee for SK-/),
    ]);
    expect(await server.db.select().from(queueJobs).where(eq(queueJobs.queue, FEE_REMINDER_QUEUE))).toHaveLength(2);

    // A paid fee says nothing more.
    await server.db.update(payments).set({ status: 'Paid', balance: 0 }).where(eq(payments.id, fee.id));
    server.clock.advance(31 * DAY);
    await server.app.queue.tick();
    await server.app.queue.drain();
    expect(server.mailer.sent).toHaveLength(2);
    // Sent mails are forgotten after 30 days; the reminders' keys stay, so none goes twice.
    expect(await mailJobs()).toHaveLength(0);
    expect(await server.db.select().from(queueJobs).where(eq(queueJobs.queue, FEE_REMINDER_QUEUE))).toHaveLength(2);
  });
});

describe('the member routes', () => {
  async function withInbox(member: Member, count: number) {
    const events = Array.from({ length: count }, (_, index) => event(member.id, { title: `Event ${index}` }));
    for (const one of events) {
      await server.db.transaction((tx) => notifyMembers(tx, [one]));
      server.clock.advance(1_000);
    }
  }

  it('lists the caller\'s own notifications newest first, paged, with the unread count', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const other = await signIn(server.app, server.db, 'student');
    await withInbox(tutor, 3);
    await withInbox(other, 1);
    const response = await server.app.inject({ method: 'GET', url: '/api/me/notifications?limit=2', headers: tutor.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 3, page: 1, limit: 2, unreadCount: 3 });
    expect(body.notifications).toHaveLength(2);
    const all = (await server.app.inject({ method: 'GET', url: '/api/me/notifications', headers: tutor.headers })).json();
    const times = all.notifications.map((row: { createdAt: string }) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const count = await server.app.inject({ method: 'GET', url: '/api/me/notifications/unread-count', headers: other.headers });
    expect(count.json()).toEqual({ unreadCount: 1 });
  });

  it('marks one read (another member\'s is 404) and all read', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor');
    const other = await signIn(server.app, server.db, 'tutor');
    await withInbox(tutor, 3);
    await withInbox(other, 1);
    const [mine] = await inboxOf(tutor.id);
    const [theirs] = await inboxOf(other.id);
    const read = (id: string, member: Member) =>
      server.app.inject({ method: 'PUT', url: `/api/me/notifications/${id}/read`, headers: member.headers });

    expect((await read(theirs!.id, tutor)).statusCode).toBe(404);
    expect((await read(randomUUID(), tutor)).statusCode).toBe(404);
    expect((await read('not-a-uuid', tutor)).statusCode).toBe(400);
    const one = await read(mine!.id, tutor);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ notification: { id: mine!.id, read: true }, unreadCount: 2 });
    expect((await read(mine!.id, tutor)).json()).toMatchObject({ unreadCount: 2 });

    server.clock.advance(1_000);
    const all = await server.app.inject({ method: 'PUT', url: '/api/me/notifications/read-all', headers: tutor.headers });
    expect(all.json()).toEqual({ marked: 2, unreadCount: 0 });
    // The other member's stays unread.
    expect((await server.db.select().from(memberNotifications).where(and(eq(memberNotifications.userId, other.id))))[0]!.readAt).toBeNull();
    const unread = await server.app.inject({ method: 'GET', url: '/api/me/notifications?unread=true', headers: tutor.headers });
    expect(unread.json()).toMatchObject({ total: 0, unreadCount: 0 });
  });

  it('preferences: every kind on at first; switched off and on again; unknown kinds refused', async () => {
    const guardian = await signIn(server.app, server.db, 'student');
    const get = () => server.app.inject({ method: 'GET', url: '/api/me/notification-preferences', headers: guardian.headers });
    const put = (payload: object) =>
      server.app.inject({ method: 'PUT', url: '/api/me/notification-preferences', headers: guardian.headers, payload });
    await expect(get().then((response) => response.json())).resolves.toEqual({
      preferences: Object.fromEntries(MEMBER_NOTIFICATION_KINDS.map((kind) => [kind, true])),
      // By SMS too, at first: selected, shortlist ready and the fee reminders (issue 16).
      sms: Object.fromEntries(
        MEMBER_NOTIFICATION_KINDS.map((kind) => [kind, ['selected', 'shortlist_ready', 'fee_due_soon', 'fee_overdue'].includes(kind)]),
      ),
    });
    const saved = await put({ application_received: false, fee_overdue: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences).toMatchObject({ application_received: false, fee_overdue: false, selected: true });
    expect((await get()).json().preferences.application_received).toBe(false);
    const [row] = await server.db.select({ mailOptOut: users.mailOptOut }).from(users).where(eq(users.id, guardian.id));
    expect(row!.mailOptOut).toEqual(['application_received', 'fee_overdue']);
    expect((await put({ fee_overdue: true })).json().preferences).toMatchObject({ application_received: false, fee_overdue: true });

    // The SMS switches, beside the e-mail ones: kinds not named keep their setting.
    const sms = await put({ sms: { selected: false, application_received: true } });
    expect(sms.statusCode).toBe(200);
    expect(sms.json().sms).toMatchObject({ selected: false, application_received: true, shortlist_ready: true });
    expect(sms.json().preferences).toMatchObject({ application_received: false, fee_overdue: true });
    const [smsRow] = await server.db.select({ smsKinds: users.smsKinds }).from(users).where(eq(users.id, guardian.id));
    expect(smsRow!.smsKinds).toEqual(['application_received', 'shortlist_ready', 'fee_due_soon', 'fee_overdue']);
    expect((await put({ sms: { newsletter: true } })).statusCode).toBe(400);

    const unknown = await put({ newsletter: false });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('message');
    expect((await put({ selected: 'no' })).statusCode).toBe(400);
    expect((await put({})).statusCode).toBe(400);
  });

  it('guests get 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/notifications'],
      ['GET', '/api/me/notifications/unread-count'],
      ['PUT', '/api/me/notifications/read-all'],
      ['PUT', `/api/me/notifications/${randomUUID()}/read`],
      ['GET', '/api/me/notification-preferences'],
      ['PUT', '/api/me/notification-preferences'],
    ] as const) {
      expect((await server.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('selection events skip a duplicate of the selected tutor among the others', () => {
    const events = selectionEvents({ id: 'j', jobNumber: 10001, classLevel: 'Class 8', district: 'Dhaka', area: 'Mirpur', category: 'x' }, 'a', ['a', 'b', 'b']);
    expect(events.map((one) => [one.userId, one.kind])).toEqual([
      ['a', 'selected'],
      ['b', 'not_selected'],
    ]);
  });
});
