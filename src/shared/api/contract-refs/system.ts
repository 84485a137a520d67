// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { systemContract as SystemContract } from '../contract/system';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/system');

export const systemContract: RouteRefs<typeof SystemContract> = {
  health: { method: 'GET', path: '/api/health', takes: [], load: () => load().then((file) => file.systemContract.health) },
};
