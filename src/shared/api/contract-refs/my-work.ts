// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { myWorkContract as MyWorkContract } from '../contract/my-work';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/my-work');

export const myWorkContract: RouteRefs<typeof MyWorkContract> = {
  applications: { method: 'GET', path: '/api/me/applications', takes: ['query'], load: () => load().then((file) => file.myWorkContract.applications) },
  withdraw: { method: 'POST', path: '/api/me/applications/:id/withdraw', takes: ['params'], load: () => load().then((file) => file.myWorkContract.withdraw) },
  tuitions: { method: 'GET', path: '/api/me/tuitions', takes: [], load: () => load().then((file) => file.myWorkContract.tuitions) },
  profileChecklist: { method: 'GET', path: '/api/me/profile-checklist', takes: [], load: () => load().then((file) => file.myWorkContract.profileChecklist) },
};
