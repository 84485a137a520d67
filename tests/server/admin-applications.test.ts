// @vitest-environment node
// The admin applications screen's calls: select and deassign a job's tutor (with the media-fee record, in one
// transaction, one winner when two admins click at once), the applicant lookup and the tutor's CV.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityLog, applications, ledgerEntries, payments, tuitions, users } from '@server/db/schema';
import { ASSIGN_TUTOR_MESSAGES } from '@/shared/api/contract';
import { DAY } from '@server/services/clock';
import { renderTutorCv, tutorCvContent } from '@server/services/tutor-cv';
import { publicTutorDetail } from '@server/services/tutors';
import { createUser } from '@server/services/users';
import { setupTestServer, uniquePhone } from './harness';
import { insertApplication, insertJob, signIn, tutorProfileBody, type Member } from './member-fixtures';

const server = setupTestServer();
let admin: Member;
beforeEach(async () => {
  admin = await signIn(server.app, server.db, 'admin');
});

const NOW = new Date('2026-03-10T06:00:00.000Z');
const POSTED = new Date('2026-03-01T04:00:00.000Z');

const select = (jobId: string, tutorId: string, headers: Record<string, string> = admin.headers, terms: object = {}) =>
  server.app.inject({ method: 'PUT', url: `/api/tuitionApply/select/${jobId}`, headers, payload: { tutorId, ...terms } });
const entriesOf = (paymentId: string) =>
  server.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId)).orderBy(asc(ledgerEntries.seq));
const pay = (paymentId: string, reference: string, amount?: number) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/payments/${paymentId}/status`,
    headers: admin.headers,
    payload: { status: 'Paid', method: 'bKash', reference, ...(amount ? { amount } : {}) },
  });
const deassign = (jobId: string, headers: Record<string, string> = admin.headers) =>
  server.app.inject({ method: 'PUT', url: `/api/tuitionApply/deassign/${jobId}`, headers });

const statusesOf = async (jobId: string) =>
  Object.fromEntries(
    (await server.db.select().from(applications).where(eq(applications.jobId, jobId))).map((row) => [row.tutorUserId, row.status]),
  );
const jobStatus = async (jobId: string) => (await server.db.select().from(tuitions).where(eq(tuitions.id, jobId)))[0]?.status;
const paymentsOf = (jobId: string) => server.db.select().from(payments).where(eq(payments.tuitionId, jobId));

/** A job with three applicants (applied one minute apart). */
async function jobWithApplicants(salary: string | null = '5000-8000') {
  const job = await insertJob(server.db, { salary, postedAt: POSTED });
  const tutors = [
    await signIn(server.app, server.db, 'tutor', { name: 'Farhana Akter' }),
    await signIn(server.app, server.db, 'tutor', { name: 'Rahim Uddin' }),
    await signIn(server.app, server.db, 'tutor', { name: 'Sadia Islam' }),
  ];
  for (const [index, tutor] of tutors.entries()) {
    await insertApplication(server.db, job.id, tutor.id, 'pending', new Date(POSTED.getTime() + (index + 1) * 60_000));
  }
  return { job, tutors };
}

describe('PUT /api/tuitionApply/select/{jobId}', () => {
  it('accepts the tutor, rejects the others, assigns the job and creates the Due fee record (range salary: lower end)', async () => {
    const { job, tutors } = await jobWithApplicants('5000-8000');
    const [chosen, other, third] = tutors as [Member, Member, Member];
    server.clock.set(NOW);

    const response = await select(job.id, chosen.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ jobId: job.id, isAssigned: true });
    expect(body.data.applicants.map((a: { tutorId: string; status: string }) => [a.tutorId, a.status])).toEqual([
      [chosen.id, 'accepted'],
      [other.id, 'rejected'],
      [third.id, 'rejected'],
    ]);

    expect(await statusesOf(job.id)).toEqual({ [chosen.id]: 'accepted', [other.id]: 'rejected', [third.id]: 'rejected' });
    expect(await jobStatus(job.id)).toBe('assigned');
    const [payment, ...more] = await paymentsOf(job.id);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({ tutorUserId: chosen.id, amount: 3000, status: 'Due' });
    expect(payment!.tuitionPostedDate?.toISOString()).toBe(POSTED.toISOString());
    expect(payment!.tuitionStartDate?.toISOString()).toBe(NOW.toISOString());
    expect(payment!.paymentDueDate?.toISOString()).toBe(new Date(NOW.getTime() + 30 * DAY).toISOString());

    // The admin list agrees, and the job left the public board.
    const list = await server.app.inject({ method: 'GET', url: '/api/tuitionApply', headers: admin.headers });
    expect(list.json().data).toEqual([body.data]);
    const board = await server.app.inject({ method: 'GET', url: '/api/tuitions' });
    expect(board.json().data.map((tuition: { jobId?: string; _id?: string }) => tuition.jobId ?? tuition._id)).not.toContain(job.id);
  });

  it('takes 60% of a single salary, rounded; a negotiable one needs the agreed salary (400), and the fee is never 0', async () => {
    const single = await jobWithApplicants('7125');
    expect((await select(single.job.id, single.tutors[1]!.id)).statusCode).toBe(200);
    const [fee] = await paymentsOf(single.job.id);
    expect(fee).toMatchObject({ amount: 4275, agreedSalary: 7125, balance: 4275, tutorUserId: single.tutors[1]!.id });
    expect((await entriesOf(fee!.id)).map((entry) => [entry.kind, entry.amount, entry.actorUserId])).toEqual([
      ['charge', 4275, admin.id],
    ]);

    for (const salary of [null, 'Negotiable', 'As per qualification']) {
      const negotiable = await jobWithApplicants(salary);
      const refused = await select(negotiable.job.id, negotiable.tutors[0]!.id);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'Agreed salary is required' });
      expect(await paymentsOf(negotiable.job.id)).toEqual([]);
      expect(await jobStatus(negotiable.job.id)).toBe('active');
      const agreed = await select(negotiable.job.id, negotiable.tutors[0]!.id, admin.headers, { agreedSalary: 8000 });
      expect(agreed.statusCode).toBe(200);
      expect((await paymentsOf(negotiable.job.id))[0]).toMatchObject({ amount: 4800, status: 'Due', agreedSalary: 8000 });
    }
    const tiny = await jobWithApplicants('Negotiable');
    expect((await select(tiny.job.id, tiny.tutors[0]!.id, admin.headers, { agreedSalary: 1 })).statusCode).toBe(200);
    expect((await paymentsOf(tiny.job.id))[0]?.amount).toBe(1);
  });

  it('records the agreed salary and start date; refuses bad terms with 400 and changes nothing', async () => {
    const { job, tutors } = await jobWithApplicants('5000-8000');
    server.clock.set(NOW);
    for (const terms of [
      { agreedSalary: -5 },
      { agreedSalary: 0 },
      { agreedSalary: 6500.5 },
      { agreedSalary: 1e12 },
      { agreedSalary: '7000' },
      { startDate: '2026-02-28' },
      { startDate: 'tomorrow' },
      { startDate: '2028-01-01' },
    ]) {
      const refused = await select(job.id, tutors[0]!.id, admin.headers, terms);
      expect(refused.statusCode, JSON.stringify(terms)).toBe(400);
      expect(refused.json()).toEqual({ message: expect.any(String) });
    }
    expect((await select(job.id, tutors[0]!.id, admin.headers, { startDate: '2026-02-28' })).json().message).toBe(
      'The start date cannot be before the job was posted',
    );
    expect(await paymentsOf(job.id)).toEqual([]);
    expect(await jobStatus(job.id)).toBe('active');

    const answer = await select(job.id, tutors[0]!.id, admin.headers, { agreedSalary: 7000, startDate: '2026-03-15' });
    expect(answer.statusCode).toBe(200);
    const [fee] = await paymentsOf(job.id);
    expect(fee).toMatchObject({ amount: 4200, agreedSalary: 7000 });
    expect(fee!.tuitionStartDate?.toISOString()).toBe('2026-03-14T18:00:00.000Z');
    expect(fee!.paymentDueDate?.toISOString()).toBe(new Date(Date.parse('2026-03-14T18:00:00.000Z') + 30 * DAY).toISOString());
    const [line] = await server.db.select().from(activityLog).where(eq(activityLog.recordId, job.id));
    expect(line).toMatchObject({ action: 'application.select', recordType: 'tuition', actorUserId: admin.id });
    expect(line!.changes).toMatchObject({ tutorId: { before: null, after: tutors[0]!.id }, fee: { after: 4200 } });
  });

  it('refuses a second selection with 409 and changes nothing', async () => {
    const { job, tutors } = await jobWithApplicants();
    expect((await select(job.id, tutors[0]!.id)).statusCode).toBe(200);
    const before = await statusesOf(job.id);

    for (const tutor of [tutors[1]!, tutors[0]!]) {
      const again = await select(job.id, tutor.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'A tutor is already assigned to this tuition' });
    }
    expect(await statusesOf(job.id)).toEqual(before);
    expect(await paymentsOf(job.id)).toHaveLength(1);
  });

  it('refuses a tutor with an overdue fee on another tuition unless the owner or finance overrides with a reason', async () => {
    const first = await jobWithApplicants('5000');
    const second = await jobWithApplicants('9000');
    const tutor = first.tutors[0]!;
    await insertApplication(server.db, second.job.id, tutor.id);
    server.clock.set(NOW);
    expect((await select(first.job.id, tutor.id)).statusCode).toBe(200);
    const [firstFee] = await paymentsOf(first.job.id);

    // Once the first fee is overdue, a second tuition is refused.
    server.clock.set(new Date(NOW.getTime() + 31 * DAY));
    const refused = await select(second.job.id, tutor.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ASSIGN_TUTOR_MESSAGES.overdueCommission });
    expect(await jobStatus(second.job.id)).toBe('active');
    expect(await paymentsOf(second.job.id)).toEqual([]);
    expect(Object.values(await statusesOf(second.job.id))).toEqual(['pending', 'pending', 'pending', 'pending']);

    // A matcher may not override; an override needs a reason.
    const matcher = await signIn(server.app, server.db, 'admin');
    await server.db.update(users).set({ role: 'matcher' }).where(eq(users.id, matcher.id));
    const notAllowed = await select(second.job.id, tutor.id, matcher.headers, { override: { reason: 'Guardian insists' } });
    expect(notAllowed.statusCode).toBe(403);
    expect((await select(second.job.id, tutor.id, admin.headers, { override: {} })).statusCode).toBe(400);

    // Once the first fee is paid, the tutor can be selected for the second tuition.
    expect((await pay(firstFee!.id, 'TRX-FIRST')).statusCode).toBe(200);
    expect((await select(second.job.id, tutor.id)).statusCode).toBe(200);
    expect((await paymentsOf(second.job.id))[0]).toMatchObject({ tutorUserId: tutor.id, amount: 5400, status: 'Due' });
  });

  it.each(['owner', 'finance'] as const)(
    'lets %s override an overdue fee with a reason, which the activity log keeps',
    async (role) => {
      const first = await jobWithApplicants('5000');
      const second = await jobWithApplicants('9000');
      const tutor = first.tutors[0]!;
      await insertApplication(server.db, second.job.id, tutor.id);
      server.clock.set(NOW);
      await select(first.job.id, tutor.id);
      server.clock.set(new Date(NOW.getTime() + 40 * DAY));
      const staff = role === 'owner' ? admin : await signIn(server.app, server.db, 'admin');
      if (role !== 'owner') await server.db.update(users).set({ role }).where(eq(users.id, staff.id));
      const answer = await select(second.job.id, tutor.id, staff.headers, { override: { reason: 'Fee promised by Friday' } });
      expect(answer.statusCode).toBe(200);
      const [line] = await server.db.select().from(activityLog).where(eq(activityLog.recordId, second.job.id));
      expect(line).toMatchObject({ action: 'application.select', reason: 'Fee promised by Friday', actorUserId: staff.id });
    },
  );

  it('answers 404 for an unknown job or a tutor who did not apply, 400 for a malformed tutor id, 409 for a closed job', async () => {
    const { job } = await jobWithApplicants();
    const stranger = await signIn(server.app, server.db, 'tutor');

    const unknownJob = await select('8b6f1a52-3f0e-4c1e-9d7a-2f4b5c6d7e8f', stranger.id);
    expect(unknownJob.statusCode).toBe(404);
    expect(unknownJob.json()).toEqual({ message: 'Tuition not found' });
    expect((await select('not-a-job', stranger.id)).statusCode).toBe(404);

    const notApplied = await select(job.id, stranger.id);
    expect(notApplied.statusCode).toBe(404);
    expect(notApplied.json()).toEqual({ message: 'This tutor has not applied for this tuition' });

    const malformed = await server.app.inject({
      method: 'PUT',
      url: `/api/tuitionApply/select/${job.id}`,
      headers: admin.headers,
      payload: { tutorId: 'abc' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: expect.any(String) });

    const closed = await insertJob(server.db, { status: 'closed' });
    await insertApplication(server.db, closed.id, stranger.id, 'rejected');
    const onClosed = await select(closed.id, stranger.id);
    expect(onClosed.statusCode).toBe(409);
    expect(onClosed.json()).toEqual({ message: 'This tuition is closed' });

    // Nothing moved.
    expect(await jobStatus(job.id)).toBe('active');
    expect(Object.values(await statusesOf(job.id))).toEqual(['pending', 'pending', 'pending']);
    expect(await server.db.select().from(payments)).toEqual([]);
  });

  it('lets exactly one of two admins win when they select different tutors at the same moment', async () => {
    const secondAdmin = await signIn(server.app, server.db, 'admin');
    for (let round = 0; round < 3; round += 1) {
      const { job, tutors } = await jobWithApplicants();
      const answers = await Promise.all([
        select(job.id, tutors[0]!.id, admin.headers),
        select(job.id, tutors[1]!.id, secondAdmin.headers),
        select(job.id, tutors[2]!.id, secondAdmin.headers),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)!.json().data.applicants.find(
        (applicant: { status: string }) => applicant.status === 'accepted',
      ).tutorId;

      const accepted = await server.db
        .select()
        .from(applications)
        .where(and(eq(applications.jobId, job.id), eq(applications.status, 'accepted')));
      expect(accepted.map((row) => row.tutorUserId)).toEqual([winner]);
      const fees = await paymentsOf(job.id);
      expect(fees.map((fee) => fee.tutorUserId)).toEqual([winner]);
      expect(await jobStatus(job.id)).toBe('assigned');
    }
  });

  it('keeps one winner among 100 simultaneous selects of different applicants (separate connections on PostgreSQL)', async () => {
    const job = await insertJob(server.db, { salary: '6000', postedAt: POSTED });
    const tutorIds: string[] = [];
    for (let index = 0; index < 100; index += 1) {
      // Applicants need no login: accounts straight in the database, without hashing a password 100 times.
      const tutor = await createUser(server.db, {
        name: `Applicant ${index}`,
        email: `applicant-${index}-${randomUUID().slice(0, 8)}@example.com`,
        phone: uniquePhone(),
        passwordHash: 'not-used',
        userType: 'tutor',
      });
      await insertApplication(server.db, job.id, tutor.id);
      tutorIds.push(tutor.id);
    }
    const answers = await Promise.all(tutorIds.map((tutorId) => select(job.id, tutorId)));
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    const winners = answers.filter((answer) => answer.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(99);
    const winner = winners[0]!.json().data.applicants.find((applicant: { status: string }) => applicant.status === 'accepted').tutorId;
    const accepted = await server.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, job.id), eq(applications.status, 'accepted')));
    expect(accepted.map((row) => row.tutorUserId)).toEqual([winner]);
    expect((await paymentsOf(job.id)).map((fee) => fee.tutorUserId)).toEqual([winner]);
    expect(await jobStatus(job.id)).toBe('assigned');
  });
});

describe('PUT /api/tuitionApply/deassign/{jobId}', () => {
  it('puts every applicant back to pending and the job back to active; within the first month the fee becomes 40%', async () => {
    const { job, tutors } = await jobWithApplicants();
    server.clock.set(NOW);
    await select(job.id, tutors[1]!.id);
    server.clock.advance(2 * DAY);

    const response = await deassign(job.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, data: { jobId: job.id, isAssigned: false } });
    expect(body.data.applicants.map((a: { status: string }) => a.status)).toEqual(['pending', 'pending', 'pending']);
    expect(await jobStatus(job.id)).toBe('active');
    const [fee] = await paymentsOf(job.id);
    expect(fee).toMatchObject({ status: 'Due', tutorUserId: tutors[1]!.id, amount: 2000, balance: 2000 });
    expect((await entriesOf(fee!.id)).map((entry) => [entry.kind, entry.amount])).toEqual([
      ['charge', 3000],
      ['adjustment', -1000],
    ]);

    // Not assigned any more: a second deassign is refused; a new selection makes a new record.
    const again = await deassign(job.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'No tutor is assigned to this tuition' });
    expect((await select(job.id, tutors[2]!.id)).statusCode).toBe(200);
    const fees = await paymentsOf(job.id);
    expect(fees.map((row) => [row.tutorUserId, row.amount]).sort()).toEqual(
      [
        [tutors[1]!.id, 2000],
        [tutors[2]!.id, 3000],
      ].sort(),
    );
  });

  it('voids the fee when deassigned before the start', async () => {
    const { job, tutors } = await jobWithApplicants('6000');
    server.clock.set(NOW);
    await select(job.id, tutors[0]!.id, admin.headers, { startDate: '2026-03-20' });
    expect((await deassign(job.id)).statusCode).toBe(200);
    const [fee] = await paymentsOf(job.id);
    expect(fee).toMatchObject({ status: 'Cancel', ledgerStatus: 'Cancelled', balance: 0 });
  });

  it('60% paid and ended within the first month: 40% stays and 20% is a refund due', async () => {
    const { job, tutors } = await jobWithApplicants('10000');
    server.clock.set(NOW);
    await select(job.id, tutors[0]!.id);
    const [fee] = await paymentsOf(job.id);
    expect((await pay(fee!.id, 'TRX-60')).statusCode).toBe(200);
    server.clock.advance(20 * DAY);
    expect((await deassign(job.id)).statusCode).toBe(200);
    expect((await paymentsOf(job.id))[0]).toMatchObject({ status: 'Paid', ledgerStatus: 'Refund due', amount: 4000, balance: -2000 });
  });

  it('keeps the full fee after the first month', async () => {
    const { job, tutors } = await jobWithApplicants();
    server.clock.set(NOW);
    await select(job.id, tutors[0]!.id);
    const [fee] = await paymentsOf(job.id);
    await pay(fee!.id, 'TRX-FULL');
    server.clock.advance(45 * DAY);
    expect((await deassign(job.id)).statusCode).toBe(200);
    expect((await paymentsOf(job.id)).map((row) => [row.status, row.amount, row.balance])).toEqual([['Paid', 3000, 0]]);
    expect(await jobStatus(job.id)).toBe('active');
    const lines = await server.db.select().from(activityLog).where(eq(activityLog.recordId, job.id));
    expect(lines.map((line) => line.action).sort()).toEqual(['application.deassign', 'application.select']);
  });

  it('answers 404 for an unknown job', async () => {
    const response = await deassign('8b6f1a52-3f0e-4c1e-9d7a-2f4b5c6d7e8f');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Tuition not found' });
  });
});

describe('GET /api/admin/applicants/{tutorId}', () => {
  it("gives the admin an applicant's name, e-mail and phone; the public tutor details never carry them", async () => {
    const tutor = await signIn(server.app, server.db, 'tutor', { name: 'Farhana Akter' });
    const response = await server.app.inject({ method: 'GET', url: `/api/admin/applicants/${tutor.id}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tutor: { id: tutor.id, name: 'Farhana Akter', email: tutor.email, phone: tutor.phone } });

    const publicDetails = await server.app.inject({ method: 'GET', url: `/api/tutors/${tutor.id}` });
    expect(publicDetails.body).not.toContain(tutor.email);
    expect(publicDetails.body).not.toContain(tutor.phone);

    const missing = await server.app.inject({
      method: 'GET',
      url: '/api/admin/applicants/8b6f1a52-3f0e-4c1e-9d7a-2f4b5c6d7e8f',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Tutor not found' });
  });
});

describe('who may call them', () => {
  it('refuses a missing token (401) and a student or tutor (403), and changes nothing', async () => {
    const { job, tutors } = await jobWithApplicants();
    const student = await signIn(server.app, server.db, 'student');
    const calls = [
      () => select(job.id, tutors[0]!.id, {}),
      () => deassign(job.id, {}),
      () => server.app.inject({ method: 'GET', url: `/api/admin/applicants/${tutors[0]!.id}` }),
    ];
    for (const call of calls) {
      const answer = await call();
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ message: expect.any(String) });
    }
    for (const member of [student, tutors[0]!]) {
      for (const answer of [
        await select(job.id, tutors[0]!.id, member.headers),
        await deassign(job.id, member.headers),
        await server.app.inject({ method: 'GET', url: `/api/admin/applicants/${tutors[0]!.id}`, headers: member.headers }),
      ]) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toEqual({ message: expect.any(String) });
      }
    }
    expect(await jobStatus(job.id)).toBe('active');
    expect(await server.db.select().from(payments)).toEqual([]);
  });
});

describe('GET /api/tutors/{id}/cv', () => {
  it("answers a PDF of the tutor's public profile as an attachment, without a token", async () => {
    const tutor = await signIn(server.app, server.db, 'tutor', { name: 'Farhana Akter' });
    const saved = await server.app.inject({
      method: 'PUT',
      url: `/api/tutors/${tutor.id}/profile`,
      headers: tutor.headers,
      payload: tutorProfileBody(),
    });
    expect(saved.statusCode).toBe(200);

    const response = await server.app.inject({ method: 'GET', url: `/api/tutors/${tutor.id}/cv` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="shikhon-tutor-${tutor.tutorId}-cv.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    // The document's title (an uncompressed string object) names the tutor.
    expect(pdf.toString('latin1')).toContain('Curriculum Vitae: Farhana Akter');

    // The display number addresses the same tutor.
    const byNumber = await server.app.inject({ method: 'GET', url: `/api/tutors/${tutor.tutorId}/cv` });
    expect(byNumber.statusCode).toBe(200);
  });

  it('is made only of public data: education and preferences, never e-mail or phone', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor', { name: 'Farhana Akter' });
    await server.app.inject({
      method: 'PUT',
      url: `/api/tutors/${tutor.id}/profile`,
      headers: tutor.headers,
      payload: tutorProfileBody(),
    });
    const cv = tutorCvContent((await publicTutorDetail(server.db, tutor.id)).tutor);
    const text = JSON.stringify(cv);
    expect(cv.name).toBe('Farhana Akter');
    expect(text).toContain('University of Dhaka');
    expect(text).toContain('Physics');
    // Mediums read as the catalogue's labels, not the stored slugs.
    expect(text).toContain('Bangla Medium');
    expect(text).not.toContain('bangla-medium');
    expect(text).not.toContain(tutor.email);
    expect(text).not.toContain(tutor.phone);
    expect(text).not.toContain('Rajshahi'); // the private personal section
  });

  it('draws a Bengali name in a Bengali font (Noto Sans Bengali, shipped with the app), not as question marks', async () => {
    const tutor = await signIn(server.app, server.db, 'tutor', { name: 'ফারহানা আক্তার' });
    const response = await server.app.inject({ method: 'GET', url: `/api/tutors/${tutor.id}/cv` });
    expect(response.statusCode).toBe(200);
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansBengali-Regular/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansBengali-Bold/);
    // Uncompressed, the embedded fonts' ToUnicode maps show which characters were drawn: the name's letters, not '?'.
    const plain = (await renderTutorCv((await publicTutorDetail(server.db, tutor.id)).tutor, NOW, { compress: false })).toString('latin1');
    const drawn = [...plain.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)].map((match) => match[1]).join(' ');
    for (const letter of ['ফ', 'র', 'হ', 'ন', 'ত']) {
      expect(drawn).toContain(`<${letter.codePointAt(0)!.toString(16).padStart(4, '0')}>`);
    }
    expect(drawn).not.toContain('<003f>');
  });

  it('answers 404 { message } for an unknown tutor or a non-tutor', async () => {
    const student = await signIn(server.app, server.db, 'student');
    for (const id of ['8b6f1a52-3f0e-4c1e-9d7a-2f4b5c6d7e8f', student.id, 'nobody']) {
      const response = await server.app.inject({ method: 'GET', url: `/api/tutors/${id}/cv` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Tutor not found' });
    }
  });
});
