// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { applicationsContract as ApplicationsContract, tuitionsContract as TuitionsContract } from '../contract/tuition';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/tuition');

export const applicationsContract: RouteRefs<typeof ApplicationsContract> = {
  apply: { method: 'POST', path: '/api/tuitionApply/apply/:id', takes: ['params'], load: () => load().then((file) => file.applicationsContract.apply) },
};

export const tuitionsContract: RouteRefs<typeof TuitionsContract> = {
  list: { method: 'GET', path: '/api/tuitions', takes: ['query'], load: () => load().then((file) => file.tuitionsContract.list) },
  countsByDistrict: { method: 'GET', path: '/api/tuitions/counts-by-district', takes: [], load: () => load().then((file) => file.tuitionsContract.countsByDistrict) },
  detail: { method: 'GET', path: '/api/tuitions/:id', takes: ['params'], load: () => load().then((file) => file.tuitionsContract.detail) },
  remove: { method: 'DELETE', path: '/api/tuitions/:id', takes: ['params'], load: () => load().then((file) => file.tuitionsContract.remove) },
};
