import {
  adminPaymentReportListSchema,
  adminTuitionEndReportListSchema,
  paymentReportAnswerSchema,
  request,
  tuitionEndReportAnswerSchema,
} from '@/shared/api';

export type ReportKind = 'payment' | 'tuitionEnd';
const BASE: Record<ReportKind, string> = { payment: '/api/admin/payment-reports', tuitionEnd: '/api/admin/tuition-end-reports' };

export const fetchPaymentReports = () => request(adminPaymentReportListSchema, BASE.payment);
export const fetchTuitionEndReports = () => request(adminTuitionEndReportListSchema, BASE.tuitionEnd);

/** PUT …/{id}/confirm or …/{id}/reject (with the reason). */
export function decideReport(kind: ReportKind, id: string, decision: 'confirm' | 'reject', reason?: string) {
  const path = `${BASE[kind]}/${encodeURIComponent(id)}/${decision}`;
  const options = decision === 'reject' ? { method: 'PUT' as const, body: { reason } } : { method: 'PUT' as const };
  return kind === 'payment' ? request(paymentReportAnswerSchema, path, options) : request(tuitionEndReportAnswerSchema, path, options);
}
