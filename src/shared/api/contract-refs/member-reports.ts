// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { memberReportsContract as MemberReportsContract } from '../contract/member-reports';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/member-reports');

export const memberReportsContract: RouteRefs<typeof MemberReportsContract> = {
  reportPayment: { method: 'POST', path: '/api/me/fees/:id/payment-reports', takes: ['params', 'body'], load: () => load().then((file) => file.memberReportsContract.reportPayment) },
  myPaymentReports: { method: 'GET', path: '/api/me/payment-reports', takes: [], load: () => load().then((file) => file.memberReportsContract.myPaymentReports) },
  myReceipt: { method: 'GET', path: '/api/me/payment-reports/:id/receipt', takes: ['params'], load: () => load().then((file) => file.memberReportsContract.myReceipt) },
  tutorTuitionEnd: { method: 'POST', path: '/api/me/tuitions/:jobId/end-report', takes: ['params', 'body'], load: () => load().then((file) => file.memberReportsContract.tutorTuitionEnd) },
  guardianTuitionEnd: { method: 'POST', path: '/api/me/jobs/:jobId/end-report', takes: ['params', 'body'], load: () => load().then((file) => file.memberReportsContract.guardianTuitionEnd) },
  paymentReports: { method: 'GET', path: '/api/admin/payment-reports', takes: ['query'], load: () => load().then((file) => file.memberReportsContract.paymentReports) },
  confirmPayment: { method: 'PUT', path: '/api/admin/payment-reports/:id/confirm', takes: ['params'], load: () => load().then((file) => file.memberReportsContract.confirmPayment) },
  rejectPayment: { method: 'PUT', path: '/api/admin/payment-reports/:id/reject', takes: ['params', 'body'], load: () => load().then((file) => file.memberReportsContract.rejectPayment) },
  receipt: { method: 'GET', path: '/api/admin/payment-reports/:id/receipt', takes: ['params'], load: () => load().then((file) => file.memberReportsContract.receipt) },
  tuitionEndReports: { method: 'GET', path: '/api/admin/tuition-end-reports', takes: ['query'], load: () => load().then((file) => file.memberReportsContract.tuitionEndReports) },
  confirmTuitionEnd: { method: 'PUT', path: '/api/admin/tuition-end-reports/:id/confirm', takes: ['params'], load: () => load().then((file) => file.memberReportsContract.confirmTuitionEnd) },
  rejectTuitionEnd: { method: 'PUT', path: '/api/admin/tuition-end-reports/:id/reject', takes: ['params', 'body'], load: () => load().then((file) => file.memberReportsContract.rejectTuitionEnd) },
  collectViaGuardian: { method: 'PUT', path: '/api/payments/:id/collect-via-guardian', takes: ['params', 'body'], load: () => load().then((file) => file.memberReportsContract.collectViaGuardian) },
  jobPage: { method: 'GET', path: '/api/admin/jobs/:jobId', takes: ['params'], load: () => load().then((file) => file.memberReportsContract.jobPage) },
};
