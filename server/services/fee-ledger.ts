// The fee ledger on the database: every change to a fee is entries appended under the fee's row lock, and the
// fee's cached columns (amount, status, balance, ledger_status) rewritten from all its entries in the same
// transaction. The rules themselves are pure (src/shared/lib/fees).
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import { deriveLedger, planLedgerAction, type LedgerAction, type LedgerState } from '../../src/shared/lib/fees';
import type { Transaction } from '../db/database';
import { ledgerEntries, payments, type LedgerEntryRow, type NewPaymentRow, type PaymentRow } from '../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../errors';
import type { Actor } from './activity-log';

export const LEDGER_MESSAGES = {
  notFound: 'Payment not found',
  referenceUsed: 'This transaction reference is already recorded on another fee',
} as const;

/** The planner's refusals that are about the amount sent (400); the others are about the fee's state (409). */
const AMOUNT_ERRORS = new Set<string>([
  'The amount must be a whole number of Taka greater than 0',
  'The amount is more than the balance',
  'The amount is more than the refund due',
  'The adjustment would make the charge negative',
]);

/** A media fee that still stands (a deassign cancels one; a re-select makes a new one), with more conditions. */
export const liveMediaFees = (...conditions: SQL[]): SQL | undefined =>
  and(eq(payments.kind, 'media'), ne(payments.status, 'Cancel'), ...conditions);

export async function lockFee(tx: Transaction, id: string): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!row) throw notFound(LEDGER_MESSAGES.notFound);
  return row;
}

export async function entriesOf(tx: Transaction, paymentId: string): Promise<LedgerEntryRow[]> {
  return tx.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId)).orderBy(asc(ledgerEntries.seq));
}

/** The fee's columns as its entries say. */
function cachedColumns(state: LedgerState) {
  return {
    amount: Math.max(0, state.charged - state.voidedAmount),
    balance: state.balance,
    status: state.status,
    ledgerStatus: state.ledgerStatus,
  };
}

/** A transaction reference as stored: trimmed, upper case (bKash and Nagad print them so). */
export const normalizeReference = (reference: string) => reference.trim().toUpperCase();

export interface LedgerOutcome {
  before: PaymentRow;
  after: PaymentRow;
  appended: LedgerEntryRow[];
  /** True when the same payment or refund reference was already on this fee: nothing new was recorded. */
  duplicate: boolean;
}

/**
 * Applies an action to a fee inside the caller's transaction: locks the fee row, plans from its entries, appends,
 * rewrites the cached columns. A payment or refund whose reference is already on this fee records nothing (the
 * same click twice); on another fee it is refused with 409 (the unique index is the last guard).
 */
export async function applyLedgerAction(
  tx: Transaction,
  feeId: string,
  action: LedgerAction,
  actor: Actor,
  now: Date,
): Promise<LedgerOutcome> {
  const before = await lockFee(tx, feeId);
  const entries = await entriesOf(tx, feeId);
  if (action.type === 'pay' || action.type === 'refund') {
    const kind = action.type === 'pay' ? 'payment' : 'refund';
    const reference = normalizeReference(action.reference);
    action = { ...action, reference };
    const [same] = await tx
      .select({ paymentId: ledgerEntries.paymentId })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, kind), eq(ledgerEntries.method, action.method), eq(ledgerEntries.reference, reference)))
      .limit(1);
    if (same) {
      if (same.paymentId !== feeId) throw conflict(LEDGER_MESSAGES.referenceUsed);
      return { before, after: before, appended: [], duplicate: true };
    }
  }
  const state = deriveLedger(entries);
  const plan = planLedgerAction(state, action);
  if (!plan.ok) throw AMOUNT_ERRORS.has(plan.message) ? badRequest(plan.message) : conflict(plan.message);
  if (plan.entries.length === 0) return { before, after: before, appended: [], duplicate: false };
  const appended = await tx
    .insert(ledgerEntries)
    .values(
      plan.entries.map((entry) => ({
        paymentId: feeId,
        kind: entry.kind,
        amount: entry.amount,
        method: entry.method ?? null,
        reference: entry.reference ?? null,
        actorUserId: actor.userId,
        note: entry.note ?? null,
        createdAt: now,
      })),
    )
    .returning();
  const next = deriveLedger([...entries, ...appended]);
  const [after] = await tx
    .update(payments)
    .set({ ...cachedColumns(next), updatedAt: now })
    .where(eq(payments.id, feeId))
    .returning();
  return { before, after: after!, appended, duplicate: false };
}

/** A new fee with its charge entry, inside the caller's transaction. */
export async function createFee(
  tx: Transaction,
  values: Omit<NewPaymentRow, 'status' | 'balance' | 'ledgerStatus' | 'amount'> & { amount: number },
  actor: Actor,
  now: Date,
  note?: string,
): Promise<PaymentRow> {
  const plan = planLedgerAction(deriveLedger([]), { type: 'charge', amount: values.amount, note });
  if (!plan.ok) throw new HttpError(400, plan.message);
  const [fee] = await tx
    .insert(payments)
    .values({ ...values, status: 'Due', balance: values.amount, ledgerStatus: 'Due', createdAt: values.createdAt ?? now, updatedAt: now })
    .returning();
  await tx.insert(ledgerEntries).values(
    plan.entries.map((entry) => ({
      paymentId: fee!.id,
      kind: entry.kind,
      amount: entry.amount,
      actorUserId: actor.userId,
      note: entry.note ?? null,
      createdAt: values.createdAt ?? now,
    })),
  );
  return fee!;
}
