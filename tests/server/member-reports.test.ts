// @vitest-environment node
// Members' reports (issue 13): the tutor reports a payment (finance confirms: a ledger entry and a receipt PDF; or
// rejects: the tutor is told), the tutor or guardian reports a tuition's end (staff confirm: the fee rule), collect
// via guardian, the admin job page. Every route: happy path, 400 changing nothing, 403 wrong role, 404 another's.
import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_REPORT_MESSAGES } from '@/shared/api/contract';
import type { StaffRole } from '@/shared/config/catalogue';
import {
  activityLog,
  ledgerEntries,
  memberNotifications,
  paymentReports,
  payments,
  tuitionEndReports,
  tuitions,
} from '@server/db/schema';

import { createSession } from '@server/services/sessions';
import { createUser } from '@server/services/users';
import { setupTestServer, uniquePhone } from './harness';
import { insertApplication, insertJob, signIn, type Member } from './member-fixtures';

const server = setupTestServer();
const NOW = new Date('2026-03-10T06:00:00.000Z');
let owner: Member;
let tutor: Member;
let guardian: Member;
let finance: { headers: Record<string, string> };
let matcher: { headers: Record<string, string> };
let content: { headers: Record<string, string> };

async function staffOf(role: StaffRole) {
  const user = await createUser(server.db, {
    name: `Staff ${role}`,
    email: `${role}-${Math.random().toString(36).slice(2, 8)}@staff.example.com`,
    phone: uniquePhone(),
    passwordHash: 'not-used',
    userType: 'admin',
    role,
  });
  const { token } = await createSession(server.db, user.id, { rememberMe: false, now: server.clock.now() });
  return { id: user.id, headers: { authorization: `Bearer ${token}` } };
}

beforeEach(async () => {
  server.clock.set(NOW);
  owner = await signIn(server.app, server.db, 'admin');
  tutor = await signIn(server.app, server.db, 'tutor', { name: 'ফারহানা আক্তার' });
  guardian = await signIn(server.app, server.db, 'student');
  finance = await staffOf('finance');
  matcher = await staffOf('matcher');
  content = await staffOf('content');
});

/** A job of the guardian's with the tutor selected at 8,000 Tk from `startDate` (fee 4,800). */
async function assignedJob(startDate = '2026-03-01', who: Member = tutor, postedAt = '2026-02-20', selectedAt = '2026-02-25') {
  const job = await insertJob(server.db, { salary: '8000', postedAt: new Date(`${postedAt}T00:00:00.000Z`), studentUserId: guardian.id });
  await insertApplication(server.db, job.id, who.id);
  server.clock.set(new Date(`${selectedAt}T06:00:00.000Z`));
  const selected = await server.app.inject({
    method: 'PUT',
    url: `/api/tuitionApply/select/${job.id}`,
    headers: owner.headers,
    payload: { tutorId: who.id, agreedSalary: 8000, startDate },
  });
  expect(selected.statusCode).toBe(200);
  server.clock.set(NOW);
  const [fee] = await server.db.select().from(payments).where(eq(payments.tuitionId, job.id));
  return { job, fee: fee! };
}

const entriesOf = (id: string) =>
  server.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, id)).orderBy(asc(ledgerEntries.seq));
const feeRow = async (id: string) => (await server.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const countRows = async () => ({
  reports: (await server.db.select().from(paymentReports)).length,
  ends: (await server.db.select().from(tuitionEndReports)).length,
  entries: (await server.db.select().from(ledgerEntries)).length,
  log: (await server.db.select().from(activityLog)).length,
});

const report = (feeId: string, payload: object, headers = tutor.headers) =>
  server.app.inject({ method: 'POST', url: `/api/me/fees/${feeId}/payment-reports`, headers, payload });
const decide = (kind: 'payment-reports' | 'tuition-end-reports', id: string, verb: 'confirm' | 'reject', headers: Record<string, string>, payload?: object) =>
  server.app.inject({ method: 'PUT', url: `/api/admin/${kind}/${id}/${verb}`, headers, ...(payload ? { payload } : {}) });

describe('payment reports', () => {
  it('the tutor reports a bKash payment; finance confirms: one payment entry, an activity line, a receipt PDF', async () => {
    const { fee } = await assignedJob();
    const answer = await report(fee.id, { method: 'bKash', reference: 'bk7x9q2a', amount: 3000 });
    expect(answer.statusCode).toBe(201);
    const created = answer.json().data;
    expect(created).toMatchObject({ state: 'pending', amount: 3000, method: 'bKash', reference: 'BK7X9Q2A', hasReceipt: false });

    const queue = await server.app.inject({ method: 'GET', url: '/api/admin/payment-reports', headers: finance.headers });
    expect(queue.json().data.map((row: { _id: string }) => row._id)).toEqual([created._id]);
    expect(queue.json().data[0].tutorName).toBe('ফারহানা আক্তার');

    const confirmed = await decide('payment-reports', created._id, 'confirm', finance.headers);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ state: 'confirmed', hasReceipt: true, feeBalance: 1800 });
    const entries = await entriesOf(fee.id);
    expect(entries.map((entry) => [entry.kind, entry.amount, entry.reference])).toEqual([
      ['charge', 4800, null],
      ['payment', -3000, 'BK7X9Q2A'],
    ]);
    expect(await feeRow(fee.id)).toMatchObject({ balance: 1800, ledgerStatus: 'Partially paid' });
    const [line] = await server.db.select().from(activityLog).where(eq(activityLog.action, 'payment-report.confirm'));
    expect(line).toMatchObject({ recordType: 'payment', recordId: fee.id });
    const [stored] = await server.db.select().from(paymentReports);
    expect(stored!.ledgerEntryId).toBe(entries[1]!.id);

    // Double confirm: 409, nothing new.
    expect((await decide('payment-reports', created._id, 'confirm', finance.headers)).statusCode).toBe(409);
    expect(await entriesOf(fee.id)).toHaveLength(2);

    for (const [url, headers] of [
      [`/api/me/payment-reports/${created._id}/receipt`, tutor.headers],
      [`/api/admin/payment-reports/${created._id}/receipt`, finance.headers],
    ] as const) {
      const pdf = await server.app.inject({ method: 'GET', url, headers });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.rawPayload.length).toBeGreaterThan(1000);
    }
    const mine = await server.app.inject({ method: 'GET', url: '/api/me/payment-reports', headers: tutor.headers });
    expect(mine.json().data).toEqual([expect.objectContaining({ _id: created._id, state: 'confirmed', hasReceipt: true })]);
  });

  it('the same reference twice records one payment; a reference already on the ledger is refused at report', async () => {
    const { fee } = await assignedJob();
    const first = (await report(fee.id, { method: 'Nagad', reference: 'NG-555', amount: 1000 })).json().data;
    expect((await report(fee.id, { method: 'Nagad', reference: 'ng-555', amount: 1000 })).statusCode).toBe(409);
    // Finance recorded it by hand meanwhile: confirming records nothing new and points at that entry.
    const paid = await server.app.inject({
      method: 'PUT',
      url: `/api/payments/${fee.id}/status`,
      headers: finance.headers,
      payload: { status: 'Paid', method: 'Nagad', reference: 'NG-555', amount: 1000 },
    });
    expect(paid.statusCode).toBe(200);
    expect((await decide('payment-reports', first._id, 'confirm', finance.headers)).statusCode).toBe(200);
    const payments = (await entriesOf(fee.id)).filter((entry) => entry.kind === 'payment');
    expect(payments).toHaveLength(1);
    expect((await report(fee.id, { method: 'Nagad', reference: 'NG-555', amount: 1000 })).json()).toEqual({
      message: MEMBER_REPORT_MESSAGES.alreadyRecorded,
    });
  });

  it('bad input answers 400 and changes nothing; another tutor\u2019s fee 404; wrong roles 403', async () => {
    const { fee } = await assignedJob();
    const before = await countRows();
    for (const bad of [
      {},
      { method: 'bKash', reference: 'TRX-1', amount: -5 },
      { method: 'bKash', reference: 'TRX-1', amount: 10.5 },
      { method: 'bKash', reference: 'TRX-1', amount: 0 },
      { method: 'bKash', reference: 'TRX-1', amount: '500' },
      { method: 'bKash', reference: 'TRX-1', amount: 99_999_999 },
      { method: 'PayPal', reference: 'TRX-1', amount: 500 },
      { method: 'bKash', reference: '', amount: 500 },
      { method: 'bKash', reference: 'TRX-1', amount: 4801 },
    ]) {
      const answer = await report(fee.id, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json()).toEqual({ message: expect.any(String) });
    }
    expect(await countRows()).toEqual(before);

    const other = await signIn(server.app, server.db, 'tutor');
    expect((await report(fee.id, { method: 'bKash', reference: 'TRX-1', amount: 500 }, other.headers)).statusCode).toBe(404);
    expect((await report(fee.id, { method: 'bKash', reference: 'TRX-1', amount: 500 }, guardian.headers)).statusCode).toBe(403);
    const created = (await report(fee.id, { method: 'bKash', reference: 'TRX-1', amount: 500 })).json().data;
    expect((await server.app.inject({ method: 'GET', url: `/api/me/payment-reports/${created._id}/receipt`, headers: other.headers })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `/api/me/payment-reports/${created._id}/receipt`, headers: tutor.headers })).statusCode).toBe(409);
    for (const headers of [matcher.headers, content.headers]) {
      expect((await server.app.inject({ method: 'GET', url: '/api/admin/payment-reports', headers })).statusCode).toBe(403);
      expect((await decide('payment-reports', created._id, 'confirm', headers)).statusCode).toBe(403);
      expect((await decide('payment-reports', created._id, 'reject', headers, { reason: 'Not found in bKash' })).statusCode).toBe(403);
    }
    expect((await decide('payment-reports', created._id, 'reject', finance.headers, { reason: '' })).statusCode).toBe(400);
    expect((await server.db.select().from(paymentReports))[0]!.state).toBe('pending');
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/payment-reports?state=lost', headers: finance.headers })).statusCode).toBe(400);
    expect((await decide('payment-reports', '8b6f1a52-3f0e-4c1e-9d7a-2f4b5c6d7e8f', 'confirm', finance.headers)).statusCode).toBe(404);
  });

  it('finance rejects with a reason: the tutor is told in their inbox, the ledger is unchanged', async () => {
    const { fee } = await assignedJob();
    const created = (await report(fee.id, { method: 'Rocket', reference: 'RK-42', amount: 4800 })).json().data;
    const rejected = await decide('payment-reports', created._id, 'reject', finance.headers, { reason: 'No such transaction in Rocket' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ state: 'rejected', decisionReason: 'No such transaction in Rocket', hasReceipt: false });
    expect(await entriesOf(fee.id)).toHaveLength(1);
    const inbox = await server.db.select().from(memberNotifications).where(eq(memberNotifications.userId, tutor.id));
    expect(inbox.map((row) => row.message).join(' ')).toContain('No such transaction in Rocket');
    expect((await decide('payment-reports', created._id, 'reject', finance.headers, { reason: 'Again and again' })).statusCode).toBe(409);
    const log = await server.db.select().from(activityLog).where(eq(activityLog.action, 'payment-report.reject'));
    expect(log[0]).toMatchObject({ reason: 'No such transaction in Rocket', recordId: fee.id });
  });
});

describe('tuition end reports', () => {
  const reportEnd = (jobId: string, payload: object, headers = tutor.headers) =>
    server.app.inject({ method: 'POST', url: `/api/me/tuitions/${jobId}/end-report`, headers, payload });

  it('within the first month: the fee becomes 40% and 20% is owed back when 60% was paid; the job closes', async () => {
    const { job, fee } = await assignedJob('2026-03-01');
    const paid = await server.app.inject({
      method: 'PUT',
      url: `/api/payments/${fee.id}/status`,
      headers: finance.headers,
      payload: { status: 'Paid', method: 'bKash', reference: 'FULL-1' },
    });
    expect(paid.statusCode).toBe(200);
    const answer = await reportEnd(job.id, { endedOn: '2026-03-08', note: 'The family moved' });
    expect(answer.statusCode).toBe(201);
    const created = answer.json().data;
    expect(created).toMatchObject({ state: 'pending', endedOn: '2026-03-08', reporterType: 'tutor', feeAmount: 4800 });
    expect((await reportEnd(job.id, { endedOn: '2026-03-08' })).statusCode).toBe(409);
    expect((await decide('tuition-end-reports', created._id, 'confirm', content.headers)).statusCode).toBe(403);
    const confirmed = await decide('tuition-end-reports', created._id, 'confirm', matcher.headers);
    expect(confirmed.statusCode).toBe(200);
    expect(await feeRow(fee.id)).toMatchObject({ amount: 3200, balance: -1600, ledgerStatus: 'Refund due' });
    const entries = await entriesOf(fee.id);
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(-1600);
    expect((await server.db.select().from(tuitions).where(eq(tuitions.id, job.id)))[0]!.status).toBe('closed');
    expect((await decide('tuition-end-reports', created._id, 'confirm', finance.headers)).statusCode).toBe(409);
    const [line] = await server.db.select().from(activityLog).where(eq(activityLog.action, 'tuition-end.confirm'));
    expect(line!.changes).toHaveProperty(`fee:${fee.id}`);
  });

  it('the guardian reports; after the first month the full fee stays; before the start the charge is void', async () => {
    const late = await assignedJob('2026-01-05', tutor, '2025-12-20', '2026-01-02');
    const answer = await server.app.inject({
      method: 'POST',
      url: `/api/me/jobs/${late.job.id}/end-report`,
      headers: guardian.headers,
      payload: { endedOn: '2026-03-09' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.reporterType).toBe('student');
    expect((await decide('tuition-end-reports', answer.json().data._id, 'confirm', finance.headers)).statusCode).toBe(200);
    expect(await feeRow(late.fee.id)).toMatchObject({ amount: 4800, balance: 4800, status: 'Due' });

    const other = await signIn(server.app, server.db, 'tutor');
    const early = await assignedJob('2026-03-15', other);
    const ended = await reportEnd(early.job.id, { endedOn: '2026-03-10' }, other.headers);
    expect(ended.statusCode).toBe(201);
    expect((await decide('tuition-end-reports', ended.json().data._id, 'confirm', owner.headers)).statusCode).toBe(200);
    expect(await feeRow(early.fee.id)).toMatchObject({ status: 'Cancel', balance: 0 });
  });

  it('bad dates answer 400 and change nothing; another member\u2019s tuition 404; a reason is needed to reject', async () => {
    const { job } = await assignedJob('2026-03-01');
    const before = await countRows();
    for (const bad of [{}, { endedOn: 'yesterday' }, { endedOn: '2026-03-11' }, { endedOn: '2026-02-24' }, { endedOn: '2026-02-30' }]) {
      const answer = await reportEnd(job.id, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json()).toEqual({ message: expect.any(String) });
    }
    expect(await countRows()).toEqual(before);
    const other = await signIn(server.app, server.db, 'tutor');
    expect((await reportEnd(job.id, { endedOn: '2026-03-05' }, other.headers)).statusCode).toBe(404);
    const stranger = await signIn(server.app, server.db, 'student');
    const foreign = await server.app.inject({
      method: 'POST',
      url: `/api/me/jobs/${job.id}/end-report`,
      headers: stranger.headers,
      payload: { endedOn: '2026-03-05' },
    });
    expect(foreign.statusCode).toBe(404);
    const created = (await reportEnd(job.id, { endedOn: '2026-03-05' })).json().data;
    expect((await decide('tuition-end-reports', created._id, 'reject', matcher.headers, {})).statusCode).toBe(400);
    const rejected = await decide('tuition-end-reports', created._id, 'reject', matcher.headers, { reason: 'The guardian says the classes go on' });
    expect(rejected.json().data).toMatchObject({ state: 'rejected' });
    const list = await server.app.inject({ method: 'GET', url: '/api/admin/tuition-end-reports?state=rejected', headers: matcher.headers });
    expect(list.json().total).toBe(1);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/tuition-end-reports', headers: content.headers })).statusCode).toBe(403);
  });
});

describe('collect via guardian and the admin job page', () => {
  it('finance marks an unpaid fee (a reason needed, finance only); the payments list and the job page show it; twice is 409', async () => {
    const { job, fee } = await assignedJob();
    const mark = (id: string, payload: object, headers = finance.headers) =>
      server.app.inject({ method: 'PUT', url: `/api/payments/${id}/collect-via-guardian`, headers, payload });
    expect((await mark(fee.id, {})).statusCode).toBe(400);
    expect((await feeRow(fee.id)).collectFrom).toBe('tutor');
    expect((await mark(fee.id, { reason: 'Tutor unreachable' }, matcher.headers)).statusCode).toBe(403);
    const marked = await mark(fee.id, { reason: 'Tutor unreachable for three weeks' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toEqual({ paymentId: fee.id, collectFrom: 'guardian' });
    expect((await mark(fee.id, { reason: 'Tutor unreachable' })).statusCode).toBe(409);
    const list = await server.app.inject({ method: 'GET', url: '/api/payments', headers: finance.headers });
    expect(list.json().data.find((row: { _id: string }) => row._id === fee.id).collectFrom).toBe('guardian');
    const [line] = await server.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'payment.collect-via-guardian'), eq(activityLog.recordId, fee.id)));
    expect(line).toMatchObject({ reason: 'Tutor unreachable for three weeks', changes: { collectFrom: { before: 'tutor', after: 'guardian' } } });
    expect((await mark('8b6f1a52-3f0e-4c1e-9d7a-2f4b5c6d7e8f', { reason: 'Tutor unreachable' })).statusCode).toBe(404);

    const page = await server.app.inject({ method: 'GET', url: `/api/admin/jobs/${job.id}`, headers: matcher.headers });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.job._id).toBe(job.id);
    expect(body.assignment).toMatchObject({ tutorId: tutor.id });
    expect(body.applicants).toHaveLength(1);
    expect(body.fees[0].entries.map((entry: { kind: string }) => entry.kind)).toEqual(['charge']);
    expect(body.history.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['application.select', 'payment.collect-via-guardian']),
    );
    expect((await server.app.inject({ method: 'GET', url: `/api/admin/jobs/${job.id}`, headers: content.headers })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/jobs/8b6f1a52-3f0e-4c1e-9d7a-2f4b5c6d7e8f', headers: finance.headers })).statusCode).toBe(404);

  });
});
