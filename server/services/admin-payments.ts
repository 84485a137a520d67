import { count, desc, eq, inArray } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  Payment,
  PaymentDeleted,
  PaymentFilter,
  PaymentListResponse,
  PaymentStatusValue,
  PaymentUpdated,
  paymentListQuerySchema,
} from '../../src/shared/api/contract';
import { PAYMENT_MESSAGES } from '../../src/shared/api/contract';
import { PAYMENT_STATUSES } from '../../src/shared/config/catalogue';
import type { Database } from '../db/database';
import { payments, users, type PaymentRow } from '../db/schema';
import { notFound } from '../errors';
import type { Clock } from './clock';
import { isUuid } from './tuitions';

type PaymentListInput = z.output<typeof paymentListQuerySchema>;

const newestFirst = [desc(payments.createdAt), desc(payments.id)] as const;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toPaymentDto(row: PaymentRow, tutorName: string | null): Payment {
  return {
    _id: row.id,
    tutorId: row.tutorUserId,
    tutorName,
    tuitionId: row.tuitionId,
    amount: row.amount,
    tuitionPostedDate: iso(row.tuitionPostedDate),
    tuitionStartDate: iso(row.tuitionStartDate),
    paymentDueDate: iso(row.paymentDueDate),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Records with their tutor's current name (null once the account is gone: tutor_user_id was set null). */
async function withTutorNames(db: Database, ids: string[]): Promise<Map<string, Payment>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ payment: payments, tutorName: users.name })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.tutorUserId))
    .where(inArray(payments.id, ids));
  return new Map(rows.map(({ payment, tutorName }) => [payment.id, toPaymentDto(payment, tutorName)]));
}

/**
 * The ids of one page, newest first. "all" merges the four index-ordered statuses (each cut at
 * offset + limit) on payments_status_created_at_idx instead of sorting the whole table.
 */
async function pageIds(db: Database, filter: PaymentFilter, offset: number, limit: number): Promise<string[]> {
  const ofStatus = (status: PaymentStatusValue) =>
    db
      .select({ id: payments.id, createdAt: payments.createdAt })
      .from(payments)
      .where(eq(payments.status, status))
      .orderBy(...newestFirst);
  if (filter !== 'all') {
    const rows = await ofStatus(filter).limit(limit).offset(offset);
    return rows.map((row) => row.id);
  }
  const [first, second, ...rest] = PAYMENT_STATUSES.map((status) => ofStatus(status).limit(offset + limit));
  const rows = await unionAll(first!, second!, ...rest)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** GET /api/payments: every record (or one status), newest first, paged in the database. */
export async function listPayments(db: Database, query: PaymentListInput): Promise<PaymentListResponse> {
  const [counted] = await db
    .select({ total: count() })
    .from(payments)
    .where(query.status === 'all' ? undefined : eq(payments.status, query.status));
  const total = counted?.total ?? 0;
  const offset = (query.page - 1) * query.limit;
  const ids = offset >= total ? [] : await pageIds(db, query.status, offset, query.limit);
  const found = await withTutorNames(db, ids);
  const data = ids.flatMap((id) => {
    const payment = found.get(id);
    return payment ? [payment] : [];
  });
  return { data, total, page: query.page, limit: query.limit };
}

/** PUT /api/payments/{id}/status: any status to any other (spec section 4); 404 for an unknown id. */
export async function setPaymentStatus(db: Database, clock: Clock, id: string, status: PaymentStatusValue): Promise<PaymentUpdated> {
  if (!isUuid(id)) throw notFound(PAYMENT_MESSAGES.notFound);
  const [row] = await db
    .update(payments)
    .set({ status, updatedAt: clock.now() })
    .where(eq(payments.id, id))
    .returning({ id: payments.id });
  if (!row) throw notFound(PAYMENT_MESSAGES.notFound);
  const payment = (await withTutorNames(db, [row.id])).get(row.id);
  if (!payment) throw notFound(PAYMENT_MESSAGES.notFound);
  return { success: true, message: PAYMENT_MESSAGES.updated, data: payment };
}

/** DELETE /api/payments/{id}: the record is gone for good; 404 for an unknown id. */
export async function deletePayment(db: Database, id: string): Promise<PaymentDeleted> {
  if (!isUuid(id)) throw notFound(PAYMENT_MESSAGES.notFound);
  const deleted = await db.delete(payments).where(eq(payments.id, id)).returning({ id: payments.id });
  if (deleted.length === 0) throw notFound(PAYMENT_MESSAGES.notFound);
  return { success: true, message: PAYMENT_MESSAGES.deleted };
}
