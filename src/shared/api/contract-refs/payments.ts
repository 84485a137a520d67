// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { adminPaymentsContract as AdminPaymentsContract } from '../contract/payments';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/payments');

export const adminPaymentsContract: RouteRefs<typeof AdminPaymentsContract> = {
  list: { method: 'GET', path: '/api/payments', takes: ['query'], load: () => load().then((file) => file.adminPaymentsContract.list) },
  exportCsv: { method: 'GET', path: '/api/payments/export.csv', takes: ['query'], load: () => load().then((file) => file.adminPaymentsContract.exportCsv) },
  ledger: { method: 'GET', path: '/api/payments/:id/ledger', takes: ['params'], load: () => load().then((file) => file.adminPaymentsContract.ledger) },
  addLedgerEntry: { method: 'POST', path: '/api/payments/:id/ledger', takes: ['params', 'body'], load: () => load().then((file) => file.adminPaymentsContract.addLedgerEntry) },
  setStatus: { method: 'PUT', path: '/api/payments/:id/status', takes: ['params', 'body'], load: () => load().then((file) => file.adminPaymentsContract.setStatus) },
  void: { method: 'DELETE', path: '/api/payments/:id', takes: ['params', 'query'], load: () => load().then((file) => file.adminPaymentsContract.void) },
};
