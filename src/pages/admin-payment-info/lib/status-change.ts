import type { Payment, PaymentStatusValue } from '@/shared/api';
import type { PaymentMethod } from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { normalizeDigits } from '@/shared/lib/digits';
import { formatMoney } from '@/shared/lib/format';

/** What a status change sends besides the status (PUT /api/payments/{id}/status). */
export interface StatusChangeDetails {
  amount?: number;
  method?: PaymentMethod;
  reference?: string;
  reason?: string;
}

/** The form's raw values (the amount as typed: English or Bangla digits). */
export interface StatusChangeForm {
  amount: string;
  method: PaymentMethod | '';
  reference: string;
  reason: string;
}

const tr = (key: string, options: Record<string, unknown> = {}): string => i18n.t(key, { ns: 'adminRecords', ...options });

/** A payment method as the screen's language names it (the value itself stays English: bKash, Nagad, Rocket, bank, cash). */
export const paymentMethodLabel = (method: PaymentMethod): string => tr(`paymentMethod.${method}`, { defaultValue: method });

/** The amount typed, as ASCII digits ("৪,০০০" → "4000"); empty when nothing was typed. */
const typedAmount = (form: StatusChangeForm): string => normalizeDigits(form.amount).replace(/,/g, '').trim();

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
    if (!form.method) errors.method = tr('recordPayment.errors.method');
    if (form.reference.trim().length < 3) errors.reference = tr('recordPayment.errors.reference');
    const typed = typedAmount(form);
    const amount = Number(typed);
    if (typed !== '' && (!/^\d+$/.test(typed) || !Number.isInteger(amount) || amount <= 0)) errors.amount = tr('recordPayment.errors.amountWhole');
    else if (payment.balance > 0 && amount > payment.balance) errors.amount = tr('recordPayment.errors.amountMax', { balance: formatMoney(payment.balance) });
  }
  if (needs.reason === 'required' && form.reason.trim().length < 3) errors.reason = tr('recordPayment.errors.reason');
  return errors;
}

export function statusChangeDetails(status: PaymentStatusValue, form: StatusChangeForm): StatusChangeDetails {
  const reason = form.reason.trim() || undefined;
  if (status !== 'Paid') return STATUS_NEEDS[status].reason === 'none' ? {} : { reason };
  const typed = typedAmount(form);
  return {
    method: form.method || undefined,
    // A reference typed with a Bangla keyboard keeps its digits as the wallet's SMS shows them (ASCII).
    reference: normalizeDigits(form.reference.trim()),
    amount: typed === '' ? undefined : Number(typed),
  };
}

/** One sentence saying what will change, shown before the money action is confirmed. */
export function statusChangeSummary(payment: Payment, status: PaymentStatusValue, form: StatusChangeForm): string {
  switch (status) {
    case 'Paid': {
      const typed = typedAmount(form);
      const amount = typed === '' ? Math.max(0, payment.balance) : Number(typed) || 0;
      const after = Math.max(0, payment.balance - amount);
      return tr(after > 0 ? 'recordPayment.summary.paidPartly' : 'recordPayment.summary.paidFull', {
        method: form.method ? paymentMethodLabel(form.method) : '…',
        amount: formatMoney(amount),
        balance: formatMoney(payment.balance),
        after: formatMoney(after),
      });
    }
    case 'Cancel': {
      const refund = payment.balance < payment.amount && payment.balance >= 0;
      return tr(refund ? 'recordPayment.summary.cancelRefund' : 'recordPayment.summary.cancel', { amount: formatMoney(payment.amount) });
    }
    case 'Fraud':
      return tr('recordPayment.summary.fraud', { amount: formatMoney(Math.max(0, payment.balance)) });
    case 'Due':
      return tr('recordPayment.summary.due', { amount: formatMoney(payment.amount) });
  }
}
