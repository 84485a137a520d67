// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { adminStudentRequestsContract as AdminStudentRequestsContract } from '../contract/admin-requests';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/admin-requests');

export const adminStudentRequestsContract: RouteRefs<typeof AdminStudentRequestsContract> = {
  get: { method: 'GET', path: '/api/students/get-tutor-request/:id', takes: ['params'], load: () => load().then((file) => file.adminStudentRequestsContract.get) },
  changeStatus: { method: 'PUT', path: '/api/students/change-request-status/:id', takes: ['params', 'body'], load: () => load().then((file) => file.adminStudentRequestsContract.changeStatus) },
  update: { method: 'PUT', path: '/api/students/update-tutor-request/:id', takes: ['params', 'body'], load: () => load().then((file) => file.adminStudentRequestsContract.update) },
};
