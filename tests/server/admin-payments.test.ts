// @vitest-environment node
// Payment information: GET /api/payments, PUT /api/payments/{id}/status, DELETE /api/payments/{id} (a void), and the
// fee ledger behind them: GET/POST /api/payments/{id}/ledger, the finance queues and the CSV export.
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PAYMENT_MESSAGES,
  paymentDeletedSchema,
  paymentListResponseSchema,
  paymentUpdatedSchema,
} from '@/shared/api/contract';
import { activityLog, ledgerEntries, payments, users, type NewPaymentRow } from '@server/db/schema';
import { SYSTEM_ACTOR } from '@server/services/activity-log';
import { createFee } from '@server/services/fee-ledger';
import { setupTestServer } from './harness';
import { insertJob, signIn, type Member } from './member-fixtures';

const server = setupTestServer();
let admin: Member;
let tutor: Member;
beforeEach(async () => {
  admin = await signIn(server.app, server.db, 'admin');
  tutor = await signIn(server.app, server.db, 'tutor', { name: 'Farhana Akter' });
});

const DAY = 86_400_000;
const base = new Date('2026-05-01T06:00:00.000Z');
const TUITION_ID = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** A payment record straight in the database, created `index` days before the base date. */
async function insertPayment(index: number, values: Partial<NewPaymentRow> = {}) {
  const createdAt = new Date(base.getTime() - index * DAY);
  const [row] = await server.db
    .insert(payments)
    .values({
      tutorUserId: tutor.id,
      tuitionId: TUITION_ID,
      amount: 3000 + index,
      tuitionPostedDate: new Date('2026-04-01T00:00:00.000Z'),
      tuitionStartDate: new Date('2026-04-05T00:00:00.000Z'),
      paymentDueDate: new Date('2026-05-05T00:00:00.000Z'),
      createdAt,
      updatedAt: createdAt,
      ...values,
    })
    .returning();
  return row!;
}

/** A fee as selection makes it: the row and its charge entry on the ledger. */
async function insertFee(index: number, values: Partial<NewPaymentRow> & { amount?: number } = {}) {
  const createdAt = new Date(base.getTime() - index * DAY);
  return server.db.transaction((tx) =>
    createFee(
      tx,
      {
        tutorUserId: tutor.id,
        tuitionId: TUITION_ID,
        amount: 3000 + index,
        agreedSalary: 5000,
        tuitionPostedDate: new Date('2026-04-01T00:00:00.000Z'),
        tuitionStartDate: new Date('2026-04-05T00:00:00.000Z'),
        paymentDueDate: new Date('2026-05-05T00:00:00.000Z'),
        createdAt,
        ...values,
      },
      SYSTEM_ACTOR,
      createdAt,
    ),
  );
}

const entriesOf = (id: string) =>
  server.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, id)).orderBy(asc(ledgerEntries.seq));
const sumOf = (rows: { amount: number }[]) => rows.reduce((sum, row) => sum + row.amount, 0);

const list = (query = '', headers = admin.headers) => server.app.inject({ method: 'GET', url: `/api/payments${query}`, headers });
const setStatus = (id: string, payload: object, headers = admin.headers) =>
  server.app.inject({ method: 'PUT', url: `/api/payments/${id}/status`, headers, payload });
const remove = (id: string, headers = admin.headers) => server.app.inject({ method: 'DELETE', url: `/api/payments/${id}`, headers });
const stored = async (id: string) => (await server.db.select().from(payments).where(eq(payments.id, id)))[0];

describe('GET /api/payments', () => {
  it("names a fee's job by its number (SK-…), the reference tutors pay with", async () => {
    const job = await insertJob(server.db);
    const fee = await insertPayment(0, { tuitionId: job.id });
    const body = paymentListResponseSchema.parse((await list()).json());
    expect(body.data.find((p) => p._id === fee.id)).toMatchObject({ tuitionId: job.id, jobNumber: job.jobNumber });
  });

  it('answers every record newest first with the tutor\u2019s name and every column of the table', async () => {
    const older = await insertPayment(1, { status: 'Paid' });
    const newer = await insertPayment(0);
    const answer = await list();
    expect(answer.statusCode).toBe(200);
    const body = paymentListResponseSchema.parse(answer.json());
    expect(body.data.map((p) => p._id)).toEqual([newer.id, older.id]);
    expect(body.data[0]).toEqual({
      _id: newer.id,
      tutorId: tutor.id,
      tutorName: 'Farhana Akter',
      tuitionId: TUITION_ID,
      // No job with that id: no number to show.
      jobNumber: null,
      amount: 3000,
      tuitionPostedDate: '2026-04-01T00:00:00.000Z',
      tuitionStartDate: '2026-04-05T00:00:00.000Z',
      paymentDueDate: '2026-05-05T00:00:00.000Z',
      status: 'Due',
      createdAt: base.toISOString(),
      kind: 'media',
      agreedSalary: null,
      balance: 0,
      ledgerStatus: 'Due',
      // Collected from the tutor unless finance marked it "Collect via guardian".
      collectFrom: 'tutor',
    });
    expect(body).toMatchObject({ total: 2, page: 1, limit: 20 });
  });

  it('keeps a record whose tutor account is gone, with no tutor id or name', async () => {
    const payment = await insertPayment(0, { tuitionPostedDate: null, tuitionStartDate: null, paymentDueDate: null });
    await server.db.delete(users).where(eq(users.id, tutor.id));
    const body = paymentListResponseSchema.parse((await list()).json());
    expect(body.data).toEqual([
      expect.objectContaining({
        _id: payment.id,
        tutorId: null,
        tutorName: null,
        tuitionPostedDate: null,
        tuitionStartDate: null,
        paymentDueDate: null,
      }),
    ]);
  });

  it('filters by status in the database', async () => {
    await insertPayment(0, { status: 'Paid' });
    await insertPayment(1, { status: 'Due' });
    await insertPayment(2, { status: 'Paid' });
    await insertPayment(3, { status: 'Fraud' });
    const paid = paymentListResponseSchema.parse((await list('?status=Paid')).json());
    expect(paid.data.map((p) => p.amount)).toEqual([3000, 3002]);
    expect(paid.total).toBe(2);
    for (const [status, amounts] of [
      ['Due', [3001]],
      ['Fraud', [3003]],
      ['Cancel', []],
      ['all', [3000, 3001, 3002, 3003]],
    ] as const) {
      const body = paymentListResponseSchema.parse((await list(`?status=${status}`)).json());
      expect(body.data.map((p) => p.amount), status).toEqual(amounts);
      expect(body.total).toBe(amounts.length);
    }
  });

  it('pages on the server, every status merged in date order', async () => {
    const statuses = ['Due', 'Paid', 'Fraud', 'Cancel'] as const;
    for (let index = 0; index < 9; index += 1) await insertPayment(index, { status: statuses[index % 4] });
    const pages = [];
    for (let page = 1; page <= 3; page += 1) {
      const body = paymentListResponseSchema.parse((await list(`?page=${page}&limit=4`)).json());
      expect(body.total).toBe(9);
      pages.push(body.data.map((p) => p.amount - 3000));
    }
    expect(pages).toEqual([[0, 1, 2, 3], [4, 5, 6, 7], [8]]);
    expect(paymentListResponseSchema.parse((await list('?page=5&limit=4')).json()).data).toEqual([]);
    const duePage2 = paymentListResponseSchema.parse((await list('?status=Due&page=2&limit=2')).json());
    expect(duePage2.data.map((p) => p.amount - 3000)).toEqual([8]);
  });

  it('refuses an unknown status and a limit over 100 with 400 { message }', async () => {
    for (const query of ['?status=due', '?status=Overdue', '?limit=101', '?page=0']) {
      const answer = await list(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json()).toEqual({ message: expect.any(String) });
    }
  });
});

const paid = { status: 'Paid', method: 'bKash', reference: 'TRX9A1B2C' } as const;

describe('PUT /api/payments/{id}/status', () => {
  beforeEach(() => server.clock.set(new Date('2026-05-01T00:00:00.000Z')));

  it('Paid records a payment of the balance with method and reference; each status is a ledger entry', async () => {
    const fee = await insertFee(0);
    server.clock.set(new Date('2026-05-10T00:00:00.000Z'));
    const answer = await setStatus(fee.id, paid);
    expect(answer.statusCode).toBe(200);
    const body = paymentUpdatedSchema.parse(answer.json());
    expect(body).toMatchObject({
      success: true,
      data: { _id: fee.id, status: 'Paid', ledgerStatus: 'Paid', balance: 0, amount: 3000, tutorName: 'Farhana Akter' },
    });
    const entries = await entriesOf(fee.id);
    expect(entries.map((entry) => [entry.kind, entry.amount, entry.method, entry.reference])).toEqual([
      ['charge', 3000, null, null],
      ['payment', -3000, 'bKash', 'TRX9A1B2C'],
    ]);
    expect(entries[1]!.actorUserId).toBe(admin.id);
    expect((await stored(fee.id))?.updatedAt.toISOString()).toBe('2026-05-10T00:00:00.000Z');
  });

  it('takes partial payments: Partially paid, then Paid; the same reference twice records one payment', async () => {
    const fee = await insertFee(0, { amount: 4800 });
    const first = await setStatus(fee.id, { ...paid, amount: 2000, reference: 'BK-1' });
    expect(first.json().data).toMatchObject({ status: 'Due', ledgerStatus: 'Partially paid', balance: 2800 });
    const again = await setStatus(fee.id, { ...paid, amount: 2000, reference: 'bk-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: PAYMENT_MESSAGES.duplicate, data: { balance: 2800 } });
    const rest = await setStatus(fee.id, { ...paid, reference: 'BK-2' });
    expect(rest.json().data).toMatchObject({ status: 'Paid', ledgerStatus: 'Paid', balance: 0 });
    const entries = await entriesOf(fee.id);
    expect(entries.map((entry) => entry.amount)).toEqual([4800, -2000, -2800]);
    expect(sumOf(entries)).toBe((await stored(fee.id))!.balance);
    // The reference is used: another fee cannot record it.
    const other = await insertFee(1);
    const reused = await setStatus(other.id, { ...paid, reference: 'BK-1' });
    expect(reused.statusCode).toBe(409);
    expect((await entriesOf(other.id)).map((entry) => entry.kind)).toEqual(['charge']);
  });

  it('Cancel voids, Fraud flags, Due reopens; any status reaches any other and the ledger sums to the balance', async () => {
    const fee = await insertFee(0);
    const steps = [
      [{ status: 'Fraud', reason: 'Tutor stopped answering' }, 'Fraud', 'Fraud'],
      [{ status: 'Cancel' }, 'Cancel', 'Cancelled'],
      [{ status: 'Due', reason: 'Cancelled by mistake' }, 'Due', 'Due'],
      [{ ...paid, amount: 1000 }, 'Due', 'Partially paid'],
      [{ status: 'Cancel', reason: 'Guardian withdrew before the start' }, 'Cancel', 'Refund due'],
      [{ status: 'Due', reason: 'Guardian came back' }, 'Due', 'Partially paid'],
      [{ ...paid, reference: 'TRX-LAST' }, 'Paid', 'Paid'],
    ] as const;
    for (const [payload, status, ledgerStatus] of steps) {
      const answer = await setStatus(fee.id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(200);
      expect(answer.json().data, JSON.stringify(payload)).toMatchObject({ status, ledgerStatus });
      expect(sumOf(await entriesOf(fee.id))).toBe((await stored(fee.id))!.balance);
    }
    expect((await entriesOf(fee.id)).map((entry) => entry.kind)).toEqual([
      'charge', 'flag', 'void', 'reopen', 'payment', 'void', 'reopen', 'payment',
    ]);
    const log = await server.db.select().from(activityLog).where(eq(activityLog.recordId, fee.id));
    expect(log.map((line) => line.action).sort()).toEqual(
      ['payment.fraud', 'payment.cancel', 'payment.reopen', 'payment.paid', 'payment.cancel', 'payment.reopen', 'payment.paid'].sort(),
    );
  });

  it('refuses what each status needs with 400 { message } and changes nothing', async () => {
    const fee = await insertFee(0);
    for (const payload of [
      { status: 'paid' },
      { status: 'Refunded' },
      {},
      { status: null },
      { status: 'Paid' },
      { status: 'Paid', method: 'bKash' },
      { status: 'Paid', reference: 'TRX1' },
      { ...paid, method: 'PayPal' },
      { ...paid, amount: -5 },
      { ...paid, amount: 12.5 },
      { ...paid, amount: 1e12 },
      { ...paid, amount: '100' },
      { ...paid, amount: 3001 },
      { ...paid, reference: '<script>' },
      { status: 'Fraud' },
      { status: 'Due' },
      { status: 'Cancel', amount: 5 },
    ]) {
      const answer = await setStatus(fee.id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toEqual({ message: expect.any(String) });
    }
    expect((await setStatus(fee.id, { status: 'Paid' })).json().message).toMatch(/bKash/);
    expect((await stored(fee.id))?.status).toBe('Due');
    expect(await entriesOf(fee.id)).toHaveLength(1);
  });

  it('answers 404 { message } for an unknown or malformed id', async () => {
    for (const id of ['5d0c7c1e-3f0e-4c1e-9d7a-2f4b5c6d7e8f', 'nope']) {
      const answer = await setStatus(id, paid);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: PAYMENT_MESSAGES.notFound });
    }
  });
});

describe('DELETE /api/payments/{id}', () => {
  it('voids the fee: it stays in GET /api/payments as Cancel with its ledger, and can be reopened', async () => {
    const fee = await insertFee(0);
    const kept = await insertFee(1);
    const answer = await server.app.inject({
      method: 'DELETE',
      url: `/api/payments/${fee.id}?reason=${encodeURIComponent('Entered twice')}`,
      headers: admin.headers,
    });
    expect(answer.statusCode).toBe(200);
    expect(paymentDeletedSchema.parse(answer.json())).toEqual({ success: true, message: PAYMENT_MESSAGES.voided });
    expect((await stored(fee.id))?.status).toBe('Cancel');
    expect((await stored(kept.id))?.status).toBe('Due');
    const listed = paymentListResponseSchema.parse((await list('?status=Cancel')).json());
    expect(listed.data.map((row) => [row._id, row.status])).toEqual([[fee.id, 'Cancel']]);
    expect((await entriesOf(fee.id)).map((entry) => [entry.kind, entry.amount, entry.note])).toEqual([
      ['charge', 3000, null],
      ['void', -3000, 'Entered twice'],
    ]);
    // A second delete changes nothing; Due reopens it.
    expect((await remove(fee.id)).statusCode).toBe(200);
    expect(await entriesOf(fee.id)).toHaveLength(2);
    const reopened = await setStatus(fee.id, { status: 'Due', reason: 'Not a duplicate after all' });
    expect(reopened.json().data).toMatchObject({ status: 'Due', balance: 3000 });
  });

  it('answers 404 { message } for an unknown or malformed id', async () => {
    for (const id of ['5d0c7c1e-3f0e-4c1e-9d7a-2f4b5c6d7e8f', 'nope']) {
      const answer = await remove(id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: PAYMENT_MESSAGES.notFound });
    }
  });
});

describe('the ledger', () => {
  it('cannot be changed: the database refuses UPDATE and DELETE of an entry or a log line', async () => {
    const fee = await insertFee(0);
    await setStatus(fee.id, { status: 'Cancel', reason: 'Test' });
    const [entry] = await entriesOf(fee.id);
    await expect(server.db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.id, entry!.id))).rejects.toThrow();
    await expect(server.db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id))).rejects.toThrow();
    await expect(server.db.update(activityLog).set({ reason: 'changed' })).rejects.toThrow();
    await expect(server.db.delete(activityLog)).rejects.toThrow();
    expect(await entriesOf(fee.id)).toHaveLength(2);
  });

  it('GET and POST /api/payments/{id}/ledger: entries with the actor, a refund after the 40% rule, waivers, adjustments', async () => {
    const fee = await insertFee(0, { amount: 6000, agreedSalary: 10_000 });
    await setStatus(fee.id, { ...paid, reference: 'FULL-1' });
    const post = (payload: object) =>
      server.app.inject({ method: 'POST', url: `/api/payments/${fee.id}/ledger`, headers: admin.headers, payload });
    expect((await post({ kind: 'refund', method: 'bKash', reference: 'R-1' })).statusCode).toBe(409);
    const adjusted = await post({ kind: 'adjustment', amount: -2000, reason: 'Ended within the first month' });
    expect(adjusted.json().data).toMatchObject({ ledgerStatus: 'Refund due', balance: -2000, amount: 4000 });
    expect((await post({ kind: 'refund', method: 'Nagad', reference: 'R-1', amount: 2001 })).statusCode).toBe(400);
    const refunded = await post({ kind: 'refund', method: 'Nagad', reference: 'R-1' });
    expect(refunded.json().data).toMatchObject({ status: 'Paid', ledgerStatus: 'Refunded', balance: 0 });
    for (const bad of [{ kind: 'adjustment', amount: 0, reason: 'x y z' }, { kind: 'waiver' }, { kind: 'gift', amount: 5 }]) {
      expect((await post(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const ledger = await server.app.inject({ method: 'GET', url: `/api/payments/${fee.id}/ledger`, headers: admin.headers });
    expect(ledger.statusCode).toBe(200);
    const body = ledger.json();
    expect(body.entries.map((entry: { kind: string; amount: number }) => [entry.kind, entry.amount])).toEqual([
      ['charge', 6000],
      ['payment', -6000],
      ['adjustment', -2000],
      ['refund', 2000],
    ]);
    expect(body.entries[1]).toMatchObject({ actorEmail: admin.email, method: 'bKash', reference: 'FULL-1' });

    const other = await insertFee(1, { amount: 1000 });
    const waive = await server.app.inject({
      method: 'POST',
      url: `/api/payments/${other.id}/ledger`,
      headers: admin.headers,
      payload: { kind: 'waiver', reason: 'Hardship' },
    });
    expect(waive.json().data).toMatchObject({ status: 'Cancel', ledgerStatus: 'Waived', balance: 0 });
  });

  it('lists finance queues: due within 7 days, overdue, refund due', async () => {
    server.clock.set(new Date('2026-05-01T00:00:00.000Z'));
    const soon = await insertFee(0, { paymentDueDate: new Date('2026-05-05T00:00:00.000Z') });
    const late = await insertFee(1, { paymentDueDate: new Date('2026-04-20T00:00:00.000Z') });
    await insertFee(2, { paymentDueDate: new Date('2026-06-20T00:00:00.000Z') });
    const refund = await insertFee(3, { paymentDueDate: new Date('2026-04-25T00:00:00.000Z') });
    await setStatus(refund.id, { ...paid, reference: 'Q-1' });
    await setStatus(refund.id, { status: 'Cancel', reason: 'Tuition never started' });
    const queue = async (name: string) => paymentListResponseSchema.parse((await list(`?queue=${name}`)).json());
    expect((await queue('due-soon')).data.map((row) => row._id)).toEqual([soon.id]);
    const overdue = await queue('overdue');
    expect(overdue.data.map((row) => [row._id, row.ledgerStatus])).toEqual([[late.id, 'Overdue']]);
    expect((await queue('refund-due')).data.map((row) => [row._id, row.balance])).toEqual([[refund.id, -3003]]);
    expect((await list('?queue=late')).statusCode).toBe(400);
  });

  it('exports the entries of a date range as CSV, formulas defused', async () => {
    server.clock.set(new Date('2026-05-10T09:00:00.000Z'));
    const fee = await insertFee(0);
    await setStatus(fee.id, { ...paid, amount: 1000, reference: 'CSV-1' });
    await setStatus(fee.id, { status: 'Fraud', reason: '=HYPERLINK("x")' });
    const answer = await list.call(null, '', admin.headers);
    expect(answer.statusCode).toBe(200);
    const csv = await server.app.inject({
      method: 'GET',
      url: '/api/payments/export.csv?from=2026-05-10&to=2026-05-10',
      headers: admin.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('entry_id,recorded_at,payment_id,fee_kind,tuition_id,tutor_id,kind,amount,method,reference,actor_email,note');
    expect(lines.slice(1).map((line) => line.split(',')[6])).toEqual(['payment', 'flag']);
    expect(lines[1]).toContain(`,payment,-1000,bKash,CSV-1,${admin.email},`);
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    for (const query of ['', '?from=2026-05-10', '?from=2026-05-11&to=2026-05-10', '?from=x&to=y']) {
      const bad = await server.app.inject({ method: 'GET', url: `/api/payments/export.csv${query}`, headers: admin.headers });
      expect(bad.statusCode, query).toBe(400);
    }
  });
});

describe('access', () => {
  it('401 without a token and 403 for a student or tutor on every call; nothing changes', async () => {
    const payment = await insertPayment(0);
    const calls = [
      { method: 'GET' as const, url: '/api/payments' },
      { method: 'PUT' as const, url: `/api/payments/${payment.id}/status`, payload: { status: 'Cancel' } },
      { method: 'DELETE' as const, url: `/api/payments/${payment.id}` },
    ];
    const student = await signIn(server.app, server.db, 'student');
    for (const call of calls) {
      expect((await server.app.inject(call)).statusCode, `${call.method} anonymous`).toBe(401);
      for (const member of [student, tutor]) {
        const answer = await server.app.inject({ ...call, headers: member.headers });
        expect(answer.statusCode, `${call.method} ${member.email}`).toBe(403);
        expect(answer.json()).toEqual({ message: expect.any(String) });
      }
    }
    expect((await stored(payment.id))?.status).toBe('Due');
  });
});
