// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { accountContract as AccountContract } from '../contract/account';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/account');

export const accountContract: RouteRefs<typeof AccountContract> = {
  changePassword: { method: 'PUT', path: '/api/auth/change-password', takes: ['body'], load: () => load().then((file) => file.accountContract.changePassword) },
};
