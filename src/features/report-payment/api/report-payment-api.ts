import { paymentReportAnswerSchema, paymentReportListSchema, request, type PaymentReportBody } from '@/shared/api';
import { fetchFile } from '../lib/download';

/** POST /api/me/fees/{id}/payment-reports: the tutor reports a payment on their own fee. */
export function sendPaymentReport(feeId: string, body: PaymentReportBody) {
  return request(paymentReportAnswerSchema, `/api/me/fees/${encodeURIComponent(feeId)}/payment-reports`, { method: 'POST', body });
}

/** GET /api/me/payment-reports: the tutor's reports, newest first. */
export function fetchMyPaymentReports() {
  return request(paymentReportListSchema, '/api/me/payment-reports');
}

/** GET /api/me/payment-reports/{id}/receipt (the tutor) or /api/admin/payment-reports/{id}/receipt (finance). */
export function fetchReceipt(reportId: string, as: 'tutor' | 'staff' = 'tutor') {
  const base = as === 'tutor' ? '/api/me/payment-reports' : '/api/admin/payment-reports';
  return fetchFile(`${base}/${encodeURIComponent(reportId)}/receipt`);
}
