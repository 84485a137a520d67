// @vitest-environment node
// Payment information: GET /api/payments, PUT /api/payments/{id}/status, DELETE /api/payments/{id}.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PAYMENT_MESSAGES,
  paymentDeletedSchema,
  paymentListResponseSchema,
  paymentUpdatedSchema,
} from '@/shared/api/contract';
import { payments, users, type NewPaymentRow } from '@server/db/schema';
import { setupTestServer } from './harness';
import { signIn, type Member } from './member-fixtures';

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

const list = (query = '', headers = admin.headers) => server.app.inject({ method: 'GET', url: `/api/payments${query}`, headers });
const setStatus = (id: string, payload: object, headers = admin.headers) =>
  server.app.inject({ method: 'PUT', url: `/api/payments/${id}/status`, headers, payload });
const remove = (id: string, headers = admin.headers) => server.app.inject({ method: 'DELETE', url: `/api/payments/${id}`, headers });
const stored = async (id: string) => (await server.db.select().from(payments).where(eq(payments.id, id)))[0];

describe('GET /api/payments', () => {
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
      amount: 3000,
      tuitionPostedDate: '2026-04-01T00:00:00.000Z',
      tuitionStartDate: '2026-04-05T00:00:00.000Z',
      paymentDueDate: '2026-05-05T00:00:00.000Z',
      status: 'Due',
      createdAt: base.toISOString(),
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

describe('PUT /api/payments/{id}/status', () => {
  it('changes any status to any other and answers { success, data }', async () => {
    const payment = await insertPayment(0);
    server.clock.set(new Date('2026-05-10T00:00:00.000Z'));
    for (const status of ['Paid', 'Fraud', 'Cancel', 'Due', 'Cancel', 'Paid'] as const) {
      const answer = await setStatus(payment.id, { status });
      expect(answer.statusCode).toBe(200);
      const body = paymentUpdatedSchema.parse(answer.json());
      expect(body).toMatchObject({ success: true, data: { _id: payment.id, status, tutorName: 'Farhana Akter' } });
      expect((await stored(payment.id))?.status).toBe(status);
    }
    expect((await stored(payment.id))?.updatedAt.toISOString()).toBe('2026-05-10T00:00:00.000Z');
  });

  it('refuses a status outside Due, Paid, Fraud, Cancel with 400 and changes nothing', async () => {
    const payment = await insertPayment(0);
    for (const payload of [{ status: 'paid' }, { status: 'Refunded' }, {}, { status: null }]) {
      const answer = await setStatus(payment.id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toEqual({ message: expect.any(String) });
    }
    expect((await stored(payment.id))?.status).toBe('Due');
  });

  it('answers 404 { message } for an unknown or malformed id', async () => {
    for (const id of ['5d0c7c1e-3f0e-4c1e-9d7a-2f4b5c6d7e8f', 'nope']) {
      const answer = await setStatus(id, { status: 'Paid' });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: PAYMENT_MESSAGES.notFound });
    }
  });
});

describe('DELETE /api/payments/{id}', () => {
  it('deletes the record and answers { success }', async () => {
    const gone = await insertPayment(0);
    const kept = await insertPayment(1);
    const answer = await remove(gone.id);
    expect(answer.statusCode).toBe(200);
    expect(paymentDeletedSchema.parse(answer.json())).toEqual({ success: true, message: PAYMENT_MESSAGES.deleted });
    expect(await stored(gone.id)).toBeUndefined();
    expect(await stored(kept.id)).toBeDefined();
    expect((await remove(gone.id)).statusCode).toBe(404);
  });

  it('answers 404 { message } for an unknown or malformed id', async () => {
    for (const id of ['5d0c7c1e-3f0e-4c1e-9d7a-2f4b5c6d7e8f', 'nope']) {
      const answer = await remove(id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: PAYMENT_MESSAGES.notFound });
    }
  });
});

describe('access', () => {
  it('401 without a token and 403 for a student or tutor on every call; nothing changes', async () => {
    const payment = await insertPayment(0);
    const calls = [
      { method: 'GET' as const, url: '/api/payments' },
      { method: 'PUT' as const, url: `/api/payments/${payment.id}/status`, payload: { status: 'Paid' } },
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
