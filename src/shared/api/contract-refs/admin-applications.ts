// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { adminApplicationsContract as AdminApplicationsContract } from '../contract/admin-applications';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/admin-applications');

export const adminApplicationsContract: RouteRefs<typeof AdminApplicationsContract> = {
  select: { method: 'PUT', path: '/api/tuitionApply/select/:jobId', takes: ['params', 'body'], load: () => load().then((file) => file.adminApplicationsContract.select) },
  deassign: { method: 'PUT', path: '/api/tuitionApply/deassign/:jobId', takes: ['params', 'query'], load: () => load().then((file) => file.adminApplicationsContract.deassign) },
  applicant: { method: 'GET', path: '/api/admin/applicants/:tutorId', takes: ['params'], load: () => load().then((file) => file.adminApplicationsContract.applicant) },
};
