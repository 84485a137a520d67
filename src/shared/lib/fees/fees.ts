// The media fee and the fee ledger as pure functions: the server records with them, the client previews with them,
// and the property tests (tests/shared/fees.test.ts) run any order of actions through them.
import {
  MEDIA_FEE,
  MAX_LEDGER_AMOUNT,
  salaryLowerBound,
  type LedgerEntryKind,
  type LedgerStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '../../config/catalogue';

/**
 * The agreed monthly salary in whole Taka: the one given, else the job's single salary or the lower bound of its
 * range; undefined when there is none ("Negotiable", free text, null), so the caller must ask for it.
 */
export function agreedSalaryOf(jobSalary: string | number | null | undefined, agreed?: number): number | undefined {
  if (agreed !== undefined) return Number.isInteger(agreed) && agreed > 0 ? agreed : undefined;
  const base = salaryLowerBound(jobSalary);
  if (base === undefined) return undefined;
  const whole = Math.round(base);
  return whole > 0 ? whole : undefined;
}

/** The media fee: 60% of the agreed monthly salary, whole Taka, never 0. */
export function mediaFeeOf(agreedSalary: number): number {
  return Math.max(1, Math.round(agreedSalary * MEDIA_FEE.rate));
}

/** The fee of a tuition that ended within its first month: 40% of the agreed salary, never 0. */
export function earlyEndFeeOf(agreedSalary: number): number {
  return Math.max(1, Math.round(agreedSalary * MEDIA_FEE.earlyEndRate));
}

/** What the ledger needs of an entry. `amount` is signed: + the tutor owes more, - owes less. */
export interface LedgerEntryLike {
  kind: LedgerEntryKind;
  amount: number;
  method?: PaymentMethod | null;
  reference?: string | null;
}

export interface LedgerState {
  /** What the tutor owes now: the sum of every entry (negative: owed back to the tutor). */
  balance: number;
  /** The charge as it stands: charges, adjustments, voids and reopens. */
  charged: number;
  /** Received from the tutor (payments). */
  paid: number;
  /** Paid back to the tutor (refunds). */
  refunded: number;
  /** Forgiven (waivers). */
  waived: number;
  voided: boolean;
  flagged: boolean;
  /** What the voids since the last reopen took off (<= 0): a reopen puts it back. */
  voidedAmount: number;
  /** The spec's status: Due, Paid, Fraud or Cancel. */
  status: PaymentStatus;
  /** The ledger's status; Overdue only when `now` and the due date are given. */
  ledgerStatus: LedgerStatus;
}

export function isOverdue(balance: number, dueDate: Date | string | null | undefined, now: Date): boolean {
  return balance > 0 && dueDate != null && new Date(dueDate).getTime() < now.getTime();
}

/** Balance and status from the entries, in the order they were recorded. */
export function deriveLedger(
  entries: readonly LedgerEntryLike[],
  timing: { dueDate?: Date | string | null; now?: Date } = {},
): LedgerState {
  let balance = 0;
  let charged = 0;
  let paid = 0;
  let refunded = 0;
  let waived = 0;
  let voided = false;
  let flagged = false;
  let voidedAmount = 0;
  for (const entry of entries) {
    balance += entry.amount;
    switch (entry.kind) {
      case 'charge':
      case 'adjustment':
        charged += entry.amount;
        break;
      case 'void':
        charged += entry.amount;
        voidedAmount += entry.amount;
        voided = true;
        break;
      case 'reopen':
        charged += entry.amount;
        voidedAmount = 0;
        voided = false;
        flagged = false;
        break;
      case 'flag':
        flagged = true;
        break;
      case 'payment':
        paid -= entry.amount;
        break;
      case 'refund':
        refunded += entry.amount;
        break;
      case 'waiver':
        waived -= entry.amount;
        break;
    }
  }
  const received = paid - refunded;
  let status: PaymentStatus;
  if (voided) status = 'Cancel';
  else if (flagged) status = 'Fraud';
  else if (balance > 0) status = 'Due';
  else status = received > 0 ? 'Paid' : 'Cancel';

  let ledgerStatus: LedgerStatus;
  if (balance < 0) ledgerStatus = 'Refund due';
  else if (voided) ledgerStatus = refunded > 0 ? 'Refunded' : 'Cancelled';
  else if (flagged) ledgerStatus = 'Fraud';
  else if (balance > 0) {
    if (timing.now && isOverdue(balance, timing.dueDate, timing.now)) ledgerStatus = 'Overdue';
    else ledgerStatus = received > 0 ? 'Partially paid' : 'Due';
  } else if (refunded > 0) ledgerStatus = 'Refunded';
  else if (received > 0) ledgerStatus = 'Paid';
  else if (waived > 0) ledgerStatus = 'Waived';
  else ledgerStatus = 'Cancelled';

  return { balance, charged, paid, refunded, waived, voided, flagged, voidedAmount, status, ledgerStatus };
}

/** What staff can do to a fee. Amounts are whole Taka, positive (an adjustment's sign says which way). */
export type LedgerAction =
  | { type: 'charge'; amount: number; note?: string }
  | { type: 'pay'; method: PaymentMethod; reference: string; amount?: number; note?: string }
  | { type: 'refund'; method: PaymentMethod; reference: string; amount?: number; note?: string }
  | { type: 'adjust'; amount: number; note: string }
  | { type: 'waive'; note: string; amount?: number }
  | { type: 'void'; note?: string }
  | { type: 'flag'; note: string }
  | { type: 'reopen'; note: string }
  /** The tuition ended within its first month: the charge becomes `fee` (40%) if it was more. */
  | { type: 'earlyEnd'; fee: number; note?: string };

export interface PlannedEntry {
  kind: LedgerEntryKind;
  amount: number;
  method?: PaymentMethod;
  reference?: string;
  note?: string;
}

export type LedgerPlan = { ok: true; entries: PlannedEntry[] } | { ok: false; message: string };

export const LEDGER_ERRORS = {
  nothingOwed: 'Nothing is owed on this fee',
  overpayment: 'The amount is more than the balance',
  noRefundDue: 'No refund is due on this fee',
  overRefund: 'The amount is more than the refund due',
  badAmount: 'The amount must be a whole number of Taka greater than 0',
  negativeCharge: 'The adjustment would make the charge negative',
  notReopenable: 'Only a cancelled or flagged fee can be reopened; record a refund or an adjustment instead',
  voided: 'This fee is cancelled; reopen it first',
} as const;

const validAmount = (amount: number) => Number.isInteger(amount) && amount > 0 && amount <= MAX_LEDGER_AMOUNT;

/**
 * The entries an action appends to a fee in `state` (no entries: nothing to change), or why it cannot be done.
 * Applying the plan keeps every invariant: the entries sum to the balance; the balance is negative only when a refund
 * is due; nothing is refunded that was not paid; the charge never goes below 0.
 */
export function planLedgerAction(state: LedgerState, action: LedgerAction): LedgerPlan {
  const reopenFirst: PlannedEntry[] =
    state.voided || state.flagged ? [{ kind: 'reopen', amount: -state.voidedAmount, note: action.note ?? 'Reopened' }] : [];
  const afterReopen = state.balance - state.voidedAmount;
  switch (action.type) {
    case 'charge':
      if (!validAmount(action.amount)) return { ok: false, message: LEDGER_ERRORS.badAmount };
      return { ok: true, entries: [{ kind: 'charge', amount: action.amount, note: action.note }] };
    case 'pay': {
      if (action.amount !== undefined && !validAmount(action.amount)) return { ok: false, message: LEDGER_ERRORS.badAmount };
      if (afterReopen <= 0) {
        // "Paid" on a fee with nothing owed: reopened if it was cancelled or flagged, else nothing to record.
        if (action.amount !== undefined) return { ok: false, message: LEDGER_ERRORS.nothingOwed };
        return { ok: true, entries: reopenFirst };
      }
      const amount = action.amount ?? afterReopen;
      if (amount > afterReopen) return { ok: false, message: LEDGER_ERRORS.overpayment };
      return {
        ok: true,
        entries: [
          ...reopenFirst,
          { kind: 'payment', amount: -amount, method: action.method, reference: action.reference, note: action.note },
        ],
      };
    }
    case 'refund': {
      if (action.amount !== undefined && !validAmount(action.amount)) return { ok: false, message: LEDGER_ERRORS.badAmount };
      if (state.balance >= 0) return { ok: false, message: LEDGER_ERRORS.noRefundDue };
      const amount = action.amount ?? -state.balance;
      if (amount > -state.balance) return { ok: false, message: LEDGER_ERRORS.overRefund };
      return {
        ok: true,
        entries: [{ kind: 'refund', amount, method: action.method, reference: action.reference, note: action.note }],
      };
    }
    case 'adjust': {
      if (!Number.isInteger(action.amount) || action.amount === 0 || Math.abs(action.amount) > MAX_LEDGER_AMOUNT) {
        return { ok: false, message: LEDGER_ERRORS.badAmount };
      }
      if (state.voided) return { ok: false, message: LEDGER_ERRORS.voided };
      // Never below what was waived: a waiver forgives a debt, it never becomes money owed back.
      if (state.charged + action.amount < state.waived) return { ok: false, message: LEDGER_ERRORS.negativeCharge };
      return { ok: true, entries: [{ kind: 'adjustment', amount: action.amount, note: action.note }] };
    }
    case 'waive': {
      if (action.amount !== undefined && !validAmount(action.amount)) return { ok: false, message: LEDGER_ERRORS.badAmount };
      if (state.voided) return { ok: false, message: LEDGER_ERRORS.voided };
      if (state.balance <= 0) return { ok: false, message: LEDGER_ERRORS.nothingOwed };
      const amount = action.amount ?? state.balance;
      if (amount > state.balance) return { ok: false, message: LEDGER_ERRORS.overpayment };
      return { ok: true, entries: [{ kind: 'waiver', amount: -amount, note: action.note }] };
    }
    case 'void': {
      if (state.voided) return { ok: true, entries: [] };
      // What was received stays owed back (a refund due); what was waived is not charged again.
      const amount = -Math.max(0, state.charged - state.waived);
      return { ok: true, entries: [{ kind: 'void', amount, note: action.note }] };
    }
    case 'flag':
      if (state.flagged && !state.voided) return { ok: true, entries: [] };
      return { ok: true, entries: [...(state.voided ? reopenFirst : []), { kind: 'flag', amount: 0, note: action.note }] };
    case 'reopen':
      if (!state.voided && !state.flagged) {
        return state.balance > 0 ? { ok: true, entries: [] } : { ok: false, message: LEDGER_ERRORS.notReopenable };
      }
      return { ok: true, entries: reopenFirst.map((entry) => ({ ...entry, note: action.note })) };
    case 'earlyEnd': {
      if (!validAmount(action.fee)) return { ok: false, message: LEDGER_ERRORS.badAmount };
      const target = Math.max(action.fee, state.waived);
      if (state.voided || state.charged <= target) return { ok: true, entries: [] };
      return { ok: true, entries: [{ kind: 'adjustment', amount: target - state.charged, note: action.note }] };
    }
  }
}
