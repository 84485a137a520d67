import type { Payment } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { shortId } from '@/shared/lib/format';
import { formatJobNumber } from '@/shared/lib/job-number';

const tr = (key: string, options: Record<string, unknown> = {}): string => i18n.t(key, { ns: 'adminRecords', ...options });

/** A row's names, and the accessible names of its controls (unique per row: tutor and tuition). */
export function paymentRow(payment: Payment) {
  // 'Unknown' when the tutor's account is gone (the record keeps no name of its own).
  const tutorName = payment.tutorName ?? tr('payments.unknownTutor');
  // The job's number (what tutors write as the payment reference); the id's start for a record without one.
  const tuition = formatJobNumber(payment.jobNumber) || shortId(payment.tuitionId);
  const subject = tr('payments.row.subject', { tutor: tutorName, tuition });
  return {
    tutorName,
    tuition,
    statusLabel: tr('payments.row.status', { subject }),
    deleteLabel: tr('payments.row.delete', { subject }),
    historyLabel: tr('payments.row.history', { subject }),
  };
}
