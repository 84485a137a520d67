// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { memberExportContract as MemberExportContract } from '../contract/privacy';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/privacy');

export const memberExportContract: RouteRefs<typeof MemberExportContract> = {
  download: { method: 'GET', path: '/api/me/export', takes: [], load: () => load().then((file) => file.memberExportContract.download) },
};
