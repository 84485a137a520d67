// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { staffContract as StaffContract } from '../contract/staff';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/staff');

export const staffContract: RouteRefs<typeof StaffContract> = {
  list: { method: 'GET', path: '/api/admin/staff', takes: [], load: () => load().then((file) => file.staffContract.list) },
  create: { method: 'POST', path: '/api/admin/staff', takes: ['body'], load: () => load().then((file) => file.staffContract.create) },
  update: { method: 'PUT', path: '/api/admin/staff/:id', takes: ['params', 'body'], load: () => load().then((file) => file.staffContract.update) },
  activity: { method: 'GET', path: '/api/admin/activity', takes: ['query'], load: () => load().then((file) => file.staffContract.activity) },
};
