// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { adminFinanceContract as AdminFinanceContract } from '../contract/finance-summary';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/finance-summary');

export const adminFinanceContract: RouteRefs<typeof AdminFinanceContract> = {
  summary: { method: 'GET', path: '/api/admin/finance-summary', takes: [], load: () => load().then((file) => file.adminFinanceContract.summary) },
};
