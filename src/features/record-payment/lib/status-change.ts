import type { Payment, PaymentStatusValue } from '@/shared/api';
import type { PaymentMethod } from '@/shared/config';
import { formatMoney } from '@/shared/lib/format';

/** What a status change sends besides the status (PUT /api/payments/{id}/status). */
export interface StatusChangeDetails {
  amount?: number;
  method?: PaymentMethod;
  reference?: string;
  reason?: string;
}

/** The form's raw values. */
export interface StatusChangeForm {
  amount: string;
  method: PaymentMethod | '';
  reference: string;
  reason: string;
}

export const emptyStatusChangeForm = (payment: Payment): StatusChangeForm => ({
  amount: payment.balance > 0 ? String(payment.balance) : '',
  method: '',
  reference: '',
  reason: '',
});

/** Which fields each status asks for: Paid a payment, Fraud and Due a reason, Cancel an optional reason. */
export const STATUS_NEEDS: Record<PaymentStatusValue, { payment: boolean; reason: 'required' | 'optional' | 'none' }> = {
  Paid: { payment: true, reason: 'none' },
  Fraud: { payment: false, reason: 'required' },
  Due: { payment: false, reason: 'required' },
  Cancel: { payment: false, reason: 'optional' },
};


/** The form's errors by field (empty: it can be sent), with the server's rules. */
export function statusChangeErrors(payment: Payment, status: PaymentStatusValue, form: StatusChangeForm): Partial<Record<keyof StatusChangeForm, string>> {
  const errors: Partial<Record<keyof StatusChangeForm, string>> = {};
  const needs = STATUS_NEEDS[status];
  if (needs.payment) {
    if (!form.method) errors.method = 'Please choose how it was paid';
    if (form.reference.trim().length < 3) errors.reference = 'The transaction reference is required';
    const amount = Number(form.amount);
    if (form.amount.trim() !== '' && (!Number.isInteger(amount) || amount <= 0)) errors.amount = 'A whole number of Taka greater than 0';
    else if (payment.balance > 0 && amount > payment.balance) errors.amount = `At most the balance, ${formatMoney(payment.balance)}`;
  }
  if (needs.reason === 'required' && form.reason.trim().length < 3) errors.reason = 'Please give a reason';
  return errors;
}

export function statusChangeDetails(status: PaymentStatusValue, form: StatusChangeForm): StatusChangeDetails {
  const reason = form.reason.trim() || undefined;
  if (status !== 'Paid') return STATUS_NEEDS[status].reason === 'none' ? {} : { reason };
  return {
    method: form.method || undefined,
    reference: form.reference.trim(),
    amount: form.amount.trim() === '' ? undefined : Number(form.amount),
  };
}

/** One sentence saying what will change, shown before the money action is confirmed. */
export function statusChangeSummary(payment: Payment, status: PaymentStatusValue, form: StatusChangeForm): string {
  switch (status) {
    case 'Paid': {
      const amount = form.amount.trim() === '' ? Math.max(0, payment.balance) : Number(form.amount) || 0;
      const after = Math.max(0, payment.balance - amount);
      return `Records a ${form.method || '…'} payment of ${formatMoney(amount)}; the balance goes from ${formatMoney(payment.balance)} to ${formatMoney(after)}${after > 0 ? ' (partly paid)' : ' (paid)'}.`;
    }
    case 'Cancel':
      return `Cancels this fee of ${formatMoney(payment.amount)}: it stays in the ledger and can be reopened.${payment.balance < payment.amount && payment.balance >= 0 ? ' What was paid becomes a refund due.' : ''}`;
    case 'Fraud':
      return `Flags this fee as fraud; ${formatMoney(Math.max(0, payment.balance))} stays owed.`;
    case 'Due':
      return `Reopens this fee: ${formatMoney(payment.amount)} is charged again, less what was paid.`;
  }
}
