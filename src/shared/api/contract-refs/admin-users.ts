// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { adminUsersContract as AdminUsersContract } from '../contract/admin-users';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/admin-users');

export const adminUsersContract: RouteRefs<typeof AdminUsersContract> = {
  students: { method: 'GET', path: '/api/auth/get_all_users', takes: ['query'], load: () => load().then((file) => file.adminUsersContract.students) },
  remove: { method: 'DELETE', path: '/api/auth/delete_user/:id', takes: ['params'], load: () => load().then((file) => file.adminUsersContract.remove) },
  deactivate: { method: 'PUT', path: '/api/admin/users/:id/deactivate', takes: ['params'], load: () => load().then((file) => file.adminUsersContract.deactivate) },
  reactivate: { method: 'PUT', path: '/api/admin/users/:id/reactivate', takes: ['params'], load: () => load().then((file) => file.adminUsersContract.reactivate) },
};
