// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { adminTuitionsContract as AdminTuitionsContract } from '../contract/admin-tuitions';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/admin-tuitions');

export const adminTuitionsContract: RouteRefs<typeof AdminTuitionsContract> = {
  stats: { method: 'GET', path: '/api/admin/stats', takes: [], load: () => load().then((file) => file.adminTuitionsContract.stats) },
  list: { method: 'GET', path: '/api/admin/tuitions', takes: ['query'], load: () => load().then((file) => file.adminTuitionsContract.list) },
  create: { method: 'POST', path: '/api/tuitions/create', takes: ['body'], load: () => load().then((file) => file.adminTuitionsContract.create) },
  update: { method: 'PUT', path: '/api/tuitions/:id', takes: ['params', 'body'], load: () => load().then((file) => file.adminTuitionsContract.update) },
  close: { method: 'PUT', path: '/api/admin/tuitions/:id/close', takes: ['params', 'body'], load: () => load().then((file) => file.adminTuitionsContract.close) },
};
