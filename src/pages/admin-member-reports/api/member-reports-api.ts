import { callApi, memberReportsContract } from '@/shared/api';

export type ReportKind = 'payment' | 'tuitionEnd';

export const fetchPaymentReports = () => callApi(memberReportsContract.paymentReports, { query: {} });
export const fetchTuitionEndReports = () => callApi(memberReportsContract.tuitionEndReports, { query: {} });

/** Confirm, or reject with the reason. */
export function decideReport(kind: ReportKind, id: string, decision: 'confirm' | 'reject', reason?: string) {
  const params = { id };
  // The server answers a missing reason with its own 400 message.
  const body = { reason } as { reason: string };
  if (kind === 'payment') {
    return decision === 'reject'
      ? callApi(memberReportsContract.rejectPayment, { params, body })
      : callApi(memberReportsContract.confirmPayment, { params });
  }
  return decision === 'reject'
    ? callApi(memberReportsContract.rejectTuitionEnd, { params, body })
    : callApi(memberReportsContract.confirmTuitionEnd, { params });
}
