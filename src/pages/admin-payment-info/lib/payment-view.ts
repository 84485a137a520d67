import type { Payment, PaymentFilter } from '@/shared/api';
import { formatDate, formatMoney, shortId } from '@/shared/lib/format';
import { formatJobNumber } from '@/shared/lib/job-number';

/** 'Unknown' when the tutor's account is gone (the record keeps no name of its own). */
export const UNKNOWN_TUTOR = 'Unknown';

/** A filter as its button shows it: first letter in capitals ('all' reads 'All'). */
export const filterLabel = (filter: PaymentFilter): string => filter.charAt(0).toUpperCase() + filter.slice(1);

/** A date as every screen shows it (formatDate); '-' when there is none. */
export const browserDate = (iso: string | null): string => formatDate(iso, '-');

/** One table row as text, and the accessible names of its controls (unique per row: tutor and tuition). */
export function paymentRow(payment: Payment) {
  const tutorName = payment.tutorName ?? UNKNOWN_TUTOR;
  // The job's number (what tutors write as the payment reference); the id's start for a record without one.
  const tuition = formatJobNumber(payment.jobNumber) || shortId(payment.tuitionId);
  const subject = `payment of ${tutorName}, tuition ${tuition}`;
  return {
    tutorId: payment.tutorId ? shortId(payment.tutorId) : '-',
    tutorName,
    tuitionId: tuition,
    amount: formatMoney(payment.amount),
    postedDate: browserDate(payment.tuitionPostedDate),
    startDate: browserDate(payment.tuitionStartDate),
    dueDate: browserDate(payment.paymentDueDate),
    statusLabel: `Status for ${subject}`,
    deleteLabel: `Delete ${subject}`,
  };
}
