import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  LedgerEntry,
  LedgerEntryBody,
  Payment,
  PaymentDeleted,
  PaymentLedgerResponse,
  PaymentListResponse,
  PaymentStatusBody,
  PaymentStatusValue,
  PaymentUpdated,
  paymentListQuerySchema,
} from '../../src/shared/api/contract';
import { PAYMENT_MESSAGES } from '../../src/shared/api/contract';
import { PAYMENT_STATUSES, type FeeKind } from '../../src/shared/config/catalogue';
import { isOverdue, type LedgerAction } from '../../src/shared/lib/fees';
import { isUniqueViolation, type Database } from '../db/database';
import { ledgerEntries, payments, tuitions, users, type LedgerEntryRow, type PaymentRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { changed, logActivity, type Actor } from './activity-log';
import type { Clock } from './clock';
import { applyLedgerAction, LEDGER_MESSAGES, type LedgerOutcome } from './fee-ledger';
import { isUuid } from './tuitions';

type PaymentListInput = z.output<typeof paymentListQuerySchema>;

export interface PaymentDeps {
  db: Database;
  clock: Clock;
}

const newestFirst = [desc(payments.createdAt), desc(payments.id)] as const;
const iso = (value: Date | null) => (value ? value.toISOString() : null);
const DAY_MS = 86_400_000;

export function toPaymentDto(row: PaymentRow, tutorName: string | null, now: Date, jobNumber: number | null = null): Payment {
  return {
    _id: row.id,
    tutorId: row.tutorUserId,
    tutorName,
    tuitionId: row.tuitionId,
    jobNumber,
    amount: row.amount,
    tuitionPostedDate: iso(row.tuitionPostedDate),
    tuitionStartDate: iso(row.tuitionStartDate),
    paymentDueDate: iso(row.paymentDueDate),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
    agreedSalary: row.agreedSalary,
    balance: row.balance,
    ledgerStatus:
      row.status === 'Due' && isOverdue(row.balance, row.paymentDueDate, now) ? 'Overdue' : row.ledgerStatus,
    collectFrom: row.collectFrom,
  };
}

/** Records with their tutor's current name (null once the account is gone: tutor_user_id was set null) and job number. */
async function withTutorNames(db: Database, ids: string[], now: Date): Promise<Map<string, Payment>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ payment: payments, tutorName: users.name, jobNumber: tuitions.jobNumber })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.tutorUserId))
    .leftJoin(tuitions, eq(tuitions.id, payments.tuitionId))
    .where(inArray(payments.id, ids));
  return new Map(rows.map(({ payment, tutorName, jobNumber }) => [payment.id, toPaymentDto(payment, tutorName, now, jobNumber)]));
}

/**
 * The ids of one page, newest first. "all" merges the four index-ordered statuses (each cut at
 * offset + limit) on payments_kind_status_created_at_idx instead of sorting the whole table.
 */
async function pageIds(db: Database, kind: FeeKind, filter: PaymentListInput['status'], offset: number, limit: number) {
  const ofStatus = (status: PaymentStatusValue) =>
    db
      .select({ id: payments.id, createdAt: payments.createdAt })
      .from(payments)
      .where(and(eq(payments.kind, kind), eq(payments.status, status)))
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

/** Finance's queues: what is due within 7 days, what is overdue, what is owed back; the nearest due date first. */
function queueCondition(queue: NonNullable<PaymentListInput['queue']>, kind: FeeKind, now: Date): SQL {
  const owed = and(eq(payments.kind, kind), eq(payments.status, 'Due'), sql`${payments.balance} > 0`)!;
  if (queue === 'due-soon') {
    return and(owed, gte(payments.paymentDueDate, now), lte(payments.paymentDueDate, new Date(now.getTime() + 7 * DAY_MS)))!;
  }
  if (queue === 'overdue') return and(owed, lt(payments.paymentDueDate, now))!;
  return and(eq(payments.kind, kind), sql`${payments.balance} < 0`)!;
}

/** GET /api/payments: every record (or one status, or one of finance's queues), newest first, paged in the database. */
export async function listPayments({ db, clock }: PaymentDeps, query: PaymentListInput): Promise<PaymentListResponse> {
  const now = clock.now();
  const offset = (query.page - 1) * query.limit;
  let total: number;
  let ids: string[];
  if (query.queue) {
    const where = queueCondition(query.queue, query.kind, now);
    total = (await db.select({ total: count() }).from(payments).where(where))[0]?.total ?? 0;
    const rows = await db
      .select({ id: payments.id })
      .from(payments)
      .where(where)
      .orderBy(asc(payments.paymentDueDate), asc(payments.id))
      .limit(query.limit)
      .offset(offset);
    ids = rows.map((row) => row.id);
  } else {
    const where = and(eq(payments.kind, query.kind), query.status === 'all' ? undefined : eq(payments.status, query.status));
    total = (await db.select({ total: count() }).from(payments).where(where))[0]?.total ?? 0;
    ids = offset >= total ? [] : await pageIds(db, query.kind, query.status, offset, query.limit);
  }
  const found = await withTutorNames(db, ids, now);
  const data = ids.flatMap((id) => {
    const payment = found.get(id);
    return payment ? [payment] : [];
  });
  return { data, total, page: query.page, limit: query.limit };
}

const STATUS_ACTIONS: Record<PaymentStatusValue, string> = {
  Paid: 'payment.paid',
  Cancel: 'payment.cancel',
  Fraud: 'payment.fraud',
  Due: 'payment.reopen',
};

function actionOfStatus(body: PaymentStatusBody): LedgerAction {
  switch (body.status) {
    case 'Paid':
      return { type: 'pay', method: body.method!, reference: body.reference!, amount: body.amount, note: body.reason };
    case 'Cancel':
      return { type: 'void', note: body.reason };
    case 'Fraud':
      return { type: 'flag', note: body.reason! };
    case 'Due':
      return { type: 'reopen', note: body.reason! };
  }
}

const ledgerFields = (row: PaymentRow) => ({
  status: row.status,
  ledgerStatus: row.ledgerStatus,
  amount: row.amount,
  balance: row.balance,
});

/**
 * One ledger action in one transaction with its activity line; a unique violation of a payment reference (two fees
 * racing with one reference) is a 409.
 */
async function recordAction(
  { db, clock }: PaymentDeps,
  id: string,
  ledgerAction: LedgerAction,
  actor: Actor,
  activity: { action: string; reason?: string | null },
): Promise<LedgerOutcome> {
  if (!isUuid(id)) throw notFound(PAYMENT_MESSAGES.notFound);
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const outcome = await applyLedgerAction(tx, id, ledgerAction, actor, now);
      if (outcome.appended.length > 0) {
        await logActivity(tx, actor, {
          action: activity.action,
          recordType: 'payment',
          recordId: id,
          changes: {
            ...changed(ledgerFields(outcome.before), ledgerFields(outcome.after)),
            entries: { before: null, after: outcome.appended.map((entry) => `${entry.kind}:${entry.id}:${entry.amount}`) },
          },
          reason: activity.reason ?? null,
          at: now,
        });
      }
      return outcome;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(LEDGER_MESSAGES.referenceUsed);
    throw error;
  }
}

async function answerOf(deps: PaymentDeps, id: string): Promise<Payment> {
  const payment = (await withTutorNames(deps.db, [id], deps.clock.now())).get(id);
  if (!payment) throw notFound(PAYMENT_MESSAGES.notFound);
  return payment;
}

/**
 * PUT /api/payments/{id}/status: the spec's four statuses as ledger entries (Paid records a payment and needs method
 * and reference; Cancel voids; Fraud flags; Due reopens). 404 for an unknown id.
 */
export async function setPaymentStatus(
  deps: PaymentDeps,
  id: string,
  body: PaymentStatusBody,
  actor: Actor,
): Promise<PaymentUpdated> {
  const outcome = await recordAction(deps, id, actionOfStatus(body), actor, {
    action: STATUS_ACTIONS[body.status],
    reason: body.reason,
  });
  const message = outcome.duplicate ? PAYMENT_MESSAGES.duplicate : PAYMENT_MESSAGES.updated;
  return { success: true, message, data: await answerOf(deps, id) };
}

/** DELETE /api/payments/{id}: voids the fee (the row and its entries stay; it lists as Cancel and can be reopened). */
export async function voidPayment(deps: PaymentDeps, id: string, reason: string | undefined, actor: Actor): Promise<PaymentDeleted> {
  await recordAction(deps, id, { type: 'void', note: reason ?? 'Deleted from the payment list' }, actor, {
    action: 'payment.void',
    reason,
  });
  return { success: true, message: PAYMENT_MESSAGES.voided };
}

/** POST /api/payments/{id}/ledger: a refund paid out, an adjustment, a waiver. */
export async function addLedgerEntry(
  deps: PaymentDeps,
  id: string,
  body: LedgerEntryBody,
  actor: Actor,
): Promise<PaymentUpdated> {
  const action: LedgerAction =
    body.kind === 'refund'
      ? { type: 'refund', method: body.method, reference: body.reference, amount: body.amount, note: body.reason }
      : body.kind === 'adjustment'
        ? { type: 'adjust', amount: body.amount, note: body.reason }
        : { type: 'waive', amount: body.amount, note: body.reason };
  const outcome = await recordAction(deps, id, action, actor, { action: `payment.${body.kind}`, reason: body.reason });
  const message = outcome.duplicate ? PAYMENT_MESSAGES.duplicate : PAYMENT_MESSAGES.updated;
  return { success: true, message, data: await answerOf(deps, id) };
}

function toEntryDto(row: LedgerEntryRow, actorEmail: string | null): LedgerEntry {
  return {
    _id: row.id,
    paymentId: row.paymentId,
    kind: row.kind,
    amount: row.amount,
    method: row.method,
    reference: row.reference,
    actorId: row.actorUserId,
    actorEmail,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/payments/{id}/ledger: the fee and every entry, in the order recorded. */
export async function paymentLedger(deps: PaymentDeps, id: string): Promise<PaymentLedgerResponse> {
  if (!isUuid(id)) throw notFound(PAYMENT_MESSAGES.notFound);
  const payment = await answerOf(deps, id);
  const rows = await deps.db
    .select({ entry: ledgerEntries, email: users.email })
    .from(ledgerEntries)
    .leftJoin(users, eq(users.id, ledgerEntries.actorUserId))
    .where(eq(ledgerEntries.paymentId, id))
    .orderBy(asc(ledgerEntries.seq));
  return { payment, entries: rows.map(({ entry, email }) => toEntryDto(entry, email)) };
}

const CSV_COLUMNS = [
  'entry_id',
  'recorded_at',
  'payment_id',
  'fee_kind',
  'tuition_id',
  'tutor_id',
  'kind',
  'amount',
  'method',
  'reference',
  'actor_email',
  'note',
] as const;

/** A CSV field: quoted when it must be, and never read as a formula by a spreadsheet. */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** GET /api/payments/export.csv: every ledger entry recorded from `from` to `to` (whole UTC days), oldest first. */
export async function exportLedgerCsv(db: Database, from: string, to: string): Promise<string> {
  const start = new Date(`${from}T00:00:00.000Z`);
  const end = new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS);
  const rows = await db
    .select({ entry: ledgerEntries, fee: payments, email: users.email })
    .from(ledgerEntries)
    .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .leftJoin(users, eq(users.id, ledgerEntries.actorUserId))
    .where(and(gte(ledgerEntries.createdAt, start), lt(ledgerEntries.createdAt, end)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.seq));
  const lines = rows.map(({ entry, fee, email }) =>
    [
      entry.id,
      entry.createdAt.toISOString(),
      fee.id,
      fee.kind,
      fee.tuitionId,
      fee.tutorUserId,
      entry.kind,
      entry.amount,
      entry.method,
      entry.reference,
      email,
      entry.note,
    ]
      .map(csvField)
      .join(','),
  );
  return [CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}
