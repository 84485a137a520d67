// Written by `npm run contract:refs` (scripts/contract-refs.ts) from the route contract: do not edit.

import type { adminContentContract as AdminContentContract } from '../contract/admin-content';
import type { RouteRefs } from '../route-ref';

const load = () => import('../contract/admin-content');

export const adminContentContract: RouteRefs<typeof AdminContentContract> = {
  addTestimonial: { method: 'POST', path: '/api/testimonials/add', takes: [], load: () => load().then((file) => file.adminContentContract.addTestimonial) },
  updateTestimonial: { method: 'PUT', path: '/api/testimonials/updateDetails/:id', takes: ['params'], load: () => load().then((file) => file.adminContentContract.updateTestimonial) },
  deleteTestimonial: { method: 'DELETE', path: '/api/testimonials/delete/:id', takes: ['params'], load: () => load().then((file) => file.adminContentContract.deleteTestimonial) },
  addAffiliate: { method: 'POST', path: '/api/affiliate/add', takes: [], load: () => load().then((file) => file.adminContentContract.addAffiliate) },
  updateAffiliate: { method: 'PUT', path: '/api/affiliate/update/:id', takes: ['params'], load: () => load().then((file) => file.adminContentContract.updateAffiliate) },
  deleteAffiliate: { method: 'DELETE', path: '/api/affiliate/delete/:id', takes: ['params'], load: () => load().then((file) => file.adminContentContract.deleteAffiliate) },
};
