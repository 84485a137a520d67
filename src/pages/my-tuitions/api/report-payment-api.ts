import { callApi, callApiFile, memberReportsContract, type PaymentReportBody } from '@/shared/api';

/** The tutor reports a payment on their own fee. */
export function sendPaymentReport(feeId: string, body: PaymentReportBody) {
  return callApi(memberReportsContract.reportPayment, { params: { id: feeId }, body });
}

/** The tutor's reports, newest first. */
export function fetchMyPaymentReports() {
  return callApi(memberReportsContract.myPaymentReports);
}

/** A receipt PDF: the tutor's own, or any confirmed one for finance. */
export function fetchReceipt(reportId: string, as: 'tutor' | 'staff' = 'tutor') {
  const route = as === 'tutor' ? memberReportsContract.myReceipt : memberReportsContract.receipt;
  return callApiFile(route, { params: { id: reportId } });
}
