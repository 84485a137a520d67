// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { adminSearchContract as AdminSearchContract } from '../contract/admin-search';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/admin-search');

export const adminSearchContract: RouteRefs<typeof AdminSearchContract> = {
  search: { method: 'GET', path: '/api/admin/search', takes: ['query'], load: () => load().then((file) => file.adminSearchContract.search) },
};
