// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { adminHireRequestsContract as AdminHireRequestsContract } from '../contract/hire-requests-admin';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/hire-requests-admin');

export const adminHireRequestsContract: RouteRefs<typeof AdminHireRequestsContract> = {
  list: { method: 'GET', path: '/api/auth/get_tutor_request', takes: ['query'], load: () => load().then((file) => file.adminHireRequestsContract.list) },
  changeStatus: { method: 'PUT', path: '/api/auth/change_request_status/:id', takes: ['params', 'body'], load: () => load().then((file) => file.adminHireRequestsContract.changeStatus) },
};
