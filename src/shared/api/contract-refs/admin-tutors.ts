// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { adminTutorsContract as AdminTutorsContract } from '../contract/admin-tutors';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/admin-tutors');

export const adminTutorsContract: RouteRefs<typeof AdminTutorsContract> = {
  list: { method: 'GET', path: '/api/admin/tutors', takes: ['query'], load: () => load().then((file) => file.adminTutorsContract.list) },
  verify: { method: 'PUT', path: '/api/tutors/verify/:id', takes: ['params', 'body'], load: () => load().then((file) => file.adminTutorsContract.verify) },
  premium: { method: 'PUT', path: '/api/tutors/:id/premium', takes: ['params', 'body'], load: () => load().then((file) => file.adminTutorsContract.premium) },
};
